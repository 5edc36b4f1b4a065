/**
 * The ledger on a real database: no balance below zero under 50 concurrent debits, money neither
 * made nor lost by any movement, a retried movement never moving money twice, and the member's
 * balance as the wallet call reports it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceOf, formatAmount, LedgerError, parseAmount, post } from '../../server/wallet/ledger.service';
import { deposit, memberAccount } from '../../server/wallet/wallet.service';
import { startTestGateway } from './support/test-gateway';
import type { TestGateway } from './support/test-gateway';
import { usernameKey } from '../../server/identity/identifier-key';

let g: TestGateway;
let merchantId: number;
let playerId: number;

beforeAll(async () => {
  g = await startTestGateway();
  merchantId = (await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM merchants WHERE code = 'demo'`)).rows[0].id;
  playerId = (await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM members WHERE username = 'demo_player'`)).rows[0].id;
});
afterAll(() => g.close());

let serial = 0;
const key = (label: string) => `${label}-${(serial += 1)}`;
const now = () => g.clock.now();

async function newMember() {
  const row = await g.app.ctx.db.query<{ id: number }>(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at) VALUES ($1, $2, $2, 'x', 0, now(), now()) RETURNING id`,
    [merchantId, usernameKey(`ledger_${(serial += 1)}`)],
  );
  return row.rows[0].id;
}

async function totalOfAllAccounts(): Promise<bigint> {
  const row = await g.app.ctx.db.query<{ total: string | null }>('SELECT sum(balance)::text AS total FROM ledger_accounts WHERE merchant_id = $1', [
    merchantId,
  ]);
  return BigInt(row.rows[0].total ?? '0');
}

describe('amounts', () => {
  it('reads and writes two decimals in integer minor units', () => {
    expect(parseAmount('1,234.5')).toBe(123450n);
    expect(parseAmount('0.01')).toBe(1n);
    expect(parseAmount('10')).toBe(1000n);
    for (const bad of ['-5', '1.234', 'abc', '', '1e3']) expect(parseAmount(bad)).toBeNull();
    expect(formatAmount(123450n)).toBe('1234.50');
    expect(formatAmount(5n)).toBe('0.05');
  });
});

describe('posting', () => {
  it('lets only the affordable ones of 50 concurrent debits through, never below zero', async () => {
    const member = await newMember();
    await deposit(g.app.ctx.db, { merchantId, memberId: member, amount: 100_000n, idempotencyKey: key('dep'), reference: 'test', now: now() });
    const main = await memberAccount(g.app.ctx.db, { merchantId, memberId: member, kind: 'main', now: now() });
    const bets = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post(g.app.ctx.db, {
          merchantId,
          kind: 'bet',
          idempotencyKey: key(`bet${i}`),
          legs: [
            { accountId: main, amount: -3_000n },
            { merchantAccount: 'house' as const, amount: 3_000n },
          ],
          now: now(),
        }),
      ),
    );
    expect(bets.filter((b) => b.kind === 'posted')).toHaveLength(33); // 33 x 30.00 <= 1,000.00 < 34 x 30.00
    expect(bets.filter((b) => b.kind === 'insufficient')).toHaveLength(17);
    expect(await balanceOf(g.app.ctx.db, main)).toBe(1_000n);
    const entries = await g.app.ctx.db.query<{ min: string }>('SELECT min(balance_after)::text AS min FROM ledger_entries WHERE account_id = $1', [
      main,
    ]);
    expect(BigInt(entries.rows[0].min)).toBeGreaterThanOrEqual(0n);
  });

  it('neither makes nor loses money: every transaction sums to zero, and so do all accounts', async () => {
    const member = await newMember();
    await deposit(g.app.ctx.db, { merchantId, memberId: member, amount: 50_000n, idempotencyKey: key('dep'), reference: 'test', now: now() });
    const main = await memberAccount(g.app.ctx.db, { merchantId, memberId: member, kind: 'main', now: now() });
    const slot = await memberAccount(g.app.ctx.db, { merchantId, memberId: member, kind: 'vendor:DEMO', now: now() });
    await Promise.all(
      [7_000n, -2_000n, 1_500n, -6_500n].map((amount, i) =>
        post(g.app.ctx.db, {
          merchantId,
          kind: 'transfer',
          idempotencyKey: key(`t${i}`),
          legs: [
            { accountId: main, amount: -amount },
            { accountId: slot, amount },
          ],
          now: now(),
        }),
      ),
    );
    expect((await balanceOf(g.app.ctx.db, main)) + (await balanceOf(g.app.ctx.db, slot))).toBe(50_000n);
    const unbalanced = await g.app.ctx.db.query('SELECT transaction_id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0');
    expect(unbalanced.rows).toEqual([]);
    expect(await totalOfAllAccounts()).toBe(0n);
  });

  it('moves money once per idempotency key, however often the call is retried', async () => {
    const member = await newMember();
    const retried = key('deposit');
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () =>
        deposit(g.app.ctx.db, { merchantId, memberId: member, amount: 2_500n, idempotencyKey: retried, reference: 'r', now: now() }),
      ),
    );
    expect(outcomes.filter((o) => o.kind === 'posted')).toHaveLength(1);
    expect(new Set(outcomes.map((o) => ('transactionId' in o ? o.transactionId : 0))).size).toBe(1);
    expect(await balanceOf(g.app.ctx.db, await memberAccount(g.app.ctx.db, { merchantId, memberId: member, kind: 'main', now: now() }))).toBe(2_500n);
  });

  it('refuses an unbalanced movement, a zero entry and one account twice, moving nothing', async () => {
    const main = await memberAccount(g.app.ctx.db, { merchantId, memberId: playerId, kind: 'main', now: now() });
    const before = await totalOfAllAccounts();
    for (const legs of [
      [
        { accountId: main, amount: 100n },
        { merchantAccount: 'house' as const, amount: -99n },
      ],
      [
        { accountId: main, amount: 0n },
        { merchantAccount: 'house' as const, amount: 0n },
      ],
      [
        { accountId: main, amount: 100n },
        { accountId: main, amount: -100n },
      ],
    ]) {
      await expect(post(g.app.ctx.db, { merchantId, kind: 'bad', idempotencyKey: key('bad'), legs, now: now() })).rejects.toThrow(LedgerError);
    }
    expect(await totalOfAllAccounts()).toBe(before);
  });

  it("refuses another merchant's account", async () => {
    const other = await g.app.ctx.db.query<{ id: number }>(
      `INSERT INTO merchants (code, name, settings) VALUES ('other', 'Other', '{}') RETURNING id`,
    );
    // a slice of its house, made with the merchant
    const foreign = (
      await g.app.ctx.db.query<{ id: number }>(`SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND kind = 'house' LIMIT 1`, [other.rows[0].id])
    ).rows[0].id;
    const main = await memberAccount(g.app.ctx.db, { merchantId, memberId: playerId, kind: 'main', now: now() });
    await expect(
      post(g.app.ctx.db, {
        merchantId,
        kind: 'steal',
        idempotencyKey: key('x'),
        legs: [
          { accountId: foreign, amount: -100n },
          { accountId: main, amount: 100n },
        ],
        now: now(),
      }),
    ).rejects.toThrow(LedgerError);
  });
});

describe('GET /wps/v2/wallets/balance', () => {
  it('reports the member wallets and their sum in major units, for the token holder only', async () => {
    await deposit(g.app.ctx.db, { merchantId, memberId: playerId, amount: 123_456n, idempotencyKey: key('dep'), reference: 'demo', now: now() });
    const token = (await g.login('demo_player', 'Player2026!')).json().value.token as string;
    const value = (await g.get('/wps/v2/wallets/balance', { token })).json().value;
    expect(value).toMatchObject({ currency: 'PHP', currencySymbol: 'P', sumBalance: 1234.56 });
    expect(value.balance[0]).toEqual({ accountTypeId: 0, accountName: 'main', availBalance: 1234.56 });
    expect((await g.get('/wps/v2/wallets/balance')).statusCode).toBe(401);
  });
});
