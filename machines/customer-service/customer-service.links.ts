/** Pure rules of the customer-service launch (SPEC §2, §4; CONTRACT §3.2). */
import type { PopupSize, ServiceLink, ServiceOrigin, ServiceType } from './customer-service.types';

/** The live-chat entry type, whose path is obfuscated (CONTRACT §3.2 "type 3"). */
export const LIVE_CHAT_TYPE = 3;

/** Rank levels above this get the VIP service. */
export const VIP_RANK_LEVEL_ABOVE = 4;

export function serviceTypeFor(rankLevel: number | null): ServiceType {
  return rankLevel !== null && rankLevel > VIP_RANK_LEVEL_ABOVE ? 'vip' : 'livechat';
}

/** SPEC §4: 440x500 from the header, 440x750 elsewhere. */
export function popupSizeFor(origin: ServiceOrigin): PopupSize {
  return origin === 'header' ? { width: 440, height: 500 } : { width: 440, height: 750 };
}

/** The live-chat entry, else the first one (the legacy `getService`); null for an empty list. */
export function pickServiceLink(links: readonly ServiceLink[]): ServiceLink | null {
  return links.find((link) => link.type === LIVE_CHAT_TYPE) ?? links[0] ?? null;
}

export const needsDecryption = (link: ServiceLink): boolean => link.type === LIVE_CHAT_TYPE;

/** Only http(s) addresses are opened: a `javascript:` or data link from a bad entry never runs. */
export function isWebLink(url: unknown): url is string {
  return typeof url === 'string' && /^https?:\/\/[^\s]+$/i.test(url.trim());
}
