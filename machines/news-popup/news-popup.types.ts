/**
 * News popup after login (SPEC §2 "Other dialogs"): when a member signs in and the announcements
 * carry notices marked `showAfterLogin` (`popup[]`), one dialog lists them as expandable items
 * (title and HTML content). Shown once per sign-in: the edge remembers it per session token.
 */
import type { Notice } from '../notice-bar';

/** A notice of the announcements' `popup[]` (same shape as the notice bar's). */
export type PopupNotice = Notice;

export interface NewsPopupContext {
  notices: PopupNotice[];
  /** the item whose content is shown; null when every item is collapsed */
  expandedIndex: number | null;
  errorCode: string | null;
}

export type NewsPopupEvent =
  /**
   * The session became signed in (the edge watches the session chart). `alreadyShown`: the popup
   * was already shown for this session token (a reload, or the area mounted again).
   */
  | { type: 'session.signedIn'; alreadyShown: boolean }
  /** the session is no longer signed in: close, and wait for the next sign-in */
  | { type: 'session.signedOut' }
  /** a click on the title of the item at `index`: expands it, or collapses it when expanded */
  | { type: 'item.toggle'; index: number }
  | { type: 'popup.close' };

export interface NewsPopupView {
  open: boolean;
  /** the notices in order (the context's array, stable between snapshots) */
  notices: readonly PopupNotice[];
  /** null while closed or with every item collapsed */
  expandedIndex: number | null;
}
