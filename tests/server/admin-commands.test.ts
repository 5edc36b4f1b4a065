/**
 * Operator commands in-process: argument parsing with usage errors, and each command's effect on
 * the database and on what the gateway answers, with an audit row that holds no password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { readMailOutbox } from '../../server/mail/mail-provider';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });
const statusFrom = async (ip: string) => {
  gw.clock.advance(5_000); // past the 5-second cache
  return (await gw.app.inject({ method: 'GET', url: '/wps/system/status', remoteAddress: ip })).json().value;
};

describe('parsing', () => {
  it.each([
    [[]],
    [['maintenance']],
    [['maintenance', 'on', '--until', 'tomorrow']],
    [['maintenance', 'on', '--message']],
    [['maintenance', 'off', 'now']],
    [['region', 'block']],
    [['region', 'block', 'nowhere-land']],
    [['region', 'block', '10.0.0.0/33']],
    [['member', 'create', 'bob']],
    [['member', 'create', 'bob', 'short']],
    [['member', 'create', 'bob', 'Long-enough-1', '--type', '7']],
    [['member', 'create', 'bob', 'Long-enough-1', '--colour', 'red']],
    [['member', 'unlock']],
    [['launch', 'rockets']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('normalises region rules', () => {
    expect(parseAdminArgs(['region', 'block', 'sg'])).toEqual({ kind: 'region.block', rule: { kind: 'country', value: 'SG' } });
    expect(parseAdminArgs(['region', 'block', '203.0.113.9'])).toEqual({ kind: 'region.block', rule: { kind: 'cidr', value: '203.0.113.9/32' } });
    expect(parseAdminArgs(['region', 'unblock', '2001:db8::/32'])).toEqual({
      kind: 'region.unblock',
      rule: { kind: 'cidr', value: '2001:db8::/32' },
    });
  });
});

describe('commands', () => {
  it('switches maintenance on with end and message, and off', async () => {
    const on = await admin('maintenance', 'on', '--until', '2030-01-01T10:00:00Z', '--message', 'Upgrading the wallet');
    expect(on).toEqual({ code: 0, stdout: 'maintenance on until 2030-01-01T10:00:00.000Z: Upgrading the wallet\n', stderr: '' });
    expect(await statusFrom('127.0.0.1')).toMatchObject({
      maintenance: true,
      maintenanceEnd: Date.parse('2030-01-01T10:00:00Z'),
      maintenanceMessage: 'Upgrading the wallet',
    });
    expect((await admin('maintenance', 'off')).code).toBe(0);
    expect((await statusFrom('127.0.0.1')).maintenance).toBe(false);
  });

  it('blocks, lists and unblocks region rules', async () => {
    expect((await admin('region', 'block', '203.0.113.0/24')).stdout).toBe('blocked cidr 203.0.113.0/24\n');
    expect((await admin('region', 'block', 'sg')).code).toBe(0);
    expect((await admin('region', 'block', 'SG')).stdout).toContain('already blocked');
    expect((await admin('region', 'list')).stdout).toBe('cidr\t203.0.113.0/24\ncountry\tSG\n');
    expect((await statusFrom('203.0.113.50')).regionRestriction).toBe(true);
    expect((await admin('region', 'unblock', '203.0.113.0/24')).code).toBe(0);
    expect((await admin('region', 'unblock', '203.0.113.0/24')).code).toBe(1);
    expect((await statusFrom('203.0.113.50')).regionRestriction).toBe(false);
    await admin('region', 'unblock', 'SG');
    expect((await admin('region', 'list')).stdout).toBe('(no region rules)\n');
  });

  it('creates members (agent, must change) and refuses duplicates', async () => {
    expect((await admin('member', 'create', 'new_agent', 'Agent-pass-12', '--type', '1', '--must-change')).code).toBe(0);
    const login = (await gw.login('new_agent', 'Agent-pass-12')).json();
    expect(login.value).toMatchObject({ customerType: 1, mustChangePassword: true });
    const duplicate = await admin('member', 'create', 'NEW_AGENT', 'Agent-pass-12');
    expect(duplicate.code).toBe(1);
    expect(duplicate.stderr).toContain('already taken');
    expect((await admin('member', 'create', 'x_user', 'Agent-pass-12', '--merchant', 'nope')).code).toBe(1);
  });

  it('creates a member with a mobile number and an e-mail address, refusing a number already taken', async () => {
    expect(() => parseAdminArgs(['member', 'create', 'bob', 'Long-enough-1', '--mobile', '9171234567'])).toThrow(UsageError);
    expect(() => parseAdminArgs(['member', 'create', 'bob', 'Long-enough-1', '--mobile', '63-917abc'])).toThrow(UsageError);
    expect(() => parseAdminArgs(['member', 'create', 'bob', 'Long-enough-1', '--email', 'bob.example.com'])).toThrow(UsageError);

    const created = await admin('member', 'create', 'phone_user', 'Phone-pass-12', '--mobile', '+63-9170000001', '--email', 'phone.user@example.com');
    expect(created.code, created.stderr).toBe(0);
    const row = await gw.database.db.query('SELECT country_dialing_code, mobile_num, profile FROM members WHERE username = $1', ['phone_user']);
    expect(row.rows[0]).toEqual({ country_dialing_code: '63', mobile_num: '9170000001', profile: { email: 'phone.user@example.com' } });
    // the e-mail is where a reset link goes
    await gw.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username: 'phone_user', email: 'phone.user@example.com' } });
    expect(await readMailOutbox(gw.app.ctx.db, 'phone.user@example.com')).toHaveLength(1);

    const taken = await admin('member', 'create', 'other_user', 'Phone-pass-12', '--mobile', '63-9170000001');
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('mobile number already taken');
    expect((await gw.database.db.query('SELECT 1 FROM members WHERE username = $1', ['other_user'])).rows).toEqual([]);
    // another spelling of its dialing code, or a trunk 0, is the same number
    for (const spelling of ['0063-9170000001', '063-09170000001']) {
      const twin = await admin('member', 'create', 'other_user', 'Phone-pass-12', '--mobile', spelling);
      expect(twin.stderr, spelling).toContain('mobile number already taken');
    }
    expect((await gw.database.db.query('SELECT 1 FROM members WHERE username = $1', ['other_user'])).rows).toEqual([]);

    // without the options nothing is stored beside the account
    expect((await admin('member', 'create', 'plain_user', 'Phone-pass-12')).code).toBe(0);
    const plain = await gw.database.db.query('SELECT mobile_num, profile FROM members WHERE username = $1', ['plain_user']);
    expect(plain.rows[0]).toEqual({ mobile_num: null, profile: {} });
  });

  it('unlocks a locked member', async () => {
    for (let i = 0; i < 3; i++) await gw.login('demo_agent', 'wrong-pass-1');
    expect((await gw.login('demo_agent', 'Agent2026!')).json().errorCode).toBe('captcha.invalid');
    expect((await admin('member', 'unlock', 'Demo_Agent')).stdout).toBe('unlocked Demo_Agent\n');
    expect((await gw.login('demo_agent', 'Agent2026!')).json().success).toBe(true);
  });

  it('audits every change without secrets', async () => {
    const rows = await gw.database.db.query<{ command: string; details: Record<string, unknown>; via: string }>(
      'SELECT command, details, via FROM admin_audit ORDER BY id',
    );
    expect(rows.rows.map((r) => r.command)).toEqual(
      expect.arrayContaining(['maintenance.on', 'maintenance.off', 'region.block', 'region.unblock', 'member.create', 'member.unlock']),
    );
    expect(JSON.stringify(rows.rows)).not.toContain('Agent-pass-12');
    expect(rows.rows.find((r) => r.command === 'member.create')?.details.password).toBe('[redacted]');
  });
});
