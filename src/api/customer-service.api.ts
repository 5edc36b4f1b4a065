/** The customer-service desks (`GET /wps/system/customerService`, see server/routes/content-club.routes.ts). */
import type { CustomerServiceDesk as DeskWire } from '../../wire/system.schemas';
import { callApi } from './client';
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
