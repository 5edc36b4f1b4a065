/**
 * Social login: `POST /wps/session/login/telegram` takes the Telegram login widget's payload,
 * verifies its signature with the bot token, refuses a payload used before, and answers a session
 * like a password login (a first sign-in creates the player). Needs TELEGRAMLOGIN3 and a
 * configured bot (TELEGRAM_BOT_TOKEN).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { startSession } from '../auth/login.service';
import { ApiError, failure, ok } from '../http/envelope';
import { parseBody } from '../http/validation';
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
