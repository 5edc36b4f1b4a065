/** Pure mapping from the gateway's status value to the chart's `SystemStatus` (used by the edge). */
import type { ModuleNodeWire, SystemStatus, SystemStatusCode, SystemStatusWire } from './system-status.types';

export function statusCodeOf(wire: Pick<SystemStatusWire, 'maintenance' | 'regionRestriction'>): SystemStatusCode {
  if (wire.maintenance) return 1;
  if (wire.regionRestriction) return 2;
  return 0;
}

/** Flattens the module tree; a switch under a disabled parent counts as off. */
export function flattenModules(node: ModuleNodeWire, parentOn = true, into: Record<string, boolean> = {}): Record<string, boolean> {
  const on = parentOn && node.enabled === '1';
  into[node.modId] = on;
  for (const child of node.childrenNodes ?? []) flattenModules(child, on, into);
  return into;
}

export function toSystemStatus(wire: SystemStatusWire): SystemStatus {
  const { info } = wire;
  return {
    code: statusCodeOf(wire),
    features: flattenModules(info.whitelabel),
    maintenance: {
      endTime: wire.maintenanceEnd === null ? null : new Date(wire.maintenanceEnd).toISOString(),
      message: wire.maintenanceMessage,
    },
    ip: wire.location.ip,
    customerService: info.customerService.map(({ csType, path }) => ({ csType, path })),
    merchantCode: info.merchantCode,
    currencySymbol: info.currencySymbol,
    defaultLanguage: info.defaultLanguage,
    languages: [...info.languages],
    loginedToHomePage: info.loginedToHomePage,
    registerRules: info.register,
  };
}
