/**
 * Payload encryption: the shared vectors open, the SPA-compatible sealer reproduces their wire
 * form, and the gateway refuses replays, stale or tampered bodies, bodies moved to another path and
 * plaintext bodies on encrypted calls.
 */
import { createPrivateKey, privateDecrypt, constants } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aadFor, openSealed, unwrapKey } from '../../server/crypto/payload-crypto';
import { publicKeyFromModulus, seal, sealValue } from './support/seal';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

interface Vector {
  name: string;
  method: string;
  path: string;
  ts: number;
  nonce: string;
  body: unknown;
  aesKeyHex: string;
  ivHex: string;
  wire: { value: string };
  encryptionHeader: string;
}
const vectors = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', 'payload-vectors.json'), 'utf8')) as {
  privateKeyPem: string;
  modulusHex: string;
  cases: Vector[];
};

describe('shared payload vectors', () => {
  const privateKey = createPrivateKey(vectors.privateKeyPem);

  it('has at least three cases, one with non-ASCII text', () => {
    expect(vectors.cases.length).toBeGreaterThanOrEqual(3);
    expect(vectors.cases.some((c) => /[^\x00-\x7f]/.test(JSON.stringify(c.body)))).toBe(true);
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))('opens %s with the gateway code', (_name, c) => {
    const key = unwrapKey(privateKey, c.encryptionHeader);
    expect(key.toString('hex')).toBe(c.aesKeyHex);
    const opened = openSealed(key, c.wire.value, aadFor(c.method, c.path));
    expect(opened).toEqual({ ts: c.ts, nonce: c.nonce, body: c.body });
  });

  it.each(vectors.cases.map((c) => [c.name, c] as const))('reproduces the wire form of %s from its inputs', (_name, c) => {
    const value = sealValue({
      method: c.method,
      path: c.path,
      ts: c.ts,
      nonce: c.nonce,
      body: c.body,
      aesKey: Buffer.from(c.aesKeyHex, 'hex'),
      iv: Buffer.from(c.ivHex, 'hex'),
    });
    expect(value).toBe(c.wire.value);
  });

  it('wraps keys that the private key unwraps (modulus hex round trip)', () => {
    const { encryption } = seal(publicKeyFromModulus(vectors.modulusHex), {
      method: 'POST',
      path: '/x',
      body: 1,
      ts: 1,
      aesKey: Buffer.alloc(32, 7),
    });
    const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(encryption, 'hex'));
    expect(key).toEqual(Buffer.alloc(32, 7));
  });
});

describe('encrypted calls on the gateway', () => {
  let gw: TestGateway;
  const login = { username: 'demo_player', password: 'Player2026!', type: 'username' };
  const publicKey = () => publicKeyFromModulus(gw.app.ctx.serverKey.modulusHex);
  const post = (url: string, payload: unknown, headers: Record<string, string>) =>
    gw.app.inject({ method: 'POST', url, payload: payload as string, headers });

  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(() => gw?.close());

  it('publishes the RSA modulus as plain lower-case hex, uncached', async () => {
    const response = await gw.get('/wps/session/key/rsa?t=123');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^[0-9a-f]{512}$/);
    expect(response.body).toBe(gw.app.ctx.serverKey.modulusHex);
  });

  it('accepts the three wire variants', async () => {
    const variants = [(v: string) => ({ value: v }), (v: string) => JSON.stringify(v), (v: string) => v];
    for (const variant of variants) {
      const sealed = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() });
      const response = await post('/wps/session/login', variant(sealed.payload.value), {
        encryption: sealed.encryption,
        'content-type': 'application/json',
      });
      expect(response.json()).toMatchObject({ success: true });
    }
  });

  it('rejects a replayed request', async () => {
    const sealed = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() });
    const first = await post('/wps/session/login', sealed.payload, { encryption: sealed.encryption });
    expect(first.statusCode).toBe(200);
    const again = await post('/wps/session/login', sealed.payload, { encryption: sealed.encryption });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, errorCode: 'payload.replayed' });
  });

  it('rejects a timestamp more than 120 s off, either way', async () => {
    for (const offset of [-121_000, 121_000]) {
      const sealed = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() + offset });
      const response = await post('/wps/session/login', sealed.payload, { encryption: sealed.encryption });
      expect(response.statusCode).toBe(400);
      expect(response.json().errorCode).toBe('payload.stale');
    }
    const near = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() - 119_000 });
    expect((await post('/wps/session/login', near.payload, { encryption: near.encryption })).statusCode).toBe(200);
  });

  it('rejects a tampered body and a wrong key', async () => {
    const sealed = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() });
    const bytes = Buffer.from(sealed.payload.value, 'base64');
    bytes[20] ^= 1;
    const tampered = await post('/wps/session/login', { value: bytes.toString('base64') }, { encryption: sealed.encryption });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().errorCode).toBe('payload.invalid');
    const other = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() });
    const swapped = await post('/wps/session/login', sealed.payload, { encryption: other.encryption });
    expect(swapped.json().errorCode).toBe('payload.invalid');
    const garbage = await post('/wps/session/login', sealed.payload, { encryption: 'zz-not-hex' });
    expect(garbage.json().errorCode).toBe('payload.invalid');
  });

  it('rejects a body sealed for another path (AAD)', async () => {
    const sealed = seal(publicKey(), { method: 'POST', path: '/wps/member/password', body: login, ts: gw.clock.now().getTime() });
    const response = await post('/wps/session/login', sealed.payload, { encryption: sealed.encryption });
    expect(response.statusCode).toBe(400);
    expect(response.json().errorCode).toBe('payload.invalid');
  });

  it('refuses a plaintext body on an encrypted call', async () => {
    const plain = await post('/wps/session/login', login, {});
    expect(plain.statusCode).toBe(400);
    expect(plain.json()).toEqual({ success: false, value: null, errorCode: 'payload.encryption.required', message: expect.any(String) });
    const sealed = seal(publicKey(), { method: 'POST', path: '/wps/session/login', body: login, ts: gw.clock.now().getTime() });
    const noHeader = await post('/wps/session/login', sealed.payload, {});
    expect(noHeader.json().errorCode).toBe('payload.encryption.required');
    const plainWithHeader = await post('/wps/session/login', login, { encryption: sealed.encryption });
    expect(plainWithHeader.json().errorCode).toBe('payload.encryption.required');
    const empty = await gw.app.inject({ method: 'POST', url: '/wps/session/login' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorCode).toBe('request_body_required');
  });

  it('validates the opened body like any other body', async () => {
    const response = await gw.sealed('POST', '/wps/session/login', { password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errorCode: 'request_param_err',
      message: 'username: required',
      value: { fields: { username: 'required' } },
    });
  });
});
