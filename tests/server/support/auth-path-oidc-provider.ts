/**
 * The OpenID Connect provider of the auth-path proof, standing in for Google on a local port: the
 * gateway reaches its discovery, key set and token endpoint over HTTP exactly as a hosted
 * provider's. It keeps the gateway's clock (the proof moves that clock hours ahead, and ID tokens
 * are checked against it); the visitor's sign-in at its login page is scripted by `authorize`. The
 * token endpoint checks what a provider checks: the client's secret, a code used once, the same
 * redirect address, and the PKCE verifier against the S256 challenge.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ProofOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** a visitor signing in as `sub` at the authorization address: the redirect back to the site, with code and state */
  authorize(authorizationUrl: string, sub: string): URL;
  close(): Promise<void>;
}

interface Grant {
  sub: string;
  nonce: string;
  challenge: string;
  redirectUri: string;
}

const b64url = (value: Buffer | string) => Buffer.from(value).toString('base64url');

export async function startProofOidcProvider(now: () => Date): Promise<ProofOidcProvider> {
  const clientId = 'proof-site';
  const clientSecret = randomBytes(16).toString('hex');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = 'proof-key-1';
  const jwk = { ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function idToken(grant: Grant): string {
    const at = Math.floor(now().getTime() / 1000);
    const head = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
    const body = b64url(
      JSON.stringify({ iss: issuer, aud: clientId, sub: grant.sub, nonce: grant.nonce, iat: at, exp: at + 600, name: `Proof ${grant.sub}` }),
    );
    return `${head}.${body}.${b64url(sign('sha256', Buffer.from(`${head}.${body}`), privateKey))}`;
  }

  const json = (response: import('node:http').ServerResponse, status: number, value: unknown) =>
    response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

  server.on('request', (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    if (request.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(response, 200, { issuer, authorization_endpoint: `${issuer}/auth`, token_endpoint: `${issuer}/token`, jwks_uri: `${issuer}/jwks` });
    }
    if (request.method === 'GET' && url.pathname === '/jwks') return json(response, 200, { keys: [jwk] });
    if (request.method === 'POST' && url.pathname === '/token') {
      let text = '';
      request.on('data', (chunk) => (text += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(text);
        const code = form.get('code') ?? '';
        const grant = grants.get(code);
        grants.delete(code);
        const verifier = form.get('code_verifier') ?? '';
        const valid =
          grant !== undefined &&
          form.get('grant_type') === 'authorization_code' &&
          form.get('client_id') === clientId &&
          form.get('client_secret') === clientSecret &&
          form.get('redirect_uri') === grant.redirectUri &&
          b64url(createHash('sha256').update(verifier).digest()) === grant.challenge;
        if (!valid) return json(response, 400, { error: 'invalid_grant' });
        json(response, 200, { token_type: 'Bearer', access_token: randomBytes(16).toString('hex'), id_token: idToken(grant!) });
      });
      return undefined;
    }
    return json(response, 404, { error: 'not_found' });
  });

  return {
    issuer,
    clientId,
    clientSecret,
    authorize(authorizationUrl, sub) {
      const asked = new URL(authorizationUrl).searchParams;
      if (asked.get('client_id') !== clientId || asked.get('response_type') !== 'code' || asked.get('code_challenge_method') !== 'S256') {
        throw new Error(`the provider refuses this authorization request: ${authorizationUrl}`);
      }
      const code = randomBytes(16).toString('base64url');
      const redirectUri = asked.get('redirect_uri') ?? '';
      grants.set(code, { sub, nonce: asked.get('nonce') ?? '', challenge: asked.get('code_challenge') ?? '', redirectUri });
      const back = new URL(redirectUri);
      back.search = new URLSearchParams({ code, state: asked.get('state') ?? '' }).toString();
      return back;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
