/**
 * What the gateway needs from a phone identity provider: "which phone number does this ID token
 * prove, for my project?". One verifier checks tokens against a JWKS, the way a hosted provider's
 * tokens are checked (signature by a published key, never `none` or an HMAC, key type matching the
 * algorithm; issuer and audience of the merchant's project; not expired, not issued in the future;
 * a phone sign-in with an E.164 number). The local provider's keys come from the database; a hosted
 * provider's from its JWKS address, given as `keys`.
 *
 * Whether a token was already used, and whether its number is the one registering, are the
 * gateway's rules and live with the registration.
 */
import { createPublicKey, verify } from 'node:crypto';
import type { Queryable } from '../db/db.types';
import { localIssuer } from './id-token';
import { E164 } from './phone-number';
import { signingKeys } from './signing-keys';
import type { PublicJwk } from './signing-keys';

export interface VerifiedPhone {
  phoneNumber: string;
  /** the provider's id of the phone user */
  subject: string;
  expiresAt: Date;
}

export type PhoneTokenRefusal = 'malformed' | 'algorithm' | 'signature' | 'issuer' | 'audience' | 'expired' | 'issued-in-future' | 'not-phone';

export class PhoneTokenError extends Error {
  constructor(readonly reason: PhoneTokenRefusal) {
    super(`phone ID token refused: ${reason}`);
  }
}

export interface PhoneTokenVerifier {
  /** The phone number an ID token proves for `projectId`; throws PhoneTokenError otherwise. */
  verify(idToken: string, expected: { projectId: string; now: Date }): Promise<VerifiedPhone>;
}

const ALGORITHMS = {
  ES256: { kty: 'EC', crv: 'P-256', dsaEncoding: 'ieee-p1363' as const },
  RS256: { kty: 'RSA', crv: undefined, dsaEncoding: undefined },
};

/** Tolerated clock difference between the provider and the gateway. */
const SKEW_SECONDS = 30;

function decodePart<T>(text: string): T {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown;
    if (typeof value !== 'object' || value === null) throw new Error('not an object');
    return value as T;
  } catch {
    throw new PhoneTokenError('malformed');
  }
}

interface Claims {
  iss?: unknown;
  aud?: unknown;
  sub?: unknown;
  exp?: unknown;
  iat?: unknown;
  phone_number?: unknown;
  firebase?: { sign_in_provider?: unknown };
}

export function jwksPhoneTokenVerifier(options: { issuerFor: (projectId: string) => string; keys: () => Promise<PublicJwk[]> }): PhoneTokenVerifier {
  return {
    async verify(idToken, expected) {
      const parts = idToken.split('.');
      if (parts.length !== 3 || parts.some((p) => !/^[A-Za-z0-9_-]+$/.test(p))) throw new PhoneTokenError('malformed');
      const header = decodePart<{ alg?: unknown; kid?: unknown }>(parts[0]);
      const algorithm = typeof header.alg === 'string' ? ALGORITHMS[header.alg as keyof typeof ALGORITHMS] : undefined;
      if (!algorithm) throw new PhoneTokenError('algorithm');
      const jwk = (await options.keys()).find((k) => k.kid === header.kid);
      // a key of another type than the algorithm names is never used (algorithm confusion)
      if (!jwk || jwk.kty !== algorithm.kty || (algorithm.crv && jwk.crv !== algorithm.crv)) throw new PhoneTokenError('signature');
      const signed = verify(
        'sha256',
        Buffer.from(`${parts[0]}.${parts[1]}`),
        { key: createPublicKey({ key: jwk, format: 'jwk' }), ...(algorithm.dsaEncoding ? { dsaEncoding: algorithm.dsaEncoding } : {}) },
        Buffer.from(parts[2], 'base64url'),
      );
      if (!signed) throw new PhoneTokenError('signature');

      const claims = decodePart<Claims>(parts[1]);
      const now = expected.now.getTime() / 1000;
      if (claims.iss !== options.issuerFor(expected.projectId)) throw new PhoneTokenError('issuer');
      if (claims.aud !== expected.projectId) throw new PhoneTokenError('audience');
      if (typeof claims.exp !== 'number' || claims.exp <= now) throw new PhoneTokenError('expired');
      if (typeof claims.iat !== 'number' || claims.iat > now + SKEW_SECONDS) throw new PhoneTokenError('issued-in-future');
      const phoneNumber = claims.phone_number;
      if (typeof phoneNumber !== 'string' || !E164.test(phoneNumber) || claims.firebase?.sign_in_provider !== 'phone')
        throw new PhoneTokenError('not-phone');
      if (typeof claims.sub !== 'string' || claims.sub === '' || claims.sub.length > 128) throw new PhoneTokenError('malformed');
      return { phoneNumber, subject: claims.sub, expiresAt: new Date(claims.exp * 1000) };
    },
  };
}

/** The verifier of the local provider's tokens: its JWKS from the database, its issuer per project. */
export function localPhoneTokenVerifier(db: Queryable, publicUrl: string): PhoneTokenVerifier {
  return jwksPhoneTokenVerifier({
    issuerFor: (projectId) => localIssuer(publicUrl, projectId),
    keys: async () => (await signingKeys(db)).jwks,
  });
}
