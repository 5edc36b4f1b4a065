/**
 * Module switches and register rules from the admin CLI: usage errors for bad input, and the
 * change visible in what the gateway answers once its 5-second merchant cache has passed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeAdminCommand, parseAdminArgs, UsageError } from '../../server/admin/admin.commands';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw?.close());

const admin = (...argv: string[]) =>
  executeAdminCommand(gw.database.db, parseAdminArgs(argv), { hasher: gw.app.ctx.providers.hasher, now: gw.clock.now, via: 'cli' });

async function status() {
  gw.clock.advance(5_000); // past the merchant cache
  return (await gw.app.inject({ method: 'GET', url: '/wps/system/status' })).json().value;
}

function moduleEnabled(tree: { modId: string; enabled: string; childrenNodes: unknown[] }, modId: string): string | null {
  if (tree.modId === modId) return tree.enabled;
  for (const child of tree.childrenNodes as (typeof tree)[]) {
    const found = moduleEnabled(child, modId);
    if (found !== null) return found;
  }
  return null;
}

describe('parsing settings commands', () => {
  it.each([
    [['module']],
    [['module', 'DIRECTREG3']],
    [['module', 'DIRECTREG3', 'maybe']],
    [['module', 'directreg3', 'on']],
    [['module', 'DIRECTREG3', 'on', '--merchant']],
    [['rule']],
    [['rule', 'mobileNum']],
    [['rule', 'mobileNum', 'min']],
    [['rule', 'mobileNum', 'colour=red']],
    [['rule', 'mobileNum', 'min=12', 'max=10']],
    [['rule', 'mobileNum', 'min=-1']],
    [['rule', 'mobileNum', 'required=perhaps']],
    [['rule', 'mobileNum', 'pattern=(unclosed']],
    [['rule', 'mobileNum', 'patternId=20']],
  ])('refuses %j with a usage error', (argv) => {
    expect(() => parseAdminArgs(argv)).toThrow(UsageError);
  });

  it('reads a rule change with a pattern that contains "="', () => {
    expect(parseAdminArgs(['rule', 'email', 'pattern=^[^=]+@x$', 'required=true', '--merchant', 'demo'])).toEqual({
      kind: 'rule.set',
      merchant: 'demo',
      field: 'email',
      changes: { acceptedPattern: '^[^=]+@x$', required: true },
    });
  });
});

describe('settings commands', () => {
  it('switches a module off and on, as the status tree shows', async () => {
    expect(moduleEnabled((await status()).info.whitelabel, 'DIRECTREG3')).toBe('1');
    expect(await admin('module', 'DIRECTREG3', 'off')).toEqual({ code: 0, stdout: 'module DIRECTREG3 off\n', stderr: '' });
    expect(moduleEnabled((await status()).info.whitelabel, 'DIRECTREG3')).toBe('0');
    await admin('module', 'DIRECTREG3', 'on');
    expect(moduleEnabled((await status()).info.whitelabel, 'DIRECTREG3')).toBe('1');
  });

  it('lists modules and refuses an unknown one', async () => {
    const listed = await admin('module', 'list');
    expect(listed.stdout).toMatch(/^FREEPLAY3\ton\t\(in COMM3\)$/m);
    const unknown = await admin('module', 'NOSUCHMODULE3', 'on');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('unknown module: NOSUCHMODULE3');
  });

  it('changes a register rule as clients then read it', async () => {
    const before = (await status()).info.register.mobileNum;
    const changed = await admin('rule', 'mobileNum', 'pattern=^9\\d{10}$', 'min=11', 'max=11', 'patternId=6');
    expect(changed.code).toBe(0);
    expect((await status()).info.register.mobileNum).toEqual({
      ...before,
      acceptedPattern: '^9\\d{10}$',
      minLength: 11,
      maxLength: 11,
      patternId: 6,
    });
  });

  it('refuses a change that would leave min above max, and an unknown field', async () => {
    const rule = (await status()).info.register.username;
    const refused = await admin('rule', 'username', `min=${rule.maxLength + 1}`);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('would exceed max');
    expect((await status()).info.register.username).toEqual(rule);
    expect((await admin('rule', 'favouriteColour', 'required=true')).stderr).toContain('unknown register field');
  });

  it('audits each change', async () => {
    const audit = await gw.database.db.query<{ command: string }>(`SELECT command FROM admin_audit WHERE command IN ('module.set', 'rule.set')`);
    expect(audit.rows.map((r) => r.command)).toEqual(expect.arrayContaining(['module.set', 'rule.set']));
  });
});

describe('wallet commands', () => {
  it('deposits once per reference and shows the balance', async () => {
    const first = await admin('wallet', 'deposit', 'demo_player', '500', '--reference', 'promo-1');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('deposited 500.00 to demo_player');
    const again = await admin('wallet', 'deposit', 'demo_player', '500', '--reference', 'promo-1');
    expect(again.stdout).toContain('already deposited under reference promo-1');
    expect((await admin('wallet', 'balance', 'demo_player')).stdout).toBe('main\t500.00\n');
  });

  it.each([
    [['wallet']],
    [['wallet', 'deposit', 'demo_player']],
    [['wallet', 'deposit', 'demo_player', '-5']],
    [['wallet', 'deposit', 'demo_player', '1.234']],
    [['wallet', 'steal', 'x']],
    [['wallet', 'audit', 'demo_player']],
  ])('refuses %j with a usage error', (argv) => expect(() => parseAdminArgs(argv)).toThrow(UsageError));

  it('refuses an unknown member', async () => {
    const result = await admin('wallet', 'deposit', 'nobody_here', '10');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('no member nobody_here');
  });

  it('audits the ledger: the merchant accounts as the sums of their slices, and every check', async () => {
    await admin('wallet', 'deposit', 'demo_player', '75.25', '--reference', 'audit-1');
    const cashier = await gw.database.db.query<{ total: string }>(
      `SELECT sum(balance)::text AS total FROM ledger_accounts a JOIN merchants m ON m.id = a.merchant_id WHERE m.code = 'demo' AND a.kind = 'cashier'`,
    );
    const passed = await admin('wallet', 'audit');
    expect(passed.code, passed.stderr).toBe(0);
    expect(passed.stdout).toContain(`cashier\t${(Number(cashier.rows[0].total) / 100).toFixed(2)}\n`);
    expect(passed.stdout).toContain(
      'unbalanced transactions\tnone\nall accounts sum to\t0.00\nbalances off their entries\tnone\nmembers below zero\tnone',
    );
    // a balance changed behind the ledger's back is found
    const main = await gw.database.db.query<{ id: number }>(
      `SELECT a.id FROM ledger_accounts a JOIN members u ON u.id = a.member_id WHERE u.username = 'demo_player' AND a.kind = 'main'`,
    );
    await gw.database.db.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [main.rows[0].id]);
    const failed = await admin('wallet', 'audit');
    expect(failed.code).toBe(1);
    expect(failed.stderr).toContain(`balances off their entries\t${main.rows[0].id}`);
    expect(failed.stderr).toContain('all accounts sum to\t0.01');
    expect(failed.stderr).toContain('the ledger audit FAILED');
    await gw.database.db.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [main.rows[0].id]);
  });
});
