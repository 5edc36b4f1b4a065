/** The withdraw flow: the only module other code imports. */
export { withdrawMachine } from './withdraw.machine';
export { provideWithdraw } from './withdraw.calls';
export type { WithdrawCalls } from './withdraw.calls';
export {
  cardOf,
  nothingToWithdrawOf,
  previewable,
  refusalOf,
  requestFingerprint,
  sameAttempt,
  SETUP_CODES,
  UNKNOWN_OUTCOME_CODES,
  validateWithdraw,
} from './withdraw.rules';
export { selectWithdrawView } from './withdraw.selectors';
export type { WithdrawSnapshot } from './withdraw.selectors';
export type * from './withdraw.types';
