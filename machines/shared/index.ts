export { notProvidedAction, notProvidedActor } from './not-provided';
export { doneOutput, errorCodeOf, errorOf } from './events';
export { bindLazyCharts, lazyChart } from './lazy-chart';
