/** The affiliate-urls flow: the only module other code imports. */
export { affiliateUrlsMachine } from './affiliate-urls.machine';
export { provideAffiliateUrls } from './affiliate-urls.calls';
export type { AffiliateUrlsCalls } from './affiliate-urls.calls';
export { emptyUrlForm, urlFormErrors, urlFormValid, urlRequestOf } from './affiliate-urls.rules';
export { selectAffiliateUrlsView, selectRegistrationsRef, selectUrlListRef } from './affiliate-urls.selectors';
export type { AffiliateUrlsSnapshot } from './affiliate-urls.selectors';
export type * from './affiliate-urls.types';
