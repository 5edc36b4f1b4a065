/** The downline-contracts flow: the only module other code imports. */
export { downlineContractsMachine } from './downline-contracts.machine';
export { provideDownlineContracts } from './downline-contracts.calls';
export type { DownlineContractsCalls } from './downline-contracts.calls';
export { emptyOffer, MAX_TIERS, offerOf, tierFieldsOf, tierKey, validateOffer } from './downline-contracts.rules';
export { selectDownlineContractsView } from './downline-contracts.selectors';
export type { DownlineContractsSnapshot } from './downline-contracts.selectors';
export type * from './downline-contracts.types';
