/**
 * The generic modal (SPEC §2 "Other dialogs", §9): role=dialog with aria-modal, named by its title,
 * focus kept inside and given back on close, page scroll locked while open (shared by nested
 * modals), a 100 ms closing transition. A closable modal has a close button (unless hidden, as in
 * warning dialogs with their one confirm button) and closes with Escape; a click on the backdrop
 * closes it only when `closeOnOutsideClick` is on, which SPEC's generic modal leaves off. The
 * behaviour is the `dialog` chart's (modal.view.tsx).
 */
import type { ReactNode } from 'react';
import type { ModalContentProps } from './modal-frame';
import { ModalView } from './modal.view';

export interface ModalProps extends ModalContentProps {
  children: ReactNode;
  /** shows a close button and lets Escape close */
  closable?: boolean;
  /** warning dialogs keep one confirm button: Escape still closes, no × button */
  hideCloseButton?: boolean;
  /** a click on the backdrop closes a closable modal (click-to-close; off by default) */
  closeOnOutsideClick?: boolean;
  /** runs once the modal has closed by its own controls; the owner then stops rendering it */
  onClose?: () => void;
}

export function Modal({ closable = false, hideCloseButton = false, closeOnOutsideClick = false, ...rest }: ModalProps) {
  const flags = {
    showCloseButton: closable && !hideCloseButton,
    closeOnEscape: closable,
    closeOnOutsideClick: closable && closeOnOutsideClick,
  };
  // The chart takes its flags once, as input: a modal whose closability changes (a social login
  // that can no longer be cancelled) starts a fresh dialog chart and renders its content afresh.
  const key = `${flags.showCloseButton}-${flags.closeOnEscape}-${flags.closeOnOutsideClick}`;
  return <ModalView key={key} flags={flags} {...rest} />;
}
