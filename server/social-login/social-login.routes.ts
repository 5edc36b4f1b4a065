/**
 * Social login.
 * - Telegram: `POST /wps/session/login/telegram` takes the login widget's payload, verifies its
 *   signature with the bot token, refuses a payload used before, and answers a session like a
 *   password login (a first sign-in creates the player). Needs TELEGRAMLOGIN3 and TELEGRAM_BOT_TOKEN.
 * - Google and Facebook (OpenID Connect, see server/social-login/openid-login.service.ts):
 *   the popup opens `GET /wps/social/<provider>/begin?merchant=<code>`, which redirects to the
 *   provider (`GET /wps/social/<provider>/start` answers the same address as `value.url` instead);
 *   the provider returns the popup to `GET /wps/social/<provider>/callback`, whose page hands a
 *   ticket to the SPA;
 *   `POST /wps/session/login/social` `{ ticket }` answers the session. Needs GOOGLELOGIN3 /
 *   FACEBOOKLOGIN3 and the provider's SOCIAL_* settings.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { beginQuery, callbackQuery, providerParams, telegramBody, ticketBody } from '../../wire/social-login.schemas';
import type { AppContext } from '../app-context';
import { startSession } from '../auth/login.service';
import type { OidcProviderName } from '../config';
import { readCookie, serializeCookie } from '../http/cookies';
import { ApiError, failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { pageNonce } from '../http/security-headers';
import { finishOpenIdLogin, LOGIN_TTL_MS, redeemTicket, startOpenIdLogin } from './openid-login.service';
import { parseBody, parseQuery } from '../http/validation';
import { claimSocialPayload, memberForSocialAccount } from './social-member.service';
import { TELEGRAM_MAX_AGE_SECONDS, verifyTelegramAuth } from './telegram-login';
import type { Merchant } from '../system/merchant.service';

export function socialLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  app.post('/wps/session/login/telegram', { config: { siteOpen: true, rateLimit: sensitiveLimit(ctx, 'login') } }, async (request) => {
    const merchant = request.merchant!;
    const bot = ctx.config.telegram;
    if (!merchant.features.TELEGRAMLOGIN3 || !bot) throw ApiError.of(403, 'function.not.available');
    const auth = parseBody(telegramBody, request.body);
    const now = ctx.now();
    const verdict = verifyTelegramAuth(auth, bot.botToken, now);
    if (!verdict.ok) return failure('social.login.failed', 'Telegram could not confirm this login; please try again');
    // each signed payload signs in once: a captured one cannot be replayed while it is fresh
    const claimed = await claimSocialPayload(
      ctx.db,
      createHash('sha256').update(`telegram:${auth.hash}`).digest('hex'),
      new Date((Number(auth.auth_date) + TELEGRAM_MAX_AGE_SECONDS) * 1000),
    );
    if (!claimed) return failure('social.login.failed', 'Telegram could not confirm this login; please try again');
    const member = await memberForSocialAccount(ctx.db, {
      merchantId: merchant.id,
      provider: 'telegram',
      subject: verdict.subject,
      name: verdict.name,
      language: merchant.settings.defaultLanguage,
      now,
    });
    return ok(await startSession(ctx, merchant, member, { by: 'externalProvider' }));
  });
}

const BINDING_COOKIE = 'socialBinding';
const MODULE: Record<OidcProviderName, string> = { google: 'GOOGLELOGIN3', facebook: 'FACEBOOKLOGIN3' };

/** The popup's page: it posts the outcome to the site that opened it (its own origin only) and closes. */
function popupPage(origin: string, message: Record<string, string>, nonce: string): string {
  const data = JSON.stringify(message).replace(/</g, '\\u003c');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Login</title></head><body><p>You can close this window.</p>
<script nonce="${nonce}">if (window.opener) window.opener.postMessage(${data}, ${JSON.stringify(origin)}); window.close();</script></body></html>`;
}

/** The popup page's reply: the outcome posted to the site's own origin, under a nonce CSP, never cached. */
function sendPopupPage(ctx: AppContext, reply: FastifyReply, message: Record<string, string>) {
  const nonce = pageNonce(reply);
  const origin = new URL(ctx.config.publicUrl).origin;
  reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
  return reply.send(popupPage(origin, message, nonce));
}

export function openIdLoginRoutes(app: FastifyInstance, ctx: AppContext) {
  const available = (merchantFeatures: Record<string, boolean>, provider: OidcProviderName) =>
    merchantFeatures[MODULE[provider]] === true && ctx.config.oidc[provider] !== undefined;
  // the ways into a session share one count (server/auth/session.routes.ts)
  const loginLimit = sensitiveLimit(ctx, 'login');

  /** What both ways of starting share: the switch, a stored login and its binding cookie. */
  async function beginLogin(request: FastifyRequest, reply: FastifyReply, merchant: Merchant, provider: OidcProviderName): Promise<string> {
    if (!available(merchant.features, provider)) throw ApiError.of(403, 'function.not.available');
    const { url, binding } = await startOpenIdLogin(ctx, merchant, provider);
    // Lax, not Strict: the cookie must come back with the provider's redirect to the callback
    reply.header(
      'set-cookie',
      serializeCookie(BINDING_COOKIE, binding, { maxAgeSeconds: LOGIN_TTL_MS / 1000, secure: request.protocol === 'https', sameSite: 'Lax' }),
    );
    reply.header('cache-control', 'no-store');
    return url;
  }

  app.get('/wps/social/:provider/start', { config: { siteOpen: true, rateLimit: loginLimit } }, async (request, reply) => {
    const { provider } = parseQuery(providerParams, request.params);
    return ok({ url: await beginLogin(request, reply, request.merchant!, provider) });
  });

  /**
   * The popup's first address. The SPA must open its window inside the click (a window opened after
   * an await is blocked by browsers), before any call could fetch the provider's address: so it opens
   * this same-origin page, which redirects to the provider. A top-level navigation sends no Merchant
   * header, so the SPA names its merchant in the query (without one it is the demo merchant, as for
   * any call). A refusal reaches the SPA the way the callback's does, as a message to the opener.
   */
  app.get(
    '/wps/social/:provider/begin',
    {
      config: { siteOpen: true, rateLimit: loginLimit },
      errorHandler: (error, request, reply) => {
        if (error instanceof ApiError) reply.headers(error.headers).status(error.status);
        else if (error instanceof ZodError) reply.status(400);
        else {
          request.log.error({ err: error }, 'social login could not start');
          reply.status(500);
        }
        const errorCode = error instanceof ApiError ? error.errorCode : error instanceof ZodError ? 'request_param_err' : 'system.error';
        return sendPopupPage(ctx, reply, { type: 'social.login', errorCode });
      },
    },
    async (request, reply) => {
      const { provider } = parseQuery(providerParams, request.params);
      const { merchant: code } = parseQuery(beginQuery, request.query);
      const merchant = code ? await ctx.merchants.get(code) : request.merchant;
      if (!merchant) throw new ApiError(404, 'not.found', 'Unknown merchant');
      return reply.redirect(await beginLogin(request, reply, merchant, provider), 302);
    },
  );

  app.get('/wps/social/:provider/callback', async (request, reply) => {
    const { provider } = parseQuery(providerParams, request.params);
    const query = parseQuery(callbackQuery, request.query);
    const outcome =
      query.code && query.state
        ? await finishOpenIdLogin(ctx, provider, {
            code: query.code,
            state: query.state,
            binding: readCookie(request.headers.cookie, BINDING_COOKIE),
          })
        : ({ kind: 'refused', reason: 'the provider sent no code' } as const);
    if (outcome.kind === 'refused') request.log.warn({ provider, reason: outcome.reason }, 'social login refused');
    const message: Record<string, string> =
      outcome.kind === 'ticket' ? { type: 'social.login', ticket: outcome.ticket } : { type: 'social.login', errorCode: 'social.login.failed' };
    return sendPopupPage(ctx, reply, message);
  });

  app.post('/wps/session/login/social', { config: { siteOpen: true, rateLimit: loginLimit } }, async (request) => {
    const merchant = request.merchant!;
    const { ticket } = parseBody(ticketBody, request.body);
    const member = await redeemTicket(ctx, merchant.id, ticket);
    if (!member) return failure('social.login.failed', 'This login did not complete; please try again');
    return ok(await startSession(ctx, merchant, member, { by: 'externalProvider' }));
  });
}
