/** The customer-service link decryption of the lazily loaded chunk (CONTRACT §3.2). */
import { describe, expect, it } from 'vitest';
import { decryptCustomerServicePath } from '../../../src/lib/customer-service';
import { obfuscate } from './customer-service.fixtures';

describe('customer-service link decryption', () => {
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
});
