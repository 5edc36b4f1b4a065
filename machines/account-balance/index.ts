/** The account balance flow: the only module other code imports. */
export { accountBalanceMachine, DEFAULT_CURRENCY_SYMBOL } from './account-balance.machine';
export { HIDDEN_AMOUNT, selectAccountBalanceView } from './account-balance.selectors';
export type { AccountBalanceSnapshot } from './account-balance.selectors';
export { amountShapeOf, formatMinorUnits } from './amount-format';
export type * from './account-balance.types';
