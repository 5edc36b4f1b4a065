/** The downline-actions flow: the only module other code imports. */
export { downlineActionsMachine } from './downline-actions.machine';
export { provideDownlineActions } from './downline-actions.calls';
export type { DownlineActionsCalls } from './downline-actions.calls';
export { mayPromote, maySetRebates } from './downline-actions.rules';
export { selectDownlineActionsView, selectDownlineRebatesRef, selectDownlineTransferRef, selectTeamMembersRef } from './downline-actions.selectors';
export type { DownlineActionsSnapshot } from './downline-actions.selectors';
export type * from './downline-actions.types';
