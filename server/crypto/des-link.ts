/**
 * Customer-service link obfuscation of CONTRACT §3.2: base64(DES-ECB-PKCS7(url, key8)) + key8.
 * Not a secret (the key travels with it); crypto-js because Node's OpenSSL 3 has no single DES.
 */
import CryptoJS from 'crypto-js';

export function encryptLink(url: string, key8: string): string {
  if (key8.length !== 8) throw new Error('the link key must be 8 characters');
  const key = CryptoJS.enc.Utf8.parse(key8);
  const sealed = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(url), key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return sealed.ciphertext.toString(CryptoJS.enc.Base64) + key8;
}

export function decryptLink(path: string): string {
  const key = CryptoJS.enc.Utf8.parse(path.slice(-8));
  const cipher = CryptoJS.enc.Base64.parse(path.slice(0, -8));
  const opened = CryptoJS.DES.decrypt(CryptoJS.lib.CipherParams.create({ ciphertext: cipher }), key, {
    mode: CryptoJS.mode.ECB,
    padding: CryptoJS.pad.Pkcs7,
  });
  return opened.toString(CryptoJS.enc.Utf8);
}
