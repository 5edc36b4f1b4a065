/** System status (the "permission" call made before anything else is shown). */
import { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../../machines/session';
import { toSystemStatus } from '../../machines/system-status';
import type { SystemStatus, SystemStatusWire } from '../../machines/system-status';
import type { CustomerServiceDesk, ModuleNode, SystemStatusValue } from '../../wire/system.schemas';
import { callApi, withPlainFailure } from './client';

/** The status value, its module tree (wire/system.schemas.ts). */
export type { ModuleNode, SystemStatusValue };

/** A desk of `info.customerService` as every gateway sends it. */
export type CustomerServiceEntry = Pick<CustomerServiceDesk, 'csType' | 'path'>;

export function fetchSystemStatus(pageHost: string): Promise<SystemStatusValue> {
  return callApi<SystemStatusValue>('/wps/system/status', { query: { url: pageHost } });
}

/**
 * The module switches with each social provider's switch on only where the gateway also offers it
 * (`info.social`): a switched-on provider the gateway has no settings for would only ever fail.
 */
export function offeredSocialSwitches(features: Record<string, boolean>, social: unknown): Record<string, boolean> {
  const value = (typeof social === 'object' && social !== null ? social : {}) as Record<string, unknown>;
  const offered = {
    google: value.google === true,
    facebook: value.facebook === true,
    telegram: typeof value.telegram === 'object' && value.telegram !== null,
  };
  const result = { ...features };
  for (const provider of SOCIAL_PROVIDERS) {
    const modId = SOCIAL_SWITCHES[provider];
    if (modId in result) result[modId] = result[modId] === true && offered[provider];
  }
  return result;
}

/** The status as the root chart keeps it, and the answer's social settings (public data, read when a provider's window opens). */
export interface SiteStatus {
  status: SystemStatus;
  social: unknown;
}

export function loadSystemStatus(pageHost: string): Promise<SiteStatus> {
  return withPlainFailure(async () => {
    const wire = await fetchSystemStatus(pageHost);
    const status = toSystemStatus(wire as SystemStatusWire);
    return { status: { ...status, features: offeredSocialSwitches(status.features, wire.info.social) }, social: wire.info.social };
  });
}
