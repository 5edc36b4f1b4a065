/**
 * Customer-service desks, one source for both the status call (`info.customerService`) and the
 * customer-service call (`value.version.pathList`): the merchant's customer_service rows.
 *
 * A row's path is the wire form of CONTRACT §3.2: base64(DES-ECB-PKCS7(url, key8)) + key8. A row
 * may hold a path of this site (`/cs/chat?desk=live`, the local chat page) instead of a full
 * address: it is made absolute with the site's public address and sealed again with the row's own
 * key, because the client opens only http(s) addresses.
 */
import { decryptLink, encryptLink } from '../crypto/des-link';
import type { Merchant } from '../system/merchant.service';

export const LIVE_CHAT_TYPE = 3;
export const VIP_DESK_TYPE = 4;

export interface CustomerServiceEntry {
  csType: number;
  path: string;
  /** livechat, vip or service */
  name: string;
  /** the lowest club rank this desk serves; null = everyone */
  minRankLevel: number | null;
}

const resolved = new Map<string, string>();

function absolutePath(path: string, publicUrl: string): string {
  const cacheKey = `${publicUrl}\n${path}`;
  let wire = resolved.get(cacheKey);
  if (wire === undefined) {
    const url = decryptLink(path);
    wire = url.startsWith('/') && !url.startsWith('//') ? encryptLink(`${publicUrl}${url}`, path.slice(-8)) : path;
    if (resolved.size > 1_000) resolved.clear();
    resolved.set(cacheKey, wire);
  }
  return wire;
}

const nameOf = (csType: number) => (csType === LIVE_CHAT_TYPE ? 'livechat' : csType === VIP_DESK_TYPE ? 'vip' : 'service');

export function customerServiceEntries(merchant: Pick<Merchant, 'customerService'>, publicUrl: string): CustomerServiceEntry[] {
  return merchant.customerService.map((entry) => ({
    csType: entry.csType,
    path: absolutePath(entry.path, publicUrl),
    name: nameOf(entry.csType),
    minRankLevel: entry.minRankLevel,
  }));
}

/**
 * The desk for a member of `rankLevel`: the desk with the highest rank requirement the member
 * meets (a rank-5 member gets the VIP desk), else live chat, else the first desk.
 */
export function preferredDesk(entries: readonly CustomerServiceEntry[], rankLevel: number | null): number | null {
  const served = entries
    .filter((entry) => entry.minRankLevel !== null && rankLevel !== null && rankLevel >= entry.minRankLevel)
    .sort((a, b) => (b.minRankLevel ?? 0) - (a.minRankLevel ?? 0));
  return served[0]?.csType ?? entries.find((entry) => entry.csType === LIVE_CHAT_TYPE)?.csType ?? entries[0]?.csType ?? null;
}
