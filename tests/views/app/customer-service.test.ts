import CryptoJS from 'crypto-js';
import { describe, expect, it } from 'vitest';
import { customerServiceUrl, decryptCustomerServicePath, pickCustomerServiceEntry } from '../../../src/app/customer-service';

/** What a gateway sends: base64(DES-ECB-PKCS7(url, key8)) + key8 (CONTRACT §3.2). */
function obfuscate(url: string, key8: string): string {
  const key = CryptoJS.enc.Utf8.parse(key8);
  const cipher = CryptoJS.DES.encrypt(url, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 });
  return cipher.ciphertext.toString(CryptoJS.enc.Base64) + key8;
}

describe('customer-service links', () => {
  it('decrypts a path whose last 8 characters are the key', () => {
    const path = obfuscate('https://chat.example.test/room?id=42', 'k3Y8abcd');
    expect(decryptCustomerServicePath(path)).toBe('https://chat.example.test/room?id=42');
  });

  it('decrypts an independently produced vector', () => {
    // printf 'https://a.test/' | openssl enc -des-ecb -K 3132333435363738 -provider legacy -provider default -base64
    expect(decryptCustomerServicePath('Sgq94WOrg/KRLIdgz2RCzw==12345678')).toBe('https://a.test/');
  });

  it('rejects paths that do not decrypt to a web link', () => {
    expect(() => decryptCustomerServicePath('short')).toThrow();
    expect(() => decryptCustomerServicePath(`${btoa('garbage!')}12345678`)).toThrow();
    expect(() => decryptCustomerServicePath(obfuscate('javascript:alert(1)', 'abcdefgh'))).toThrow();
  });

  it('picks the live-chat entry (type 3), else the first', () => {
    const entries = [
      { csType: 1, path: obfuscate('https://vip.example.test/', 'aaaaaaaa') },
      { csType: 3, path: obfuscate('https://live.example.test/', 'bbbbbbbb') },
    ];
    expect(pickCustomerServiceEntry(entries)?.csType).toBe(3);
    expect(customerServiceUrl(entries)).toBe('https://live.example.test/');
    expect(customerServiceUrl([entries[0]])).toBe('https://vip.example.test/');
    expect(customerServiceUrl([])).toBeNull();
  });
});
