/**
 * The register centre at the edge: its two parts' charts provided with the gateway's calls. The
 * affiliate links (machines/affiliate-urls) load the agent's rebate ceilings and the lifetimes on
 * offer together, create and delete links, and run two paged lists (the links, who registered
 * through one); "create a downline" (machines/downline-account) loads the ceilings and the
 * merchant's rules of the username and the password, and opens the account. The agent centre's edge exposes this one under `register` (agent-centre.edge.ts).
 */
import { fromPromise } from 'xstate';
import { affiliateUrlsMachine } from '../../machines/affiliate-urls';
import type { AffiliateUrl, AffiliateUrlRequest, AffiliateUrlSettings } from '../../machines/affiliate-urls';
import { downlineAccountMachine } from '../../machines/downline-account';
import type {
  AccountRules,
  DownlineAccountLoad,
  DownlineAccountRequest,
  DownlineAccountResult,
  RebateCeiling,
} from '../../machines/downline-account';
import { createPagedList } from '../../machines/paged-list';
import type { PagedListRequest } from '../../machines/paged-list';
import {
  createAffiliateUrl,
  createDownline,
  deleteAffiliateUrl,
  loadAccountRules,
  loadAffiliateUrls,
  loadRebateCeilings,
  loadRegisteredAffiliates,
  loadUrlExpiryOptions,
} from '../api/agent-register.api';
import type { AffiliateUrlsPage, RegisteredAffiliatesPage } from '../api/agent-register.api';
import { merchantToday } from '../api/records.api';

export interface RegisterCenterEnvironment {
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  loadUrlExpiryOptions(): Promise<number[]>;
  createAffiliateUrl(request: AffiliateUrlRequest): Promise<AffiliateUrl>;
  loadAffiliateUrls(request: PagedListRequest): Promise<AffiliateUrlsPage>;
  deleteAffiliateUrl(affiUrlId: number): Promise<void>;
  /** filter `affiUrlId` names the link */
  loadRegisteredAffiliates(request: PagedListRequest): Promise<RegisteredAffiliatesPage>;
  /** the merchant's rules of the username and the password */
  loadAccountRules(): Promise<AccountRules>;
  createDownline(request: DownlineAccountRequest): Promise<DownlineAccountResult>;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

/** An affiliate link as its list shows it. */
export type AffiliateUrlRow = AffiliateUrlsPage['rows'][number];

export function createRegisterCenterEdge(env: RegisterCenterEnvironment) {
  const urlList = createPagedList({ loadPage: env.loadAffiliateUrls });
  const registrations = createPagedList({ loadPage: env.loadRegisteredAffiliates });
  return {
    env,
    /** the view models of the affiliate links chart's two lists, their rows typed */
    selectUrlListView: urlList.selectView,
    selectRegistrationsView: registrations.selectView,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    affiliateUrls: affiliateUrlsMachine.provide({
      actors: {
        loadSettings: fromPromise<AffiliateUrlSettings, void>(async () => {
          const [ceilings, expiryOptions] = await Promise.all([env.loadRebateCeilings(), env.loadUrlExpiryOptions()]);
          return { ceilings, expiryOptions };
        }),
        createUrl: fromPromise<AffiliateUrl, AffiliateUrlRequest>(({ input }) => env.createAffiliateUrl(input)),
        deleteUrl: fromPromise<void, { affiUrlId: number }>(({ input }) => env.deleteAffiliateUrl(input.affiUrlId)),
        urlList: urlList.logic,
        registrations: registrations.logic,
      },
    }),
    downlineAccount: downlineAccountMachine.provide({
      actors: {
        loadForm: fromPromise<DownlineAccountLoad, void>(async () => {
          const [ceilings, rules] = await Promise.all([env.loadRebateCeilings(), env.loadAccountRules()]);
          return { ceilings, rules };
        }),
        createDownline: fromPromise<DownlineAccountResult, DownlineAccountRequest>(({ input }) => env.createDownline(input)),
      },
    }),
  };
}

export type RegisterCenterEdge = ReturnType<typeof createRegisterCenterEdge>;

export const browserRegisterCenterEdge: RegisterCenterEdge = createRegisterCenterEdge({
  loadRebateCeilings,
  loadUrlExpiryOptions,
  createAffiliateUrl,
  loadAffiliateUrls,
  deleteAffiliateUrl,
  loadRegisteredAffiliates,
  loadAccountRules,
  createDownline,
  today: (utcOffsetMinutes) => merchantToday(utcOffsetMinutes),
});
