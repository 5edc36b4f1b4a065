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
import type { PagedListPage, PagedListRequest } from '../../machines/paged-list';
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
import { merchantToday } from '../api/records.api';
import { pagedListOf } from './paged-list.edge';

export interface RegisterCenterEnvironment {
  loadRebateCeilings(): Promise<RebateCeiling[]>;
  loadUrlExpiryOptions(): Promise<number[]>;
  createAffiliateUrl(request: AffiliateUrlRequest): Promise<AffiliateUrl>;
  loadAffiliateUrls(request: PagedListRequest): Promise<PagedListPage>;
  deleteAffiliateUrl(affiUrlId: number): Promise<void>;
  /** filter `affiUrlId` names the link */
  loadRegisteredAffiliates(request: PagedListRequest): Promise<PagedListPage>;
  /** the merchant's rules of the username and the password */
  loadAccountRules(): Promise<AccountRules>;
  createDownline(request: DownlineAccountRequest): Promise<DownlineAccountResult>;
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

export function createRegisterCenterEdge(env: RegisterCenterEnvironment) {
  return {
    env,
    today: (utcOffsetMinutes: number) => env.today(utcOffsetMinutes),
    affiliateUrls: affiliateUrlsMachine.provide({
      actors: {
        loadSettings: fromPromise<AffiliateUrlSettings, void>(async () => {
          const [ceilings, expiryOptions] = await Promise.all([env.loadRebateCeilings(), env.loadUrlExpiryOptions()]);
          return { ceilings, expiryOptions };
        }),
        createUrl: fromPromise<AffiliateUrl, AffiliateUrlRequest>(({ input }) => env.createAffiliateUrl(input)),
        deleteUrl: fromPromise<void, { affiUrlId: number }>(({ input }) => env.deleteAffiliateUrl(input.affiUrlId)),
        urlList: pagedListOf(env.loadAffiliateUrls),
        registrations: pagedListOf(env.loadRegisteredAffiliates),
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
