/**
 * Node-side sealer for encrypted calls (same format as the SPA's WebCrypto codec, written
 * independently of the gateway's code): AES-256-GCM over `{ ts, nonce, body }` with AAD
 * "<METHOD> <pathname>", the key wrapped with RSA-OAEP-SHA256 from the modulus the gateway publishes.
 */
import { createCipheriv, createPublicKey, publicEncrypt, randomBytes, constants } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export interface SealInput {
  method: string;
  path: string;
  body: unknown;
  ts: number;
  nonce?: string;
  aesKey?: Buffer;
  iv?: Buffer;
}

export function publicKeyFromModulus(modulusHex: string): KeyObject {
  return createPublicKey({ key: { kty: 'RSA', n: Buffer.from(modulusHex, 'hex').toString('base64url'), e: 'AQAB' }, format: 'jwk' });
}

/** base64(iv || ciphertext || tag), deterministic for a given key, iv, ts, nonce and body. */
export function sealValue(input: Required<Pick<SealInput, 'aesKey' | 'iv' | 'nonce'>> & SealInput): string {
  const cipher = createCipheriv('aes-256-gcm', input.aesKey, input.iv);
  cipher.setAAD(Buffer.from(`${input.method.toUpperCase()} ${input.path}`, 'utf8'));
  const plaintext = Buffer.from(JSON.stringify({ ts: input.ts, nonce: input.nonce, body: input.body }), 'utf8');
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return Buffer.concat([input.iv, sealed]).toString('base64');
}

export function wrapKey(publicKey: KeyObject, aesKey: Buffer): string {
  return publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, aesKey).toString('hex');
}

/** Wire body and header for one encrypted request. */
export function seal(publicKey: KeyObject, input: SealInput): { payload: { value: string }; encryption: string; nonce: string } {
  const aesKey = input.aesKey ?? randomBytes(32);
  const iv = input.iv ?? randomBytes(12);
  const nonce = input.nonce ?? randomBytes(16).toString('hex');
  return { payload: { value: sealValue({ ...input, aesKey, iv, nonce }) }, encryption: wrapKey(publicKey, aesKey), nonce };
}
