/**
 * Customer-service links (CONTRACT §3.2): the gateway sends each path as
 * base64(DES-ECB-PKCS7(url, key8)) + key8. This is link obfuscation, not a secret, and the only
 * place crypto-js is used, so it lives in its own lazily loaded chunk.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

export interface CustomerServiceEntry {
  csType: number;
  path: string;
}

/** The live-chat entry type (CONTRACT §3.2, "type 3"). */
export const LIVE_CHAT_TYPE = 3;

/** Decrypts one obfuscated path; throws when it is not a valid link. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new Error('customerService.path.invalid');
  const key = Utf8.parse(path.slice(-8));
  const ciphertext = Base64.parse(path.slice(0, -8));
  const plain = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, { mode: ECB, padding: Pkcs7 });
  const url = plain.toString(Utf8);
  if (!/^https?:\/\//i.test(url)) throw new Error('customerService.path.invalid');
  return url;
}

/** The entry of the wanted type, else the first one (the legacy `getService(type)`). */
export function pickCustomerServiceEntry(
  entries: readonly CustomerServiceEntry[],
  csType = LIVE_CHAT_TYPE,
): CustomerServiceEntry | null {
  return entries.find((entry) => entry.csType === csType) ?? entries[0] ?? null;
}

/** The decrypted link to open, or null when there is none. */
export function customerServiceUrl(entries: readonly CustomerServiceEntry[], csType = LIVE_CHAT_TYPE): string | null {
  const entry = pickCustomerServiceEntry(entries, csType);
  return entry ? decryptCustomerServicePath(entry.path) : null;
}
