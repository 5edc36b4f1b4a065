/** The downline-account flow: the only module other code imports. */
export { downlineAccountMachine } from './downline-account.machine';
export { provideDownlineAccount } from './downline-account.calls';
export type { DownlineAccountCalls } from './downline-account.calls';
export { accountFieldErrors, accountFormValid, accountRequestOf, emptyAccountForm, refusedAccountFields } from './downline-account.rules';
export { selectDownlineAccountView } from './downline-account.selectors';
export type { DownlineAccountSnapshot } from './downline-account.selectors';
export type * from './downline-account.types';
