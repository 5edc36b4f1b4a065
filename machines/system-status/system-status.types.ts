/** System status: the first call of the site; decides app, maintenance or region-blocked screen. */

/** 0 app, 1 maintenance, 2 region blocked (maintenance wins over region). */
export type SystemStatusCode = 0 | 1 | 2;

export interface CustomerServiceEntry {
  csType: number;
  path: string;
}

/** The normalised server value the chart keeps (see `toSystemStatus`). */
export interface SystemStatus {
  code: SystemStatusCode;
  /** module switches flattened from the module tree: a switch is on only when its parents are on */
  features: Record<string, boolean>;
  maintenance: { endTime: string | null; message: string | null };
  ip: string;
  customerService: CustomerServiceEntry[];
  merchantCode: string;
  currencySymbol: string;
  defaultLanguage: string;
  languages: string[];
  loginedToHomePage: boolean;
  registerRules: Record<string, unknown>;
}

/** Module tree node as the gateway sends it. */
export interface ModuleNodeWire {
  modId: string;
  enabled: string;
  childrenNodes?: ModuleNodeWire[] | null;
}

/** The parts of `GET /wps/system/status` value the site uses. */
export interface SystemStatusWire {
  maintenance: boolean;
  maintenanceEnd: number | null;
  maintenanceMessage: string | null;
  regionRestriction: boolean;
  location: { ip: string; country?: string | null };
  info: {
    whitelabel: ModuleNodeWire;
    register: Record<string, unknown>;
    customerService: CustomerServiceEntry[];
    merchantCode: string;
    currencySymbol: string;
    defaultLanguage: string;
    languages: string[];
    loginedToHomePage: boolean;
  };
}

export interface SystemStatusContext {
  status: SystemStatus | null;
  errorCode: string | null;
}

export type SystemStatusEvent = { type: 'status.retry' };

export type SystemStatusScreen = 'loading' | 'app' | 'maintenance' | 'regionBlocked' | 'unreachable';

export interface SystemStatusView {
  screen: SystemStatusScreen;
  ip: string | null;
  maintenanceEndTime: string | null;
  maintenanceMessage: string | null;
  hasCustomerService: boolean;
  canRetry: boolean;
}
