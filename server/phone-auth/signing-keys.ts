/**
 * The local phone identity provider's ES256 signing keys, kept in the database so every gateway
 * process on it signs and verifies with the same keys. The newest key signs; all are published as
 * the provider's JWKS (GET /phone-auth/v1/jwks). Loaded once per database handle.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { JsonWebKey, KeyObject } from 'node:crypto';
import type { Queryable } from '../db/db.types';

export interface PublicJwk extends JsonWebKey {
  kid: string;
  alg: 'ES256' | 'RS256';
  use: 'sig';
}

export interface SigningKeys {
  /** the key new tokens are signed with */
  current: { kid: string; privateKey: KeyObject };
  jwks: PublicJwk[];
}

const loaded = new WeakMap<Queryable, Promise<SigningKeys>>();

async function load(db: Queryable): Promise<SigningKeys> {
  const read = () =>
    db.query<{ kid: string; private_key_pem: string }>('SELECT kid, private_key_pem FROM phone_auth_keys ORDER BY created_at DESC, kid');
  let rows = (await read()).rows;
  if (rows.length === 0) {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;
    // two processes may start at once: both insert, both read the same set back
    await db.query('INSERT INTO phone_auth_keys (kid, private_key_pem, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      randomBytes(12).toString('hex'),
      pem,
      new Date(),
    ]);
    rows = (await read()).rows;
  }
  const keys = rows.map((row) => ({ kid: row.kid, privateKey: createPrivateKey(row.private_key_pem) }));
  return {
    current: keys[0],
    jwks: keys.map(({ kid, privateKey }) => ({ ...createPublicKey(privateKey).export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' })),
  };
}

export function signingKeys(db: Queryable): Promise<SigningKeys> {
  let keys = loaded.get(db);
  if (!keys) {
    keys = load(db);
    loaded.set(db, keys);
    keys.catch(() => loaded.delete(db));
  }
  return keys;
}
