/**
 * Social login.
 * - Telegram: `POST /wps/session/login/telegram` takes the login widget's payload, verifies its
 *   signature with the bot token, refuses a payload used before, and answers a session like a
 *   password login (a first sign-in creates the player). Needs TELEGRAMLOGIN3 and TELEGRAM_BOT_TOKEN.
 * - Google and Facebook (OpenID Connect, see server/social/openid-login.service.ts):
 *   `GET /wps/social/<provider>/start` -> `value.url` for the popup; the provider returns the popup
 *   to `GET /wps/social/<provider>/callback`, whose page hands a ticket to the SPA;
 *   `POST /wps/session/login/social` `{ ticket }` answers the session. Needs GOOGLELOGIN3 /
 *   FACEBOOKLOGIN3 and the provider's SOCIAL_* settings.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { startSession } from '../auth/login.service';
import type { OidcProviderName } from '../config';
import { readCookie, serializeCookie } from '../http/cookies';
import { ApiError, failure, ok } from '../http/envelope';
import { contentSecurityPolicy, newNonce } from '../http/security-headers';
import { finishOpenIdLogin, LOGIN_TTL_MS, redeemTicket, startOpenIdLogin } from '../social/openid-login.service';
import { parseBody, parseQuery } from '../http/validation';
import { memberForSocialAccount } from '../social/social-member.service';
import { TELEGRAM_MAX_AGE_SECONDS, verifyTelegramAuth } from '../social/telegram-login';

const field = z.string().max(256).optional();
const telegramBody = z.object({
  id: z.union([z.string(), z.number()]).transform(String).refine((id) => /^\d{1,20}$/.test(id), 'invalid id'),
  first_name: field,
  last_name: field,
  username: field,
  photo_url: field,
  auth_date: z.union([z.string(), z.number()]).transform(String),
  hash: z.string().max(128),
});

export function socialLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/wps/session/login/telegram', { config: { siteOpen: true } }, async (request) => {
    const merchant = request.merchant!;
    const bot = ctx.config.telegram;
    if (!merchant.features.TELEGRAMLOGIN3 || !bot) throw ApiError.of(403, 'function.not.available');
    ctx.rateLimiter.hit('login', request.ip);
    const auth = parseBody(telegramBody, request.body);
    const now = ctx.now();
    const verdict = verifyTelegramAuth(auth, bot.botToken, now);
    if (!verdict.ok) return failure('social.login.failed', 'Telegram could not confirm this login; please try again');
    // each signed payload signs in once: a captured one cannot be replayed while it is fresh
    const replay = await ctx.db.query('INSERT INTO social_replays (digest, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      createHash('sha256').update(`telegram:${auth.hash}`).digest('hex'),
      new Date((Number(auth.auth_date) + TELEGRAM_MAX_AGE_SECONDS) * 1000),
    ]);
    if (replay.rowCount === 0) return failure('social.login.failed', 'Telegram could not confirm this login; please try again');
    const member = await memberForSocialAccount(ctx.db, {
      merchantId: merchant.id,
      provider: 'telegram',
      subject: verdict.subject,
      name: verdict.name,
      language: merchant.settings.defaultLanguage,
      now,
    });
    return ok(await startSession(ctx, merchant, member, null));
  });
}

const BINDING_COOKIE = 'socialBinding';
const providerParam = z.object({ provider: z.enum(['google', 'facebook']) });
const MODULE: Record<OidcProviderName, string> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };

/** The popup's page: it posts the outcome to the site that opened it (its own origin only) and closes. */
function popupPage(origin: string, message: Record<string, string>, nonce: string): string {
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Login</title></head><body><p>You can close this window.</p>
<script nonce="${nonce}">if (window.opener) window.opener.postMessage(${data}, ${JSON.stringify(origin)}); window.close();</script></body></html>`;
}

export function openIdLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const available = (merchantFeatures: Record<string, boolean>, provider: OidcProviderName) =>
    merchantFeatures[MODULE[provider]] === true && ctx.config.oidc[provider] !== undefined;

  app.get('/wps/social/:provider/start', { config: { siteOpen: true } }, async (request, reply) => {
    const { provider } = parseQuery(providerParam, request.params);
    if (!available(request.merchant!.features, provider)) throw ApiError.of(403, 'function.not.available');
    ctx.rateLimiter.hit('login', request.ip);
    const { url, binding } = await startOpenIdLogin(ctx, request.merchant!, provider);
    // Lax, not Strict: the cookie must come back with the provider's redirect to the callback
    reply.header('set-cookie', serializeCookie(BINDING_COOKIE, binding, { maxAgeSeconds: LOGIN_TTL_MS / 1000, secure: request.protocol === 'https', sameSite: 'Lax' }));
    reply.header('cache-control', 'no-store');
    return ok({ url });
  });

  app.get('/wps/social/:provider/callback', async (request, reply) => {
    const { provider } = parseQuery(providerParam, request.params);
    const query = parseQuery(z.object({ code: z.string().max(2048).optional(), state: z.string().max(256).optional() }).passthrough(), request.query);
    const outcome = query.code && query.state
      ? await finishOpenIdLogin(ctx, provider, { code: query.code, state: query.state, binding: readCookie(request.headers.cookie, BINDING_COOKIE) })
      : ({ kind: 'refused', reason: 'the provider sent no code' } as const);
    if (outcome.kind === 'refused') request.log.warn({ provider, reason: outcome.reason }, 'social login refused');
    const nonce = newNonce();
    const origin = new URL(ctx.config.publicUrl).origin;
    const message: Record<string, string> =
      outcome.kind === 'ticket' ? { type: 'social.login', ticket: outcome.ticket } : { type: 'social.login', errorCode: 'social.login.failed' };
    reply.header('content-security-policy', contentSecurityPolicy(nonce)).header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return popupPage(origin, message, nonce);
  });

  app.post('/wps/session/login/social', { config: { siteOpen: true } }, async (request) => {
    const merchant = request.merchant!;
    ctx.rateLimiter.hit('login', request.ip);
    const { ticket } = parseBody(z.object({ ticket: z.string().min(20).max(128) }), request.body);
    const member = await redeemTicket(ctx, merchant.id, ticket);
    if (!member) return failure('social.login.failed', 'This login did not complete; please try again');
    return ok(await startSession(ctx, merchant, member, null));
  });
}
