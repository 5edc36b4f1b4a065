/** The withdrawal confirmation flow: the only module other code imports. */
export { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';
export { provideWithdrawalConfirmation } from './withdrawal-confirmation.calls';
export type { WithdrawalConfirmationCalls } from './withdrawal-confirmation.calls';
export { answerRequest, GONE_CODES, recordOf, remainingOf, validateAnswer } from './withdrawal-confirmation.rules';
export { selectConfirmationProofRef, selectWithdrawalConfirmationView } from './withdrawal-confirmation.selectors';
export type { WithdrawalConfirmationSnapshot } from './withdrawal-confirmation.selectors';
export type * from './withdrawal-confirmation.types';
