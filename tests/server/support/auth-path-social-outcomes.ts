/**
 * What the gateway must hold after the social-login paths: the session names the player of the
 * provider account (created by a first sign-in, the linked one after that) with no restriction; a
 * refused proof or a failed window left no session, and a refused Telegram answer no player. Keyed
 * by outcome id.
 */
import { expect } from 'vitest';
import { memberInfo, noSession, TOKEN_ONLY_ROUTE } from './auth-path-outcome-kit';
import type { Replay } from './auth-path-replay';
import { popupMessage, socialUsername, throughGoogle } from './auth-path-social-drivers';
import type { SocialMethod } from './auth-path-social-drivers';

const methodOf = (replay: Replay): SocialMethod => (replay.path.facts.method === 'telegram' ? 'telegram' : 'google');

/** Members linked to the path's provider account. */
async function linkedMembers(replay: Replay): Promise<number[]> {
  const found = await replay.gw.database.db.query<{ member_id: number }>(
    'SELECT member_id FROM social_identities WHERE provider = $1 AND subject = $2',
    [methodOf(replay), replay.social.subject],
  );
  return found.rows.map((row) => Number(row.member_id));
}

export const socialChecks: Record<string, (replay: Replay) => Promise<void>> = {
  'social-login': async (replay) => {
    const info = (await memberInfo(replay)) as { id: number | string; type: number; mustChangePassword: boolean; account: string };
    expect(info).toMatchObject({ type: 0, mustChangePassword: false, account: socialUsername(methodOf(replay), replay.social.subject) });
    const linked = await linkedMembers(replay);
    expect(linked, 'one player per provider account').toEqual([Number(info.id)]);
    if (replay.social.linkedMemberId !== null) expect(Number(info.id), 'the player the earlier sign-in created').toBe(replay.social.linkedMemberId);
    // an unrestricted session reaches token routes beyond the must-change allow list
    expect((await replay.visitor.send('GET', TOKEN_ONLY_ROUTE, { token: true })).statusCode).toBe(200);
  },
  'social-login-refused': async (replay) => {
    await noSession(replay);
    // a changed Telegram answer creates nobody (a Google account's player exists from its callback)
    if (methodOf(replay) === 'telegram') expect(await linkedMembers(replay)).toEqual([]);
  },
  'social-window-failed': async (replay) => {
    await noSession(replay);
    expect(replay.sent, 'only the status call reached the gateway').toBe(1);
    if (replay.path.distinct[0] !== 'social.login.failed') return;
    // what a window reports as refused: e.g. a provider's sign-in finished in a browser that did not begin it
    const page = await throughGoogle(replay, replay.social.subject, { cookie: 'socialBinding=another-browser' });
    expect(popupMessage(page)).toEqual({ type: 'social.login', errorCode: 'social.login.failed' });
  },
};
