/**
 * `npm run admin -- dev humancheck-target <challengeId>`: the slider target for browser tests,
 * read from the database outside production, refused in production; and `dev upline <username>`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError, USAGE } from '../../server/admin/admin.commands';
import { isProduction } from '../../server/config';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const run = (nodeEnv: string, ...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), {
    hasher: gw.app.ctx.providers.hasher,
    now: gw.clock.now,
    via: 'cli',
    allowDevCommands: !isProduction({ nodeEnv }),
  });

async function newChallenge(): Promise<string> {
  const response = await gw.app.inject({ method: 'GET', url: '/wps/humancheck/challenge?purpose=register' });
  return response.json().value.challengeId as string;
}

describe('dev humancheck-target', () => {
  it('is listed in the usage text', () => {
    expect(USAGE).toContain('dev humancheck-target <challengeId>');
  });

  it.each([
    [['dev']],
    [['dev', 'humancheck-target']],
    [['dev', 'humancheck-target', 'a', 'b']],
    [['dev', 'humancheck-target', 'bad id!']],
    [['dev', 'reveal', 'x']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('prints the target offset the database keeps for the challenge, in test', async () => {
    const challengeId = await newChallenge();
    const result = await run('test', 'dev', 'humancheck-target', challengeId);
    const row = await gw.database.db.query<{ target_x: number }>('SELECT target_x FROM human_checks WHERE id = $1', [challengeId]);
    expect(result).toEqual({ code: 0, stdout: `${row.rows[0].target_x}\n`, stderr: '' });
  });

  it('is refused in production, revealing nothing', async () => {
    const challengeId = await newChallenge();
    const result = await run('production', 'dev', 'humancheck-target', challengeId);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('refused in production');
  });

  it('is refused when the caller does not say it is outside production', async () => {
    const challengeId = await newChallenge();
    const result = await executeAdminCommand(gw.database.db, parseAdminArgs(['dev', 'humancheck-target', challengeId]), {
      hasher: gw.app.ctx.providers.hasher,
      now: gw.clock.now,
      via: 'channel',
    });
    expect(result.code).toBe(1);
  });

  it('says so for an unknown challenge', async () => {
    const result = await run('development', 'dev', 'humancheck-target', 'no-such-challenge');
    expect(result).toMatchObject({ code: 1, stdout: '' });
    expect(result.stderr).toContain('no such challenge');
  });
});

describe('dev upline', () => {
  it('prints the agent a member registered under, or (none)', async () => {
    await gw.database.db.query(
      "UPDATE members SET upline_id = (SELECT id FROM members WHERE username = 'demo_agent') WHERE username = 'demo_player'",
    );
    expect(await run('test', 'dev', 'upline', 'demo_player')).toEqual({ code: 0, stdout: 'demo_agent\n', stderr: '' });
    expect((await run('test', 'dev', 'upline', 'demo_agent')).stdout).toBe('(none)\n');
    expect((await run('test', 'dev', 'upline', 'nobody_here')).code).toBe(1);
    await gw.database.db.query("UPDATE members SET upline_id = NULL WHERE username = 'demo_player'");
  });

  it('is refused in production', async () => {
    expect((await run('production', 'dev', 'upline', 'demo_player')).code).toBe(1);
  });
});
