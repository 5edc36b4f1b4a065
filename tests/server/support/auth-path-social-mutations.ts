/**
 * Executors of the mutated social logins (scripts/auth-paths/social-mutations.ts): the proof of a
 * completed sign-in presented again or falsified, and social logins on a closed site.
 */
import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import type { MutationSpec } from '../../../scripts/auth-paths/auth-path.types';
import { afterPath, expectRefused } from './auth-path-mutation-kit';
import type { Executor } from './auth-path-mutation-kit';
import type { Replay } from './auth-path-replay';
import { newSocialSubject, popupMessage, redeemTelegram, redeemTicket, telegramAnswer } from './auth-path-social-drivers';

/** Every way into a social session, for this visitor on a closed site; the window's begin page says why. */
async function socialRefused(replay: Replay, spec: MutationSpec) {
  expectRefused(await redeemTicket(replay, randomBytes(32).toString('base64url')), spec);
  expectRefused(await redeemTelegram(replay, telegramAnswer(replay, newSocialSubject('telegram'))), spec);
  const begin = await replay.visitor.send('GET', '/wps/social/google/begin?merchant=demo');
  expect(begin.statusCode, begin.body).toBe(spec.rejectedWith.status);
  expect(begin.headers.location, 'no redirect to the provider').toBeUndefined();
  expect(popupMessage(begin)).toEqual({ type: 'social.login', errorCode: spec.rejectedWith.errorCode });
}

export const socialExecutors: Record<string, Executor> = {
  'social-ticket-reused': afterPath(async (replay, spec) => expectRefused(await redeemTicket(replay, replay.social.ticket!), spec)),
  'social-ticket-forged': afterPath(async (replay, spec) => expectRefused(await redeemTicket(replay, randomBytes(32).toString('base64url')), spec)),
  'social-telegram-replayed': afterPath(async (replay, spec) => expectRefused(await redeemTelegram(replay, replay.social.telegram!), spec)),
  'social-telegram-tampered': afterPath(async (replay, spec) => {
    const other = newSocialSubject('telegram');
    expectRefused(await redeemTelegram(replay, { ...replay.social.telegram!, id: other, username: `proof_${other}` }), spec);
  }),
  'social-telegram-stale': afterPath(async (replay, spec) => {
    expectRefused(await redeemTelegram(replay, telegramAnswer(replay, replay.social.subject, 2 * 86_400)), spec);
  }),
  'social-during-maintenance': afterPath(socialRefused),
  'social-from-blocked-region': afterPath(socialRefused),
};
