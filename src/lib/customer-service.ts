/**
 * Customer-service link decryption (CONTRACT §3.2): the gateway sends each desk's path as
 * base64(DES-ECB-PKCS7(url, key8)) + key8. This is link obfuscation, not a secret, and the only
 * place crypto-js is used, so this module is loaded lazily (customer-service.edge.ts) into its own
 * chunk.
 */
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';

/** Decrypts one obfuscated path; throws when it is not a valid web link. */
export function decryptCustomerServicePath(path: string): string {
  if (path.length <= 8) throw new Error('customerService.path.invalid');
  const key = Utf8.parse(path.slice(-8));
  const ciphertext = Base64.parse(path.slice(0, -8));
  const plain = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext }), key, { mode: ECB, padding: Pkcs7 });
  const url = plain.toString(Utf8);
  if (!/^https?:\/\//i.test(url)) throw new Error('customerService.path.invalid');
  return url;
}
