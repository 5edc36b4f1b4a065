/** The contract-offers flow: the only module other code imports. */
export { contractOffersMachine, RELEASE_WARNING_CODE } from './contract-offers.machine';
export { selectContractOffersView } from './contract-offers.selectors';
export type { ContractOffersSnapshot } from './contract-offers.selectors';
export type * from './contract-offers.types';
