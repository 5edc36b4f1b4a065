/** The contract-offers flow: the only module other code imports. */
export { contractOffersMachine, RELEASE_WARNING_CODE } from './contract-offers.machine';
export { provideContractOffers } from './contract-offers.calls';
export type { ContractLetter, ContractOffersCalls } from './contract-offers.calls';
export { letterOf, ownContractsOf } from './contract-offers.rules';
export type { ListedContract, WaitingContract } from './contract-offers.rules';
export { selectContractOffersView } from './contract-offers.selectors';
export type { ContractOffersSnapshot } from './contract-offers.selectors';
export type * from './contract-offers.types';
