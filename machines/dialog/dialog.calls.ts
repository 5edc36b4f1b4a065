/** What the modal asks of the page, and the chart provided with it. */
import { dialogMachine } from './dialog.machine';

export interface DialogCalls {
  /** holds the page's scroll lock under the dialog's own reference (nested dialogs share one lock) */
  lockScroll(holder: object): void;
  /** lets go of it: the page scrolls again once the last open dialog has let go */
  unlockScroll(holder: object): void;
}

export function provideDialog(calls: DialogCalls): typeof dialogMachine {
  return dialogMachine.provide({
    actions: {
      lockScroll: ({ self }) => calls.lockScroll(self),
      unlockScroll: ({ self }) => calls.unlockScroll(self),
    },
  });
}
