/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a free local port, standing in
 * for Google or Facebook, and a scripted browser that signs in on its development login and
 * consent pages. The gateway talks to it exactly as to a hosted provider: discovery, JWKS and the
 * token endpoint over HTTP.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface LocalOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** signs `sub` in at the provider for an authorization address; returns the redirect back (with code and state) */
  signIn(authorizationUrl: string, sub: string): Promise<URL>;
  close(): Promise<void>;
}

const names: Record<string, string> = { 'ann-sub': 'Ann Provider', 'bo-sub': 'Bo Provider' };

export async function startLocalOidcProvider(redirectUri: string): Promise<LocalOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const clientId = 'gaming-site';
  const clientSecret = 'local-provider-client-secret';
  const provider = new Provider(issuer, {
    clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
    findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, name: names[sub] ?? sub, email: `${sub}@example.com` }) }),
    claims: { openid: ['sub'], profile: ['name'], email: ['email'] },
    cookies: { keys: ['local-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());

  /** Follows the provider's pages like a browser: cookies kept, forms submitted, redirects followed until it leaves for the site. */
  async function signIn(authorizationUrl: string, sub: string): Promise<URL> {
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const remember = (response: Response) => {
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        jar.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
      }
    };
    let url = new URL(authorizationUrl);
    let body: URLSearchParams | null = null;
    for (let hop = 0; hop < 20; hop++) {
      if (url.origin !== issuer) return url; // back at the site: the redirect with code and state
      const response = await fetch(url, {
        method: body ? 'POST' : 'GET',
        redirect: 'manual',
        headers: { cookie: cookieHeader(), ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        body: body?.toString(),
      });
      remember(response);
      body = null;
      const location = response.headers.get('location');
      if (location) {
        url = new URL(location, url);
        continue;
      }
      // a development page: the login form (any password) or the consent form
      const html = await response.text();
      const action = html.match(/<form[^>]*action="([^"]+)"/)?.[1];
      if (!action) throw new Error(`provider page without a form (${response.status}): ${html.slice(0, 300)}`);
      const fields = new URLSearchParams();
      for (const [, name, value] of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) fields.set(name, value);
      if (/name="login"/.test(html)) {
        fields.set('login', sub);
        fields.set('password', 'any');
      }
      url = new URL(action.replace(/&amp;/g, '&'), url);
      body = fields;
    }
    throw new Error('the provider did not send the browser back');
  }

  return { issuer, clientId, clientSecret, signIn, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
