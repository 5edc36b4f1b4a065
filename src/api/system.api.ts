/** System status (the "permission" call made before anything else is shown). */
import type { CustomerServiceDesk, ModuleNode, SystemStatusValue } from '../../wire/system.schemas';
import { callApi } from './client';

/** The status value, its module tree (wire/system.schemas.ts). */
export type { ModuleNode, SystemStatusValue };

/** A desk of `info.customerService` as every gateway sends it. */
export type CustomerServiceEntry = Pick<CustomerServiceDesk, 'csType' | 'path'>;

export function fetchSystemStatus(pageHost: string): Promise<SystemStatusValue> {
  return callApi<SystemStatusValue>('/wps/system/status', { query: { url: pageHost } });
}
