/** Presentational markup of the generic modal: backdrop, dialog, header with title and close button. */
import { useId } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, Ref } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import '../../styles/dialog.css';
import './modal.css';

/** What the owner of a modal gives it besides its behaviour. */
export interface ModalContentProps {
  /** the heading that names the dialog; without one, give `ariaLabel` */
  title?: ReactNode;
  /** the dialog's accessible name when it has no title */
  ariaLabel?: string;
  children: ReactNode;
  wide?: boolean;
  testId?: string;
}

export interface ModalFrameProps extends ModalContentProps {
  dialogRef: Ref<HTMLDivElement>;
  showCloseButton: boolean;
  /** the closing transition plays: leaving style, no input */
  closing: boolean;
  onCloseButton: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => void;
  onBackdropMouseDown: (event: MouseEvent<HTMLDivElement>) => void;
  onBackdropClick: (event: MouseEvent<HTMLDivElement>) => void;
}

export function ModalFrame(props: ModalFrameProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { title, ariaLabel, children, wide = false, testId, dialogRef, showCloseButton, closing } = props;
  const hasTitle = title !== undefined && title !== null;
  return createPortal(
    // biome-ignore lint/a11y: a click on the backdrop closes the dialog; Escape and the close button are the keyboard path
    <div
      className={closing ? 'modal-backdrop modal-backdrop--closing' : 'modal-backdrop'}
      onMouseDown={props.onBackdropMouseDown}
      onClick={props.onBackdropClick}
      data-testid={testId ? `${testId}-backdrop` : undefined}
    >
      <div
        ref={dialogRef}
        className={wide ? 'modal modal--wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={hasTitle ? titleId : undefined}
        aria-label={hasTitle ? undefined : ariaLabel}
        tabIndex={-1}
        inert={closing}
        onKeyDown={props.onKeyDown}
        data-testid={testId}
      >
        {hasTitle || showCloseButton ? (
          <div className="modal__header">
            {hasTitle ? (
              <h2 className="modal__title" id={titleId}>
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showCloseButton ? (
              <button type="button" className="modal__close" aria-label={t`Close`} onClick={props.onCloseButton}>
                <span aria-hidden="true">×</span>
              </button>
            ) : null}
          </div>
        ) : null}
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
