/** System status (the "permission" call made before anything else is shown). */
import { callApi } from './client';

export interface ModuleNode {
  modId: string;
  enabled: '1' | '0' | string;
  childrenNodes?: ModuleNode[] | null;
}

export interface CustomerServiceEntry {
  csType: number;
  path: string;
}

export interface SystemStatusValue {
  maintenance: boolean;
  maintenanceEnd: number | null;
  maintenanceMessage: string | null;
  regionRestriction: boolean;
  location: { ip: string; country: string | null };
  info: {
    whitelabel: ModuleNode;
    register: Record<string, unknown>;
    customerService: CustomerServiceEntry[];
    merchantCode: string;
    currencySymbol: string;
    defaultLanguage: string;
    languages: string[];
    loginedToHomePage: boolean;
    [key: string]: unknown;
  };
}

export function fetchSystemStatus(pageHost: string): Promise<SystemStatusValue> {
  return callApi<SystemStatusValue>('/wps/system/status', { query: { url: pageHost } });
}
