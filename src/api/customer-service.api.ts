/** The customer-service desks (`GET /wps/system/customerService`, see server/routes/content-club.routes.ts). */
import { callApi } from './client';

/** One desk of `value.version.pathList`; `path` is obfuscated as CONTRACT §3.2 describes. */
export interface CustomerServiceDesk {
  csType: number;
  path: string;
  /** `livechat`, `vip` or `service` (absent from gateways that send only csType and path) */
  name?: string;
  /** the lowest club rank the desk serves; null or absent = everyone */
  minRankLevel?: number | null;
}

interface CustomerServiceValue {
  version: { pathList: CustomerServiceDesk[] | null } | null;
}

/** The desks; the token, when there is one, lets the gateway see the member's rank. */
export async function fetchCustomerServiceDesks(): Promise<CustomerServiceDesk[]> {
  const value = await callApi<CustomerServiceValue>('/wps/system/customerService', { token: true });
  return value?.version?.pathList ?? [];
}
