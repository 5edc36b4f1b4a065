/** The transfer-upline flow: the only module other code imports. */
export { transferUplineMachine } from './transfer-upline.machine';
export { provideTransferUpline } from './transfer-upline.calls';
export type { TransferUplineCalls } from './transfer-upline.calls';
export { refusedUplineFields, sameUplineAttempt, UPLINE_UNKNOWN_OUTCOME_CODES, validateUplineTransfer } from './transfer-upline.rules';
export { selectTransferUplineView } from './transfer-upline.selectors';
export type { TransferUplineSnapshot } from './transfer-upline.selectors';
export type * from './transfer-upline.types';
