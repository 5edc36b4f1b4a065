/** The affiliate-check flow: the only module other code imports. */
export { affiliateCheckMachine, INVITATION_CODE_ERROR } from './affiliate-check.machine';
export { provideAffiliateCheck } from './affiliate-check.calls';
export type { AffiliateCheckCalls } from './affiliate-check.calls';
export { affiliateStatusOf, selectAffiliateCheckView } from './affiliate-check.selectors';
export type { AffiliateCheckSnapshot, AffiliateSnapshotLike } from './affiliate-check.selectors';
export type * from './affiliate-check.types';
