/**
 * The unread-message count beside the message link of the account area (SPEC §2 "Logged-in
 * area"): loaded when the account area appears and reloaded when the edge asks (the page is shown
 * again). A gateway without the count call leaves the link without a number.
 */

export interface UnreadMessagesContext {
  /** the last count; null until one arrived */
  count: number | null;
  /** the last failed load (`network.error`, `http.404`, ...) */
  errorCode: string | null;
}

export type UnreadMessagesEvent =
  /** the edge: load the count again (the page was shown again) */
  { type: 'messages.refresh' };

export interface UnreadMessagesView {
  /** the count to show, null when none is known */
  count: number | null;
  /** more than zero unread */
  hasUnread: boolean;
}
