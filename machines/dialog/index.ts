/** The generic modal: the only module other code imports. */
export { dialogMachine } from './dialog.machine';
export { provideDialog } from './dialog.calls';
export type { DialogCalls } from './dialog.calls';
export { selectDialogView } from './dialog.selectors';
export type { DialogSnapshot } from './dialog.selectors';
export type * from './dialog.types';
