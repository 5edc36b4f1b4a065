/** The downline-actions flow: the only module other code imports. */
export { downlineActionsMachine } from './downline-actions.machine';
export { mayPromote, maySetRebates } from './downline-actions.rules';
export { selectDownlineActionsView, selectDownlineRebatesRef, selectDownlineTransferRef, selectTeamMembersRef } from './downline-actions.selectors';
export type { DownlineActionsSnapshot } from './downline-actions.selectors';
export type * from './downline-actions.types';
