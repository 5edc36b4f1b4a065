/** The deposit flow: the only module other code imports. */
export { depositMachine } from './deposit.machine';
export { provideDeposit } from './deposit.calls';
export type { DepositCalls } from './deposit.calls';
export {
  channelOf,
  MAX_REFERENCE_LENGTH,
  presetText,
  proofOf,
  refusedFields,
  requestFingerprint,
  sameAttempt,
  UNKNOWN_OUTCOME_CODES,
  validateDeposit,
} from './deposit.rules';
export { selectDepositProofRef, selectDepositView } from './deposit.selectors';
export type { DepositSnapshot } from './deposit.selectors';
export { WAITING_STATUSES } from './deposit.types';
export type * from './deposit.types';
