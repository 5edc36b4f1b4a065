/** View model of the unread-message count. */
import type { SnapshotFrom } from 'xstate';
import type { unreadMessagesMachine } from './unread-messages.machine';
import type { UnreadMessagesView } from './unread-messages.types';

export type UnreadMessagesSnapshot = SnapshotFrom<typeof unreadMessagesMachine>;

export function selectUnreadMessagesView(snapshot: UnreadMessagesSnapshot): UnreadMessagesView {
  const { count } = snapshot.context;
  return { count, hasUnread: count !== null && count > 0 };
}
