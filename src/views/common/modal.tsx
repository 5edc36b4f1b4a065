/**
 * The generic accessible modal: role=dialog with aria-modal, labelled by its title, focus kept
 * inside, Escape closes only when closable, page scroll locked while open, never closed by a
 * click outside (SPEC §2). Focus handling is widget state, not flow state.
 */
import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useLingui } from '@lingui/react/macro';
import '../../styles/dialog.css';

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** shows a close button and lets Escape close */
  closable?: boolean;
  /** warning dialogs keep one confirm button: Escape still closes, no × button */
  hideCloseButton?: boolean;
  onClose?: () => void;
  wide?: boolean;
  testId?: string;
}

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

// Nested modals share one scroll lock.
let openModals = 0;

function focusables(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(focusableSelector));
}

export function Modal({ title, children, closable = false, hideCloseButton = false, onClose, wide = false, testId }: ModalProps) {
  const { t } = useLingui();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openModals += 1;
    document.body.classList.add('scroll-locked');
    const dialog = dialogRef.current;
    if (dialog) {
      const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
      (autofocus ?? focusables(dialog)[0] ?? dialog).focus();
    }
    return () => {
      openModals -= 1;
      if (openModals === 0) document.body.classList.remove('scroll-locked');
      if (previous?.isConnected) previous.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (closable) onClose?.();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusables(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div className="modal-backdrop">
      <div
        ref={dialogRef}
        className={wide ? 'modal modal--wide' : 'modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className="modal__header">
          <h2 className="modal__title" id={titleId}>
            {title}
          </h2>
          {closable && !hideCloseButton ? (
            <button type="button" className="modal__close" aria-label={t`Close`} onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
