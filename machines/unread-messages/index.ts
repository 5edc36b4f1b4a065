/** The unread-messages flow: the only module other code imports. */
export { unreadMessagesMachine } from './unread-messages.machine';
export { selectUnreadMessagesView } from './unread-messages.selectors';
export type { UnreadMessagesSnapshot } from './unread-messages.selectors';
export type * from './unread-messages.types';
