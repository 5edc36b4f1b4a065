/** View model of the news popup. */
import type { SnapshotFrom } from 'xstate';
import type { newsPopupMachine } from './news-popup.machine';
import type { NewsPopupView } from './news-popup.types';

export type NewsPopupSnapshot = SnapshotFrom<typeof newsPopupMachine>;

export function selectNewsPopupView(snapshot: NewsPopupSnapshot): NewsPopupView {
  const open = snapshot.matches('showing');
  return {
    open,
    notices: snapshot.context.notices,
    expandedIndex: open ? snapshot.context.expandedIndex : null,
  };
}
