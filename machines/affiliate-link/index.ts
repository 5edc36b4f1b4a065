/** The affiliate link flow: the only module other code imports. */
export { affiliateLinkMachine } from './affiliate-link.machine';
export { selectAffiliateLinkView } from './affiliate-link.selectors';
export type { AffiliateLinkSnapshot } from './affiliate-link.selectors';
export type * from './affiliate-link.types';
export { affiliateLinkImplementations } from './affiliate-link.calls';
export type { AffiliateLinkCalls } from './affiliate-link.calls';
