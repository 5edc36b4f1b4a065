/**
 * Payload encryption of ARCHITECTURE §5 (server side): a per-request AES-256-GCM key wrapped with
 * the server's RSA-OAEP-SHA256 key; the sealed plaintext is `{ ts, nonce, body }` and the AAD is
 * "<METHOD> <pathname>", so a body cannot be replayed later or moved to another call.
 */
import { createCipheriv, createDecipheriv, privateDecrypt, constants } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export const IV_BYTES = 12;
export const TAG_BYTES = 16;
export const MAX_SKEW_MS = 120_000;

export interface OpenedPayload {
  ts: number;
  nonce: string;
  body: unknown;
}

export class PayloadError extends Error {
  constructor(readonly code: 'payload.invalid' | 'payload.stale' | 'payload.replayed' | 'payload.encryption.required') {
    super(code);
  }
}

export const aadFor = (method: string, pathname: string) => Buffer.from(`${method.toUpperCase()} ${pathname}`, 'utf8');

export function unwrapKey(privateKey: KeyObject, encryptionHeader: string): Buffer {
  const hex = encryptionHeader.replace(/\s+/g, '');
  if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length % 2 !== 0) throw new PayloadError('payload.invalid');
  try {
    const key = privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(hex, 'hex'));
    if (key.length !== 32) throw new PayloadError('payload.invalid');
    return key;
  } catch {
    throw new PayloadError('payload.invalid');
  }
}

/** Opens `base64(iv || ciphertext || tag)`; any failure (tag, JSON, shape) is payload.invalid. */
export function openSealed(aesKey: Buffer, sealedBase64: string, aad: Buffer): OpenedPayload {
  const sealed = Buffer.from(sealedBase64, 'base64');
  if (sealed.length < IV_BYTES + TAG_BYTES + 2) throw new PayloadError('payload.invalid');
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const ciphertext = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  let parsed: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    parsed = JSON.parse(plaintext);
  } catch {
    throw new PayloadError('payload.invalid');
  }
  const candidate = parsed as Partial<OpenedPayload> | null;
  if (
    !candidate ||
    typeof candidate !== 'object' ||
    typeof candidate.ts !== 'number' ||
    typeof candidate.nonce !== 'string' ||
    !/^[0-9a-f]{32}$/.test(candidate.nonce) ||
    !('body' in candidate)
  ) {
    throw new PayloadError('payload.invalid');
  }
  return { ts: candidate.ts, nonce: candidate.nonce, body: candidate.body };
}

/** The sealing half, for the vector generator (clients seal with WebCrypto). */
export function sealWithKey(aesKey: Buffer, iv: Buffer, payload: OpenedPayload, aad: Buffer): string {
  const cipher = createCipheriv('aes-256-gcm', aesKey, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad);
  const plaintext = Buffer.from(JSON.stringify({ ts: payload.ts, nonce: payload.nonce, body: payload.body }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, ciphertext, cipher.getAuthTag()]).toString('base64');
}

/** The three wire variants: `{ value }`, a JSON string literal (already parsed), or bare base64 text. */
export function wireValueOf(body: unknown): string | null {
  if (typeof body === 'string') return body.trim().replace(/^"|"$/g, '');
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    const value = (body as Record<string, unknown>).value;
    if (typeof value === 'string' && Object.keys(body).length === 1) return value;
  }
  return null;
}
