/**
 * The social login's proof as a real browser obtains it, and the call that trades it for a session.
 * Google: the provider window's journey through the gateway (begin with the merchant in the query,
 * the provider's sign-in, the callback page with the binding cookie) yields the ticket the page
 * posts. Telegram: an answer signed with the bot token the way Telegram signs it
 * (https://core.telegram.org/widgets/login#checking-authorization), written here from that
 * description rather than taken from the gateway. The chart's proof is a stand-in; these present
 * the real one, or a spent or changed one where the path's answer says so.
 */
import { createHash, createHmac } from 'node:crypto';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { SocialProof } from '../../../machines/social-login';
import { keepToken, right } from './auth-path-driver-kit';
import type { ProofOidcProvider } from './auth-path-oidc-provider';
import type { Drivers, Replay } from './auth-path-replay';

/** The providers of the proof's gateway: set by the proof suite before any path runs. */
export const socialProviders: { google: ProofOidcProvider | null; botToken: string } = { google: null, botToken: '' };

export type SocialMethod = 'google' | 'telegram';

let subjects = 0;

/** A provider account nobody has signed in with yet. */
export function newSocialSubject(method: SocialMethod): string {
  subjects += 1;
  return method === 'telegram' ? String(910_000 + subjects) : `proof-sub-${subjects}`;
}

/** The username the gateway gives the player of a provider account (server/social-login/social-member.service.ts). */
export const socialUsername = (method: SocialMethod, subject: string) =>
  `${method === 'telegram' ? 'te' : 'go'}_${subject.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`;

/** Telegram's signature: HMAC-SHA256 over the sorted `key=value` lines, keyed with SHA-256 of the bot token. */
export function signLikeTelegram(fields: Record<string, string>): Record<string, string> {
  const lines = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
  const secret = createHash('sha256').update(socialProviders.botToken).digest();
  return { ...fields, hash: createHmac('sha256', secret).update(lines).digest('hex') };
}

/** Telegram's answer for a user, signed `ageSeconds` before the gateway's now. */
export function telegramAnswer(replay: Replay, id: string, ageSeconds = 0): Record<string, string> {
  const authDate = Math.floor(replay.gw.clock.now().getTime() / 1000) - ageSeconds;
  return signLikeTelegram({ id, first_name: 'Proof', username: `proof_${id}`, auth_date: String(authDate) });
}

/** The message of a popup page: the ticket, or the refusal code. */
export function popupMessage(page: LightMyRequestResponse): { ticket?: string; errorCode?: string } {
  const found = /window\.opener\.postMessage\((\{.*?\}), "/.exec(page.body);
  if (!found) throw new Error(`no message in the popup page (${page.statusCode}): ${page.body.slice(0, 200)}`);
  return JSON.parse(found[1]);
}

/**
 * The provider window's journey for `subject`: begin (as the SPA opens it), sign in at the provider,
 * back to the callback with this browser's binding cookie (or `cookie` instead). Returns the callback page.
 */
export async function throughGoogle(replay: Replay, subject: string, options: { cookie?: string } = {}): Promise<LightMyRequestResponse> {
  const provider = socialProviders.google;
  if (!provider) throw new Error('the proof suite has not started its OpenID Connect provider');
  const begin = await replay.visitor.send('GET', '/wps/social/google/begin?merchant=demo');
  expect(begin.statusCode, `begin: ${begin.body}`).toBe(302);
  const binding = String(begin.headers['set-cookie']).split(';')[0];
  const back = provider.authorize(String(begin.headers.location), subject);
  return replay.visitor.send('GET', `${back.pathname}${back.search}`, { headers: { cookie: options.cookie ?? binding } });
}

export async function googleTicket(replay: Replay, subject: string): Promise<string> {
  const { ticket } = popupMessage(await throughGoogle(replay, subject));
  if (!ticket) throw new Error(`${replay.path.id}: the callback page handed over no ticket`);
  return ticket;
}

export const redeemTicket = (replay: Replay, ticket: string) => replay.visitor.send('POST', '/wps/session/login/social', { body: { ticket } });
export const redeemTelegram = (replay: Replay, answer: Record<string, string>) =>
  replay.visitor.send('POST', '/wps/session/login/telegram', { body: answer });

/** The provider account signs in once before the path (another visit), so a player is linked to it. */
export async function linkSocialAccount(replay: Replay, method: SocialMethod): Promise<void> {
  const subject = replay.social.subject;
  const response =
    method === 'telegram'
      ? await redeemTelegram(replay, telegramAnswer(replay, subject))
      : await redeemTicket(replay, await googleTicket(replay, subject));
  const body = response.json() as { success: boolean; value: { id: number; firstTimeLogin: boolean } };
  expect(body, 'the earlier sign-in created the player').toMatchObject({ success: true, value: { firstTimeLogin: true } });
  replay.social.linkedMemberId = Number(body.value.id);
  // a later answer of the same account is signed at another second (each signed answer signs in once)
  replay.gw.clock.advance(1_000);
}

export const socialCallDrivers: Drivers['calls'] = {
  'socialLogin.redeemProof': async (replay, pending) => {
    const { provider } = pending.call.input as SocialProof;
    const subject = replay.social.subject;
    let response: LightMyRequestResponse;
    if (provider === 'telegram') {
      const signed = telegramAnswer(replay, subject);
      // a refused answer: a field changed after Telegram signed it
      const answer = right(pending.expected) ? signed : { ...signed, first_name: 'Someone else' };
      replay.social.telegram = answer;
      response = await redeemTelegram(replay, answer);
    } else {
      const ticket = await googleTicket(replay, subject);
      replay.social.ticket = ticket;
      // a refused ticket: one already spent (an earlier redemption of the same page's ticket)
      if (!right(pending.expected)) expect((await redeemTicket(replay, ticket)).json(), 'the first redemption').toMatchObject({ success: true });
      response = await redeemTicket(replay, ticket);
    }
    keepToken(replay, response);
    return response;
  },
};
