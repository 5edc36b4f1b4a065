/**
 * The gateway as an OpenID Connect client (authorization code flow with PKCE, RFC 7636): discovery,
 * the authorization address, the code exchange at the token endpoint, and the ID token checked the
 * way OpenID Connect Core §3.1.3.7 asks (signature by a key of the issuer's JWKS, iss, aud, exp,
 * iat, nonce). Google's and Facebook's OpenID endpoints, or any other issuer, are configured as
 * `{ issuer, clientId, clientSecret }`.
 */
import { createHash, createPublicKey, randomBytes, verify } from 'node:crypto';
import type { JsonWebKey } from 'node:crypto';

export interface OidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

interface Discovery {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  userinfo_endpoint?: string;
}

export class OidcError extends Error {}

const DISCOVERY_TTL_MS = 3_600_000;
const discoveries = new Map<string, { at: number; value: Promise<Discovery> }>();
const keySets = new Map<string, { at: number; keys: (JsonWebKey & { kid?: string })[] }>();

async function getJson<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new OidcError(`${new URL(url).pathname}: HTTP ${response.status}`);
  return (await response.json()) as T;
}

export function discover(issuer: string): Promise<Discovery> {
  const hit = discoveries.get(issuer);
  if (hit && Date.now() - hit.at < DISCOVERY_TTL_MS) return hit.value;
  const value = getJson<Discovery>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`).then((d) => {
    if (d.issuer !== issuer) throw new OidcError('discovery names another issuer');
    return d;
  });
  discoveries.set(issuer, { at: Date.now(), value });
  value.catch(() => discoveries.delete(issuer));
  return value;
}

const base64url = (buffer: Buffer) => buffer.toString('base64url');

/** A fresh state, nonce and PKCE verifier, and the S256 challenge of the verifier. */
export function newAuthorizationSecrets() {
  const codeVerifier = base64url(randomBytes(32));
  return {
    state: base64url(randomBytes(32)),
    nonce: base64url(randomBytes(16)),
    codeVerifier,
    codeChallenge: base64url(createHash('sha256').update(codeVerifier).digest()),
  };
}

export async function authorizationUrl(
  config: OidcProviderConfig,
  input: { redirectUri: string; state: string; nonce: string; codeChallenge: string },
): Promise<string> {
  const { authorization_endpoint } = await discover(config.issuer);
  const url = new URL(authorization_endpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: config.clientId,
    redirect_uri: input.redirectUri,
    scope: 'openid profile email',
    state: input.state,
    nonce: input.nonce,
    code_challenge: input.codeChallenge,
    code_challenge_method: 'S256',
  }).toString();
  return url.toString();
}

async function signingKey(jwksUri: string, kid: string | undefined): Promise<JsonWebKey> {
  const find = (keys: (JsonWebKey & { kid?: string })[]) => keys.find((k) => (kid ? k.kid === kid : k.kty === 'RSA' || k.kty === 'EC'));
  const cached = keySets.get(jwksUri);
  const fromCache = cached && Date.now() - cached.at < DISCOVERY_TTL_MS ? find(cached.keys) : undefined;
  if (fromCache) return fromCache;
  // an unknown kid may be a rotated key: fetch the set again
  const { keys } = await getJson<{ keys: (JsonWebKey & { kid?: string })[] }>(jwksUri);
  keySets.set(jwksUri, { at: Date.now(), keys });
  const key = find(keys);
  if (!key) throw new OidcError('no key of the issuer signed this token');
  return key;
}

const ALGORITHMS: Record<string, { hash: string; dsaEncoding?: 'ieee-p1363' }> = {
  RS256: { hash: 'sha256' },
  ES256: { hash: 'sha256', dsaEncoding: 'ieee-p1363' },
};

export interface IdTokenClaims {
  iss: string;
  sub: string;
  aud: string | string[];
  exp: number;
  iat: number;
  nonce?: string;
  name?: string;
  email?: string;
}

export async function verifyIdToken(config: OidcProviderConfig, idToken: string, expected: { nonce: string; now: Date }): Promise<IdTokenClaims> {
  const parts = idToken.split('.');
  if (parts.length !== 3) throw new OidcError('malformed ID token');
  const header = JSON.parse(Buffer.from(parts[0], 'base64url').toString('utf8')) as { alg?: string; kid?: string };
  const algorithm = ALGORITHMS[header.alg ?? ''];
  // never 'none', never an HMAC with a public value: only the issuer's asymmetric keys
  if (!algorithm) throw new OidcError(`ID token algorithm ${header.alg} is not accepted`);
  const discovery = await discover(config.issuer);
  const jwk = await signingKey(discovery.jwks_uri, header.kid);
  const signed = verify(
    algorithm.hash,
    Buffer.from(`${parts[0]}.${parts[1]}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), ...(algorithm.dsaEncoding ? { dsaEncoding: algorithm.dsaEncoding } : {}) },
    Buffer.from(parts[2], 'base64url'),
  );
  if (!signed) throw new OidcError('ID token signature does not verify');
  const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as IdTokenClaims;
  const now = expected.now.getTime() / 1000;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== config.issuer) throw new OidcError('ID token from another issuer');
  if (!audiences.includes(config.clientId)) throw new OidcError('ID token for another client');
  if (!(claims.exp > now - 60)) throw new OidcError('ID token expired');
  if (!(claims.iat < now + 300)) throw new OidcError('ID token issued in the future');
  if (claims.nonce !== expected.nonce) throw new OidcError('ID token nonce does not match this login');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new OidcError('ID token has no subject');
  return claims;
}

/**
 * Name and e-mail from the userinfo endpoint, for providers that keep them out of the ID token.
 * Its `sub` must be the ID token's (OpenID Connect Core §5.3.2), or nothing is taken from it.
 */
async function withProfile(discovery: Discovery, claims: IdTokenClaims, accessToken: string | undefined): Promise<IdTokenClaims> {
  if ((claims.name && claims.email) || !accessToken || !discovery.userinfo_endpoint) return claims;
  try {
    const info = await getJson<{ sub?: string; name?: string; email?: string }>(discovery.userinfo_endpoint, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    if (info.sub !== claims.sub) return claims;
    return { ...claims, name: claims.name ?? info.name, email: claims.email ?? info.email };
  } catch {
    return claims; // the profile is a nicety; the verified ID token already identifies the account
  }
}

/** Trades the authorization code (and the PKCE verifier) for tokens; returns the checked ID token's claims. */
export async function redeemCode(
  config: OidcProviderConfig,
  input: { code: string; redirectUri: string; codeVerifier: string; nonce: string; now: Date },
): Promise<IdTokenClaims> {
  const discovery = await discover(config.issuer);
  const tokens = await getJson<{ id_token?: string; access_token?: string }>(discovery.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: input.codeVerifier,
    }).toString(),
  });
  if (!tokens.id_token) throw new OidcError('the token endpoint gave no ID token');
  const claims = await verifyIdToken(config, tokens.id_token, { nonce: input.nonce, now: input.now });
  return withProfile(discovery, claims, tokens.access_token);
}
