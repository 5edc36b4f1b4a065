/**
 * What the gateway must hold after the registration paths: the session names the member the path
 * signed up, under the inviting agent if any, and the registration code is spent; a refused
 * registration created nothing and left the code usable. Keyed by outcome id.
 */
import { expect } from 'vitest';
import { serverSmsCode } from './auth-path-driver-kit';
import { noSession, signedInAs } from './auth-path-outcome-kit';
import type { Replay } from './auth-path-replay';

const registrationCode = (replay: Replay) => serverSmsCode(replay, 'register', replay.newcomer.mobileNum);

async function membersWithNumber(replay: Replay, mobileNum: string): Promise<{ upline: string | null }[]> {
  const found = await replay.gw.database.db.query<{ upline: string | null }>(
    'SELECT a.username AS upline FROM members m LEFT JOIN members a ON a.id = m.upline_id WHERE m.mobile_num = $1',
    [mobileNum],
  );
  return found.rows;
}

export const signupChecks: Record<string, (replay: Replay) => Promise<void>> = {
  registered: async (replay) => {
    await signedInAs(0)(replay);
    expect(await registrationCode(replay), 'the registration code was consumed').toBe('verified');
    const upline = replay.path.facts.invited === true ? 'demo_agent' : null;
    expect(await membersWithNumber(replay, replay.newcomer.mobileNum), 'one member, under the inviting agent if any').toEqual([{ upline }]);
  },
  'registration-refused': async (replay) => {
    await noSession(replay);
    expect(await membersWithNumber(replay, replay.newcomer.mobileNum), 'nothing was created').toEqual([]);
    expect(await registrationCode(replay), 'the registration code stays usable').toBe('awaiting');
  },
};
