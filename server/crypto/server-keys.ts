/**
 * The RSA-2048 key pair that wraps per-request payload keys. Generated once and stored in the
 * database, so every gateway process on the same database answers with the same public key.
 */
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import type { Queryable } from '../db/db.types';

export interface ServerKey {
  privateKey: KeyObject;
  modulusHex: string;
}

const KEY_NAME = 'payload-rsa';

export function modulusHexOf(privateKey: KeyObject): string {
  const jwk = privateKey.export({ format: 'jwk' });
  return Buffer.from(jwk.n as string, 'base64url').toString('hex');
}

export async function ensureServerKey(db: Queryable): Promise<ServerKey> {
  const existing = await db.query<{ private_key_pem: string; modulus_hex: string }>(
    'SELECT private_key_pem, modulus_hex FROM server_keys WHERE name = $1',
    [KEY_NAME],
  );
  if (existing.rows[0]) {
    return { privateKey: createPrivateKey(existing.rows[0].private_key_pem), modulusHex: existing.rows[0].modulus_hex };
  }
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048, publicExponent: 0x10001 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
  // another process may have won the race: keep whichever row landed first
  await db.query('INSERT INTO server_keys (name, private_key_pem, modulus_hex) VALUES ($1, $2, $3) ON CONFLICT (name) DO NOTHING', [
    KEY_NAME,
    pem,
    modulusHexOf(privateKey),
  ]);
  return ensureServerKey(db);
}
