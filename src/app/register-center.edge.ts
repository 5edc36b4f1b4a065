/** The register centre (affiliate links, create a downline) with the gateway's calls; the agent centre's edge exposes it as `register`. */
import { provideAffiliateUrls } from '../../machines/affiliate-urls';
import type { AffiliateUrlsCalls } from '../../machines/affiliate-urls';
import { provideDownlineAccount } from '../../machines/downline-account';
import type { DownlineAccountCalls } from '../../machines/downline-account';
import * as agentRegister from '../api/agent-register.api';
import type { AffiliateUrlsPage, RegisteredAffiliatesPage } from '../api/agent-register.api';
import { merchantToday } from '../api/records.api';

/** An affiliate link, and a member registered through one, as their lists show them. */
export type AffiliateUrlRow = AffiliateUrlsPage['rows'][number];
type RegistrationRow = RegisteredAffiliatesPage['rows'][number];

export interface RegisterCenterEnvironment extends AffiliateUrlsCalls<AffiliateUrlRow, RegistrationRow>, DownlineAccountCalls {
  /** today's merchant day (`YYYY-MM-DD`): the browser's clock in the merchant's time zone (minutes east of UTC) */
  today(utcOffsetMinutes: number): string;
}

export function createRegisterCenterEdge(env: RegisterCenterEnvironment) {
  const { logic: affiliateUrls, selectUrlListView, selectRegistrationsView } = provideAffiliateUrls(env);
  return { env, selectUrlListView, selectRegistrationsView, today: env.today, affiliateUrls, downlineAccount: provideDownlineAccount(env) };
}

export type RegisterCenterEdge = ReturnType<typeof createRegisterCenterEdge>;

export const browserRegisterCenterEdge: RegisterCenterEdge = createRegisterCenterEdge({ ...agentRegister, today: merchantToday });
