/** The downline-rebates flow: the only module other code imports. */
export { downlineRebatesMachine } from './downline-rebates.machine';
export { provideDownlineRebates } from './downline-rebates.calls';
export type { DownlineRebatesCalls } from './downline-rebates.calls';
export { selectDownlineRebatesView } from './downline-rebates.selectors';
export type { DownlineRebatesSnapshot } from './downline-rebates.selectors';
export type * from './downline-rebates.types';
export { emptyRates, rateErrors, rateValuesOf, refusedRates, typedRates } from '../shared/rebate-rates';
