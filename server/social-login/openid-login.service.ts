/**
 * Social login through an OpenID Connect provider (Google, Facebook), in three steps:
 * 1. start: a fresh state, nonce and PKCE verifier are stored (10 minutes, single use), bound to
 *    the browser by a random cookie value; the SPA opens the provider's address in a popup.
 * 2. callback: the provider sends the browser back with `code` and `state`; the login must be
 *    unused, unexpired and started by this browser; the code is redeemed with the verifier and the
 *    ID token checked; the member is found or created; a single-use ticket (2 minutes) is made.
 * 3. the popup hands the ticket to the SPA (postMessage to the site's own origin), which trades it
 *    for a session with `POST /wps/session/login/social`. No token ever appears in an address.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { MemberRow } from '../auth/member.service';
import type { OidcProviderName } from '../config';
import type { Merchant } from '../system/merchant.service';
import { authorizationUrl, newAuthorizationSecrets, redeemCode } from './oidc-client';
import { memberForSocialAccount } from './social-member.service';

export const LOGIN_TTL_MS = 10 * 60_000;
export const TICKET_TTL_MS = 2 * 60_000;
const hash = (value: string) => createHash('sha256').update(value).digest('hex');

export const callbackUrl = (ctx: AppContext, provider: OidcProviderName) => `${ctx.config.publicUrl}/wps/social/${provider}/callback`;

export async function startOpenIdLogin(ctx: AppContext, merchant: Merchant, provider: OidcProviderName): Promise<{ url: string; binding: string }> {
  const config = ctx.config.oidc[provider]!;
  const secrets = newAuthorizationSecrets();
  const binding = randomBytes(24).toString('base64url');
  const now = ctx.now();
  const url = await authorizationUrl(config, { redirectUri: callbackUrl(ctx, provider), ...secrets });
  await ctx.db.query(
    `INSERT INTO social_logins (state_hash, merchant_id, provider, nonce, code_verifier, binding_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [hash(secrets.state), merchant.id, provider, secrets.nonce, secrets.codeVerifier, hash(binding), now, new Date(now.getTime() + LOGIN_TTL_MS)],
  );
  return { url, binding };
}

export type CallbackOutcome = { kind: 'ticket'; ticket: string } | { kind: 'refused'; reason: string };

export async function finishOpenIdLogin(
  ctx: AppContext,
  provider: OidcProviderName,
  input: { code: string; state: string; binding: string | null },
): Promise<CallbackOutcome> {
  const now = ctx.now();
  // the UPDATE both checks and spends the login: a state is redeemed once
  const spent = await ctx.db.query<{ merchant_id: number; nonce: string; code_verifier: string; binding_hash: string }>(
    `UPDATE social_logins SET used_at = $3 WHERE state_hash = $1 AND provider = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING merchant_id, nonce, code_verifier, binding_hash`,
    [hash(input.state), provider, now],
  );
  const login = spent.rows[0];
  if (!login) return { kind: 'refused', reason: 'unknown, used or expired state' };
  if (!input.binding || hash(input.binding) !== login.binding_hash) return { kind: 'refused', reason: 'started in another browser' };
  let claims: Awaited<ReturnType<typeof redeemCode>>;
  try {
    claims = await redeemCode(ctx.config.oidc[provider]!, {
      code: input.code,
      redirectUri: callbackUrl(ctx, provider),
      codeVerifier: login.code_verifier,
      nonce: login.nonce,
      now,
    });
  } catch (error) {
    return { kind: 'refused', reason: error instanceof Error ? error.message : 'token exchange failed' };
  }
  const language =
    (await ctx.db.query<{ language: string }>(`SELECT settings->>'defaultLanguage' AS language FROM merchants WHERE id = $1`, [login.merchant_id]))
      .rows[0]?.language ?? 'EN';
  const member = await memberForSocialAccount(ctx.db, {
    merchantId: login.merchant_id,
    provider,
    subject: claims.sub,
    name: claims.name ?? claims.email ?? `${provider} user`,
    language,
    now,
  });
  const ticket = randomBytes(32).toString('base64url');
  await ctx.db.query('INSERT INTO social_tickets (ticket_hash, member_id, expires_at) VALUES ($1, $2, $3)', [
    hash(ticket),
    member.id,
    new Date(now.getTime() + TICKET_TTL_MS),
  ]);
  return { kind: 'ticket', ticket };
}

/** The member a ticket stands for, once; null for an unknown, used or expired ticket. */
export async function redeemTicket(ctx: AppContext, merchantId: number, ticket: string): Promise<MemberRow | null> {
  const now = ctx.now();
  const spent = await ctx.db.query<MemberRow>(
    `UPDATE social_tickets t SET used_at = $2 FROM members m
     WHERE t.ticket_hash = $1 AND t.used_at IS NULL AND t.expires_at > $2 AND m.id = t.member_id AND m.merchant_id = $3
     RETURNING m.*`,
    [hash(ticket), now, merchantId],
  );
  return spent.rows[0] ?? null;
}
