// @vitest-environment node
// The codec needs no DOM; node keeps WebCrypto and typed arrays in one realm.
/**
 * The client codec against the shared vectors: with the vector's AES key, IV, timestamp and nonce it
 * must produce the exact wire body, and its `Encryption` header must unwrap with the test private key.
 */
import { constants, privateDecrypt, webcrypto } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bytesToHex, hexToBytes, sealPayload, sealRequest, forgetServerKey } from '../../../src/api/payload-codec';

interface VectorCase {
  method: string;
  path: string;
  ts: number;
  nonce: string;
  body: unknown;
  aesKeyHex: string;
  ivHex: string;
  wire: { value: string } | string;
  encryptionHeader: string;
}

interface Vectors {
  privateKeyPem: string;
  modulusHex: string;
  cases: VectorCase[];
}

const vectors = JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/payload-vectors.json'), 'utf8')) as Vectors;
const crypto = webcrypto as unknown as Crypto;

function wireValue(wire: VectorCase['wire']): string {
  return typeof wire === 'string' ? wire : wire.value;
}

function unwrapKey(encryption: string): string {
  const key = privateDecrypt(
    { key: vectors.privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(encryption, 'hex'),
  );
  return key.toString('hex');
}

describe('payload codec', () => {
  it('has vectors to check against', () => {
    expect(vectors.cases.length).toBeGreaterThan(0);
    expect(vectors.modulusHex).toMatch(/^[0-9a-f]+$/);
  });

  for (const vector of vectors.cases) {
    it(`reproduces the wire body of ${vector.method} ${vector.path}`, async () => {
      const sealed = await sealPayload({
        method: vector.method,
        path: vector.path,
        body: vector.body,
        modulusHex: vectors.modulusHex,
        ts: vector.ts,
        nonce: vector.nonce,
        aesKey: hexToBytes(vector.aesKeyHex),
        iv: hexToBytes(vector.ivHex),
        crypto,
      });
      expect(sealed.body).toEqual({ value: wireValue(vector.wire) });
      expect(sealed.encryption).toMatch(/^[0-9a-f]{512}$/);
      expect(unwrapKey(sealed.encryption)).toBe(vector.aesKeyHex.toLowerCase());
    });
  }

  it('the vector headers unwrap to the vector keys (both sides use the same key pair)', () => {
    for (const vector of vectors.cases) expect(unwrapKey(vector.encryptionHeader)).toBe(vector.aesKeyHex.toLowerCase());
  });

  it('seals with fresh keys, IVs and nonces, and the result opens with the AAD of the request line', async () => {
    const body = { username: 'demo_player', password: 'Player2026!' };
    const first = await sealPayload({ method: 'post', path: '/wps/session/login?x=1', body, modulusHex: vectors.modulusHex, crypto });
    const second = await sealPayload({ method: 'POST', path: '/wps/session/login', body, modulusHex: vectors.modulusHex, crypto });
    expect(first.body.value).not.toBe(second.body.value);

    const key = hexToBytes(unwrapKey(first.encryption));
    const wire = Uint8Array.from(Buffer.from(first.body.value, 'base64'));
    const aesKey = await webcrypto.subtle.importKey('raw', key, 'AES-GCM', false, ['decrypt']);
    const open = (aad: string) =>
      webcrypto.subtle.decrypt(
        { name: 'AES-GCM', iv: wire.subarray(0, 12), additionalData: new TextEncoder().encode(aad) },
        aesKey,
        wire.subarray(12),
      );
    const plain = JSON.parse(new TextDecoder().decode(await open('POST /wps/session/login')));
    expect(plain.body).toEqual(body);
    expect(plain.nonce).toMatch(/^[0-9a-f]{32}$/);
    expect(Math.abs(plain.ts - Date.now())).toBeLessThan(5_000);
    await expect(open('POST /wps/member/password')).rejects.toThrow();
  });

  it('refuses to seal without WebCrypto instead of sending plaintext', async () => {
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) } as unknown as Crypto;
    await expect(sealPayload({ method: 'POST', path: '/x', body: {}, modulusHex: vectors.modulusHex, crypto: insecure })).rejects.toThrow(
      'payload.crypto.unavailable',
    );
  });

  it('fetches the server key once per page load and again after it is forgotten', async () => {
    const original = globalThis.crypto;
    Object.defineProperty(globalThis, 'crypto', { value: crypto, configurable: true });
    try {
      forgetServerKey();
      let fetches = 0;
      const fetchModulus = async () => {
        fetches += 1;
        return `${vectors.modulusHex}\n`;
      };
      await sealRequest('POST', '/wps/session/login', {}, fetchModulus);
      await sealRequest('POST', '/wps/member/password', {}, fetchModulus);
      expect(fetches).toBe(1);
      forgetServerKey();
      await sealRequest('POST', '/wps/session/login', {}, fetchModulus);
      expect(fetches).toBe(2);
    } finally {
      Object.defineProperty(globalThis, 'crypto', { value: original, configurable: true });
    }
  });

  it('hex helpers round-trip', () => {
    expect(bytesToHex(hexToBytes('00ff10'))).toBe('00ff10');
  });
});
