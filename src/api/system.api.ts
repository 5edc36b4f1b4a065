/** System status (the "permission" call made before anything else is shown). */
import { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../../machines/session';
import { toSystemStatus } from '../../machines/system-status';
import type { SystemStatus, SystemStatusWire } from '../../machines/system-status';
import type { TelegramLogin } from '../../machines/social-login';
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

/**
 * The Telegram bot of the status answer (`info.social.telegram`: public data), or null when none is
 * usable: a numeric bot id and an address whose origin Telegram's popup posts from.
 */
export function telegramLoginOf(social: unknown): TelegramLogin | null {
  const value = typeof social === 'object' && social !== null ? (social as { telegram?: unknown }).telegram : null;
  if (typeof value !== 'object' || value === null) return null;
  const { botId, oauthUrl } = value as Record<string, unknown>;
  if (!/^\d+$/.test(String(botId)) || typeof oauthUrl !== 'string') return null;
  try {
    return { botId: String(botId), oauthUrl: new URL(oauthUrl).origin };
  } catch {
    return null;
  }
}

/**
 * The status as the root chart keeps it: the social switches following what the gateway offers,
 * and the Telegram bot the social login opens Telegram's popup for.
 */
export function loadSystemStatus(pageHost: string): Promise<SystemStatus> {
  return withPlainFailure(async () => {
    const wire = await fetchSystemStatus(pageHost);
    const status = toSystemStatus(wire as SystemStatusWire);
    const { social } = wire.info;
    return { ...status, features: offeredSocialSwitches(status.features, social), telegramLogin: telegramLoginOf(social) };
  });
}
