/** What a gateway sends as a desk's path: base64(DES-ECB-PKCS7(url, key8)) + key8 (CONTRACT §3.2). */
import CryptoJS from 'crypto-js';

export function obfuscate(url: string, key8: string): string {
  const key = CryptoJS.enc.Utf8.parse(key8);
  const cipher = CryptoJS.DES.encrypt(url, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return cipher.ciphertext.toString(CryptoJS.enc.Base64) + key8;
}
