/**
 * The customer-service desks (`GET /wps/system/customerService`, see server/content/content-club.routes.ts),
 * answered as the customer-service chart's links for the member's service type.
 */
import { isWebLink, LIVE_CHAT_TYPE, VIP_RANK_LEVEL_ABOVE } from '../../machines/customer-service';
import type { ServiceLink, ServiceLinksRequest, ServiceType } from '../../machines/customer-service';
import type { CustomerServiceDesk as DeskWire } from '../../wire/system.schemas';
import { callApi, withPlainFailure } from './client';
import type { Widened } from './wire-types';

/**
 * One desk of `value.version.pathList`; `path` is obfuscated as CONTRACT §3.2 describes. `name`
 * (`livechat`, `vip` or `service`) and `minRankLevel` (null or absent: everyone) are absent from
 * gateways that send only csType and path.
 */
export type CustomerServiceDesk = Pick<DeskWire, 'csType' | 'path'> & {
  name?: Widened<DeskWire['name']>;
  minRankLevel?: DeskWire['minRankLevel'];
};

interface CustomerServiceValue {
  version: { pathList: CustomerServiceDesk[] | null } | null;
}

/** The desks; the token, when there is one, lets the gateway see the member's rank. */
export async function fetchCustomerServiceDesks(): Promise<CustomerServiceDesk[]> {
  const value = await callApi<CustomerServiceValue>('/wps/system/customerService', { token: true });
  return value?.version?.pathList ?? [];
}

/**
 * The desk for the member's service type: the VIP desk (named `vip`, or serving only ranks above
 * 4) for the VIP service, else the live-chat desk, else the first one (the legacy `getService`).
 */
export function deskFor(desks: readonly CustomerServiceDesk[], serviceType: ServiceType): CustomerServiceDesk | null {
  const vipDesk =
    serviceType === 'vip'
      ? (desks.find((desk) => desk.name === 'vip') ?? desks.find((desk) => (desk.minRankLevel ?? 0) > VIP_RANK_LEVEL_ABOVE))
      : undefined;
  return vipDesk ?? desks.find((desk) => desk.csType === LIVE_CHAT_TYPE) ?? desks[0] ?? null;
}

/** Type of a desk whose path is already a plain web address. */
const PLAIN_LINK_TYPE = 0;

/**
 * The chosen desk in the chart's shape. The chart decrypts entries of the live-chat type and opens
 * any other as it is, while on the wire every desk's path is obfuscated whatever its csType
 * (CONTRACT §3.2 decrypts each entry): so the desk goes over as an obfuscated entry unless its path
 * already is a web address.
 */
export function toServiceLinks(desks: readonly CustomerServiceDesk[], serviceType: ServiceType): ServiceLink[] {
  const desk = deskFor(desks, serviceType);
  if (!desk) return [];
  return [{ type: isWebLink(desk.path) ? PLAIN_LINK_TYPE : LIVE_CHAT_TYPE, path: desk.path }];
}

/** The links of the member's service type, as the customer-service chart reads them. */
export function loadServiceLinks({ serviceType }: ServiceLinksRequest): Promise<ServiceLink[]> {
  return withPlainFailure(async () => toServiceLinks(await fetchCustomerServiceDesks(), serviceType));
}
