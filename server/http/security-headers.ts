/**
 * Response headers for every reply, set by @fastify/helmet (registered before every other hook, so a
 * refusal carries them too), and the per-request CSP nonce of the pages with inline scripts.
 *
 * The site's policy: only the site's own scripts run, plus, on a page, the scripts tagged with that
 * response's nonce; styles may be inline (the page carries its stylesheets inline, and a nonce in
 * style-src would disable 'unsafe-inline'); only the site frames it; no plugins; no other base.
 */
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import { isProduction } from '../config';
import type { Config } from '../config';

type CspOptions = Exclude<FastifyHelmetOptions['contentSecurityPolicy'], boolean | undefined>;
type HelmetReplyOptions = Parameters<FastifyReply['helmet']>[0];

export const newNonce = () => randomBytes(16).toString('base64');

/** The nonce of each page being answered; helmet reads it when it writes that response's policy. */
const nonces = new WeakMap<ServerResponse, string>();

/** A CSP source: the nonce of this response's page, or 'none' on a response that has none. */
export const pageNonceSource = (_request: IncomingMessage, response: ServerResponse): string => {
  const nonce = nonces.get(response);
  return nonce ? `'nonce-${nonce}'` : `'none'`;
};

/** script-src of the site's policy: its own files, and the page's nonce when the response is a page. */
const siteScripts = (request: IncomingMessage, response: ServerResponse): string =>
  nonces.has(response) ? `'self' ${pageNonceSource(request, response)}` : `'self'`;

export const SITE_POLICY: CspOptions = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: [siteScripts],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
  },
};

/**
 * helmet's defaults, with these choices:
 * - the CSP above, not helmet's default one (which adds upgrade-insecure-requests: a development
 *   gateway on plain HTTP over a LAN address would have every request upgraded and fail);
 * - no Cross-Origin-Opener-Policy: the social-login, customer-service and game windows the SPA
 *   opens report back through `window.opener` and are watched through `window.closed`, which a
 *   same-origin policy cuts off once such a window visits another origin;
 * - the referrer policy browsers use by default, stated;
 * - HSTS in production only (HTTPS-only there, ARCHITECTURE §5), without includeSubDomains: the
 *   operator's other hosts on its domain are its own business.
 * X-Frame-Options SAMEORIGIN repeats frame-ancestors 'self' for browsers that only know the former:
 * the demo games and the chat page are framed by the site on its own origin.
 */
export function helmetOptions(config: Pick<Config, 'nodeEnv'>): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: SITE_POLICY,
    crossOriginOpenerPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isProduction(config) ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  };
}

/**
 * A page with inline scripts: a fresh nonce for this response, and its headers written again with
 * the nonce in the policy (the site's, or the page's own in `options`). Tag the inline tags with it.
 */
export function pageNonce(reply: FastifyReply, options?: HelmetReplyOptions): string {
  const nonce = newNonce();
  nonces.set(reply.raw, nonce);
  reply.helmet(options);
  return nonce;
}

/**
 * Refusals made while Fastify routes a request (wire-refusals.ts) run no hook, helmet's included:
 * the headers that matter on their JSON answer, the same policy among them.
 */
export function setRefusalHeaders(reply: FastifyReply): void {
  fastifyHelmet.contentSecurityPolicy(SITE_POLICY)(reply.request.raw, reply.raw, () => {});
  reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'strict-origin-when-cross-origin');
}

/** Adds the nonce to every script and link tag of the built index.html. */
export function injectNonce(html: string, nonce: string): string {
  return html.replace(/<(script|link)(?![^>]*\snonce=)/gi, `<$1 nonce="${nonce}"`);
}
