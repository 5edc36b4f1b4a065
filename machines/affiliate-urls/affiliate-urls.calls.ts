/** What the affiliate links ask of the gateway, and the chart provided with it and its two lists. */
import { fromPromise } from 'xstate';
import { createPagedList } from '../paged-list';
import type { PagedListPage, PagedListRequest } from '../paged-list';
import { affiliateUrlsMachine } from './affiliate-urls.machine';
import type { AffiliateUrl, AffiliateUrlRequest, AffiliateUrlSettings, RebateCeiling } from './affiliate-urls.types';

/** `UrlRow`, `RegistrationRow`: the lists' rows as the gateway gives them, which their views read. */
export interface AffiliateUrlsCalls<UrlRow = unknown, RegistrationRow = unknown> {
  /** per product: the agent's own rate and the most it may give a downline */
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  /** the lifetimes in days a link may be given; 0 never expires */
  loadUrlExpiryOptions(): Promise<number[]>;
  createAffiliateUrl(request: AffiliateUrlRequest): Promise<AffiliateUrl>;
  loadAffiliateUrls(request: PagedListRequest): Promise<PagedListPage<UrlRow, null>>;
  deleteAffiliateUrl(affiUrlId: number): Promise<void>;
  /** who registered through a link: filter `affiUrlId` names it */
  loadRegisteredAffiliates(request: PagedListRequest): Promise<PagedListPage<RegistrationRow, null>>;
}

export function provideAffiliateUrls<UrlRow, RegistrationRow>(calls: AffiliateUrlsCalls<UrlRow, RegistrationRow>) {
  const urlList = createPagedList({ loadPage: calls.loadAffiliateUrls });
  const registrations = createPagedList({ loadPage: calls.loadRegisteredAffiliates });
  return {
    logic: affiliateUrlsMachine.provide({
      actors: {
        loadSettings: fromPromise<AffiliateUrlSettings, void>(async () => {
          const [ceilings, expiryOptions] = await Promise.all([calls.loadRebateCeilings(), calls.loadUrlExpiryOptions()]);
          return { ceilings, expiryOptions };
        }),
        createUrl: fromPromise<AffiliateUrl, AffiliateUrlRequest>(({ input }) => calls.createAffiliateUrl(input)),
        deleteUrl: fromPromise<void, { affiUrlId: number }>(({ input }) => calls.deleteAffiliateUrl(input.affiUrlId)),
        urlList: urlList.logic,
        registrations: registrations.logic,
      },
    }),
    /** the view models of the chart's two lists, their rows typed */
    selectUrlListView: urlList.selectView,
    selectRegistrationsView: registrations.selectView,
  };
}
