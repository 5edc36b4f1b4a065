/**
 * The register centre's calls and team management's rebates and promotion
 * (wire/agent-register.schemas.ts) in the charts' shapes: the agent's rebate ceilings, the link
 * lifetimes on offer, affiliate links (create, a page of them, delete, who registered through one),
 * a downline account opened by the agent (sealed) under the merchant's register rules, a downline's rates read and set, a promotion.
 * Each rejects with `{ errorCode, value }`: a refused rate's value names the product and its limit,
 * a refused field's value its `fields`.
 */
import type { z } from 'zod';
import type { AffiliateUrl, AffiliateUrlRequest } from '../../machines/affiliate-urls';
import type { AccountRules, DownlineAccountRequest, DownlineAccountResult } from '../../machines/downline-account';
import type { DownlineRebatesRequest, RebateCeiling, RebateRate } from '../../machines/downline-rebates';
import type { PagedListPage, PagedListRequest } from '../../machines/paged-list';
import type {
  affiliateUrlsValue,
  affiliateUrlValue,
  createDownlineValue,
  globalRebateValue,
  promoteDownlineValue,
  rebatesValue,
  registeredAffiliatesValue,
  urlExpiryOptionsValue,
} from '../../wire/agent-register.schemas';
import { callApi, withPlainFailure } from './client';
import { fetchRegisterSettings, settingsOf } from './registration.api';

/** The agent's affiliate links, a page of them. */
export type AffiliateUrlsPage = PagedListPage<z.output<typeof affiliateUrlsValue>['list'][number], null>;
/** The members who registered through the agent's links, a page of them. */
export type RegisteredAffiliatesPage = PagedListPage<z.output<typeof registeredAffiliatesValue>['list'][number], null>;

/** Per product: the agent's own rate and the most it may give a downline. */
export function loadRebateCeilings(): Promise<RebateCeiling[]> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof globalRebateValue>>('/wps/relay/MCSFE_getGlobalRebateSettingsByProductType', { token: true });
    return value.list.map(({ product, rate, maxRate }) => ({ product, rate, maxRate }));
  });
}

/** The lifetimes in days a link may be given; 0 never expires. */
export function loadUrlExpiryOptions(): Promise<number[]> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof urlExpiryOptionsValue>>('/wps/relay/MCSFE_getMerchantUrlExpiryOptions', { token: true });
    return [...value.list];
  });
}

export function createAffiliateUrl(request: AffiliateUrlRequest): Promise<AffiliateUrl> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof affiliateUrlValue>>('/wps/relay/MCSFE_createAffiliateUrl', {
      method: 'POST',
      token: true,
      body: { type: request.type, expiryDays: request.expiryDays, rebates: request.rates },
    });
    return { affiUrlId: value.affiUrlId, code: value.code, url: value.url, type: value.type, expiresAt: value.expiresAt };
  });
}

/** A page of the agent's links, newest first as the gateway keeps them. */
export function loadAffiliateUrls(request: PagedListRequest): Promise<AffiliateUrlsPage> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof affiliateUrlsValue>>('/wps/relay/MCSFE_viewAffiliateUrls', {
      token: true,
      query: { page: request.pageNo, size: request.pageSize },
    });
    return { rows: [...value.list], total: value.total };
  });
}

export function deleteAffiliateUrl(affiUrlId: number): Promise<void> {
  return withPlainFailure(async () => {
    await callApi<null>('/wps/relay/MCSFE_deleteAffiliateUrl', { method: 'DELETE', token: true, query: { affiUrlId } });
  });
}

/** A page of the members registered through the link of filter `affiUrlId`. */
export function loadRegisteredAffiliates(request: PagedListRequest): Promise<RegisteredAffiliatesPage> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof registeredAffiliatesValue>>('/wps/relay/MCSFE_viewRegisteredAffiliates', {
      token: true,
      query: { affiUrlId: request.filters.affiUrlId, page: request.pageNo, size: request.pageSize },
    });
    return { rows: [...value.list], total: value.total };
  });
}

/** The merchant's register rules of the username and the password: a downline account meets them too. */
export function loadAccountRules(): Promise<AccountRules> {
  return withPlainFailure(async () => {
    const { rules } = settingsOf(await fetchRegisterSettings(), []);
    return { ...(rules.username ? { username: rules.username } : {}), ...(rules.password ? { password: rules.password } : {}) };
  });
}

/** A downline account opened by the agent; the body (with the password) is sealed. */
export function createDownline(request: DownlineAccountRequest): Promise<DownlineAccountResult> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof createDownlineValue>>('/wps/agent/downline', {
      method: 'POST',
      token: true,
      encrypt: true,
      body: { username: request.username, password: request.password, type: request.type, rebates: request.rates },
    });
    return { customerId: value.customerId, username: value.username, type: value.type };
  });
}

/** A team member's rates, every product. */
export function loadDownlineRebates(downlineId: number): Promise<RebateRate[]> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof rebatesValue>>('/wps/relay/MCSFE_getDownlineRebates', { token: true, query: { downlineId } });
    return value.list.map(({ product, rate }) => ({ product, rate }));
  });
}

/** A direct downline's rates set; answers every product's rate as saved. */
export function updateDownlineRebates(request: DownlineRebatesRequest): Promise<RebateRate[]> {
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof rebatesValue>>('/wps/agent/updateDownlineRebates', {
      method: 'PUT',
      token: true,
      body: { downlineId: request.downlineId, rebates: request.rates },
    });
    return value.list.map(({ product, rate }) => ({ product, rate }));
  });
}

/** A direct downline member becomes an agent. */
export function promoteDownline(downlineId: number): Promise<void> {
  return withPlainFailure(async () => {
    await callApi<z.output<typeof promoteDownlineValue>>('/wps/agent/promoteDownlineToAgent', { method: 'PUT', token: true, body: { downlineId } });
  });
}
