/**
 * The generic modal (SPEC §2 "Other dialogs", §9): optional close button, Escape, and a click on
 * the backdrop that closes only when click-to-close is on (off by default); page scroll locked
 * while it shows; a 100 ms closing transition. Focus trapping is the view's business.
 */

export interface DialogInput {
  /** the × button (default on) */
  showCloseButton?: boolean;
  /** Escape closes (default on) */
  closeOnEscape?: boolean;
  /** a click on the backdrop closes (default off: SPEC's generic modal is not closed by clicking outside) */
  closeOnOutsideClick?: boolean;
}

export interface DialogContext {
  showCloseButton: boolean;
  closeOnEscape: boolean;
  closeOnOutsideClick: boolean;
}

export type DialogEvent =
  | { type: 'dialog.open' }
  /** the × button, a confirm button, or the owner closing it */
  | { type: 'dialog.close' }
  | { type: 'dialog.escape' }
  /** a click on the backdrop */
  | { type: 'dialog.outsideClick' };

export interface DialogView {
  /** render the dialog (open or playing its closing transition) */
  mounted: boolean;
  /** the closing transition plays: render with the leaving style, ignore input */
  closing: boolean;
  showCloseButton: boolean;
  closesOnEscape: boolean;
  closesOnOutsideClick: boolean;
}
