/**
 * What the gateway must hold after the phone-provider registration paths: the session names the
 * member the path signed up, recorded as proven by the phone provider, with the ID token spent for
 * that member; a code the provider refused gave no token, no session and created nothing.
 */
import { expect } from 'vitest';
import { noSession, signedInAs } from './auth-path-outcome-kit';
import type { Replay } from './auth-path-replay';

async function membersWithNumber(replay: Replay): Promise<{ id: number; verification: string }[]> {
  const found = await replay.gw.database.db.query<{ id: number; verification: string }>(
    'SELECT id, register_verification AS verification FROM members WHERE mobile_num = $1',
    [replay.newcomer.mobileNum],
  );
  return found.rows;
}

export const phoneChecks: Record<string, (replay: Replay) => Promise<void>> = {
  'registered-phone-provider': async (replay) => {
    await signedInAs(0)(replay);
    const members = await membersWithNumber(replay);
    expect(
      members.map((m) => m.verification),
      'one member, its number proven by the phone provider',
    ).toEqual(['phoneProvider']);
    const uses = await replay.gw.database.db.query('SELECT 1 FROM phone_auth_token_uses WHERE member_id = $1', [members[0].id]);
    expect(uses.rows, 'the ID token was spent for that member').toHaveLength(1);
  },
  'phone-code-refused': async (replay) => {
    await noSession(replay);
    expect(replay.phone.idToken, 'the provider gave no ID token').toBeNull();
    expect(await membersWithNumber(replay), 'nothing was created').toEqual([]);
  },
};
