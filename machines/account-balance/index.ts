/** The account balance flow: the only module other code imports. */
export { accountBalanceMachine, DEFAULT_CURRENCY_SYMBOL } from './account-balance.machine';
// the systemId it runs under, by which the charts that move money tell it (machines/shared/balance-change.ts)
export { ACCOUNT_BALANCE_SYSTEM_ID } from '../shared';
export { HIDDEN_AMOUNT, selectAccountBalanceView } from './account-balance.selectors';
export type { AccountBalanceSnapshot } from './account-balance.selectors';
export { amountShapeOf, formatMinorUnits } from './amount-format';
export type * from './account-balance.types';
export { accountBalanceImplementations } from './account-balance.calls';
export type { AccountBalanceCalls } from './account-balance.calls';
