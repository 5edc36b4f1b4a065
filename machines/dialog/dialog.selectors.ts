/** View model of the generic modal. */
import type { SnapshotFrom } from 'xstate';
import type { dialogMachine } from './dialog.machine';
import type { DialogView } from './dialog.types';

export type DialogSnapshot = SnapshotFrom<typeof dialogMachine>;

export function selectDialogView(snapshot: DialogSnapshot): DialogView {
  const mounted = snapshot.matches('shown');
  return {
    mounted,
    closing: snapshot.matches({ shown: 'closing' }),
    showCloseButton: mounted && snapshot.context.showCloseButton,
    closesOnEscape: snapshot.can({ type: 'dialog.escape' }),
    closesOnOutsideClick: snapshot.can({ type: 'dialog.outsideClick' }),
  };
}
