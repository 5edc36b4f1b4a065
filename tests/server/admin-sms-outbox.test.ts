/**
 * `npm run admin -- sms outbox <number>`: with the local SMS provider, the operator reads the code a
 * phone would have got, in production mode too (where the /dev outbox endpoint does not exist), so
 * a sign-up on the quick start's site can be finished. Another brand's texts stay out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError, USAGE } from '../../server/admin/admin.commands';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { solveHumanCheck } from './support/human-check-solver';

let g: TestGateway;
beforeAll(async () => {
  g = await startTestGateway();
});
afterAll(() => g?.close());

const run = (...argv: string[]) =>
  executeAdminCommand(g.database.db, parseAdminArgs(argv), {
    hasher: g.app.ctx.providers.hasher,
    now: g.clock.now,
    via: 'cli',
    allowDevCommands: false,
  });

describe('sms outbox', () => {
  it('is listed in the usage text', () => {
    expect(USAGE).toContain('sms outbox <dialing code and number>');
  });

  it.each([
    [['sms']],
    [['sms', 'outbox']],
    [['sms', 'outbox', 'not-a-number']],
    [['sms', 'outbox', '639171234567', '--limit', '0']],
    [['sms', 'send', '63917']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('prints the sign-up code the gateway texted, outside development too', async () => {
    const sent = await g.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '63', mobileNo: '9175550123', humanCheckToken: await solveHumanCheck(g, 'sms') },
    });
    expect(sent.json().success, sent.body).toBe(true);
    const result = await run('sms', 'outbox', '63-9175550123');
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/\d{6}/);
    // the same code the registration will check: the one the outbox (the "phone") received
    const stored = await g.database.db.query<{ body: string }>("SELECT body FROM sms_outbox WHERE phone = '639175550123'");
    expect(lines[0]).toContain(stored.rows[0].body);
  });

  it('says so when nothing was sent to the number', async () => {
    expect(await run('sms', 'outbox', '639170000000')).toEqual({ code: 0, stdout: 'no text to 639170000000\n', stderr: '' });
  });

  it("does not show another brand's texts", async () => {
    const result = await run('sms', 'outbox', '639175550123', '--merchant', 'NOSUCH');
    expect(result.stdout).toBe('no text to 639175550123\n');
  });
});
