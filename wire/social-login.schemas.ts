/**
 * Social login: Telegram's signed widget answer (`POST /wps/session/login/telegram`), and OpenID
 * Connect for Google and Facebook (`/wps/social/<provider>/start|begin|callback`, then
 * `POST /wps/session/login/social { ticket }`). Both answer a session like a password login.
 */
import { z } from 'zod';

// ---- requests ----

const field = z.string().max(256).optional();

/** The login widget's payload as Telegram signs it; `hash` is checked with the bot token. */
export const telegramBody = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .refine((id) => /^\d{1,20}$/.test(id), 'invalid id'),
  first_name: field,
  last_name: field,
  username: field,
  photo_url: field,
  auth_date: z.union([z.string(), z.number()]).transform(String),
  hash: z.string().max(128),
});

export const providerParams = z.object({ provider: z.enum(['google', 'facebook']) });

/** The popup's first address names its merchant (a top-level navigation sends no Merchant header). */
export const beginQuery = z.object({ merchant: z.string().trim().min(1).max(64).optional() }).passthrough();

/** The provider's redirect back: the code and state, or an error the provider explains in other fields. */
export const callbackQuery = z.object({ code: z.string().max(2048).optional(), state: z.string().max(256).optional() }).passthrough();

/** The single-use ticket the callback page handed to the SPA. */
export const ticketBody = z.object({ ticket: z.string().min(20).max(128) });

// ---- answers ----

/** `value` of `GET /wps/social/<provider>/start`: the provider's authorization address. */
export const socialStartValue = z.strictObject({ url: z.url({ protocol: /^https?$/ }) });
