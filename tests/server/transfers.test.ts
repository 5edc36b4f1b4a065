/**
 * Transfers on a real database, through the gateway's routes (a transfer-mode merchant):
 * - main <-> a vendor wallet, either way; every offered vendor is listed, at 0 when never used;
 * - recall all brings every vendor wallet home in one movement and leaves a wallet whose game is open;
 * - a wallet with an open game is locked, also while its spins are in flight; after the exit it is free;
 * - 20 transfers of the whole balance at once: exactly the affordable ones move, nothing goes negative;
 * - a retried key moves nothing again; bad amounts and wallet pairs are refused by field, moving nothing;
 * - transfer to upline: the happy path, no upline, a wrong payment password, the module off, and a
 *   member type that may not;
 * - the ledger balances at the end.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { deposit } from '../../server/wallet/wallet.service';
import { admin, expectLedgerBalanced, gameCall, gameOfType, newBetId, newPlayer, play, startGameGateway, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import type { TransactionRecord } from '../../wire/records.schemas';

let g: GameGateway;
const PIN = '135790';

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
  await admin(g, 'wallet-mode', 'transfer');
});
afterAll(async () => {
  await expectLedgerBalanced(g);
  await g.gw.close();
});

const newKey = () => randomUUID().replace(/-/g, '');

function transfer(token: string, from: string, to: string, amount: string | number, key = newKey()) {
  return g.gw.app.inject({
    method: 'POST',
    url: '/wps/relay/GCS_walletTransfer',
    payload: { from, to, amount, idempotencyKey: key },
    headers: { authorization: token },
  });
}

function recallAll(token: string, key = newKey()) {
  return g.gw.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletReturn', payload: { idempotencyKey: key }, headers: { authorization: token } });
}

async function balanceList(token: string) {
  return (await g.gw.get('/wps/v2/wallets/balance', { token })).json().value as {
    sumBalance: number;
    balance: { accountName: string; availBalance: number; walletName?: string; locked?: boolean }[];
  };
}

const closeGames = (token: string) => g.gw.app.inject({ method: 'POST', url: '/wps/game/exitGame', headers: { authorization: token } });

describe('the wallet list', () => {
  it('lists the main wallet first, then every offered vendor at 0, none locked', async () => {
    const player = await newPlayer(g, 100_00n);
    const list = await balanceList(player.token);
    expect(list.balance[0]).toEqual({ accountTypeId: 0, accountName: 'main', availBalance: 100 });
    const vendors = await g.gw.database.db.query<{ vassalage: string }>(
      `SELECT vassalage FROM game_vendors WHERE merchant_id = $1 AND status = 'active' ORDER BY vassalage`,
      [g.merchantId],
    );
    expect(list.balance.slice(1).map((w) => w.accountName)).toEqual(vendors.rows.map((v) => `vendor:${v.vassalage}`));
    expect(list.balance.slice(1).every((w) => w.availBalance === 0 && w.locked === false && w.walletName)).toBe(true);
    expect(list.sumBalance).toBe(100);
  });
});

describe('transfers between the main wallet and a vendor wallet', () => {
  it('moves money in and out, exactly, and the list shows it', async () => {
    const player = await newPlayer(g, 100_00n);
    const moved = await transfer(player.token, 'main', 'vendor:SPB', '40.25');
    expect(moved.json(), moved.body).toMatchObject({ success: true });
    expect(moved.json().value.wallets.balance.find((w: { accountName: string }) => w.accountName === 'vendor:SPB').availBalance).toBe(40.25);
    expect(await wallets(g, player.id)).toMatchObject({ main: 59_75n, 'vendor:SPB': 40_25n });
    const back = await transfer(player.token, 'vendor:SPB', 'main', 10);
    expect(back.json().success).toBe(true);
    expect(await wallets(g, player.id)).toMatchObject({ main: 69_75n, 'vendor:SPB': 30_25n });
    expect((await balanceList(player.token)).sumBalance).toBe(100);
    // the account record names both wallets of each movement
    const entries = await g.gw.database.db.query<{ details: { from: string; to: string } }>(
      `SELECT t.details FROM ledger_transactions t WHERE t.kind = 'transfer' AND t.idempotency_key LIKE $1 ORDER BY t.id`,
      [`wallet-transfer:${player.id}:%`],
    );
    expect(entries.rows.map((row) => `${row.details.from} → ${row.details.to}`)).toEqual(['main → vendor:SPB', 'vendor:SPB → main']);
    // and the account record shows them by name, never by code (issue 32): the game wallet is its vendor's
    const record = (await g.gw.get('/wps/relay/ODSFE2_MemTransDet?codeTypes=transfer', { token: player.token })).json().value;
    const shown = record.list.map((row: TransactionRecord) => [row.wallet, row.walletName, row.remark, row.amount]);
    // both legs of a movement share its time: their order between them is not the point here
    expect(shown).toHaveLength(4);
    expect(shown).toEqual(
      expect.arrayContaining([
        ['main', null, 'Spinbird Gaming', 10],
        ['SPB', 'Spinbird Gaming', 'Spinbird Gaming', -10],
        ['main', null, 'Spinbird Gaming', -40.25],
        ['SPB', 'Spinbird Gaming', 'Spinbird Gaming', 40.25],
      ]),
    );
  });

  it('answers a retried key with the first movement and moves nothing again', async () => {
    const player = await newPlayer(g, 50_00n);
    const key = newKey();
    const first = await transfer(player.token, 'main', 'vendor:GLX', 20, key);
    const again = await transfer(player.token, 'main', 'vendor:GLX', 20, key);
    expect(again.json().value.transactionId).toBe(first.json().value.transactionId);
    expect(await wallets(g, player.id)).toMatchObject({ main: 30_00n, 'vendor:GLX': 20_00n });
  });

  it('refuses bad amounts and wallet pairs by field, and more than the wallet holds, moving nothing', async () => {
    const player = await newPlayer(g, 10_00n);
    for (const amount of ['12.345', '-5', '0', '1e3', 'ten', '']) {
      const refused = await transfer(player.token, 'main', 'vendor:SPB', amount);
      expect(refused.statusCode, amount).toBe(400);
      expect(refused.json().value.fields, amount).toHaveProperty('amount');
    }
    for (const [from, to, field] of [
      ['main', 'main', 'to'],
      ['vendor:SPB', 'vendor:GLX', 'to'],
      ['main', 'vendor:spb', 'to'],
      ['savings', 'main', 'from'],
    ]) {
      const refused = await transfer(player.token, from, to, 1);
      expect(refused.json().value.fields, `${from} → ${to}`).toHaveProperty(field);
    }
    const short = await transfer(player.token, 'main', 'vendor:SPB', '10.01');
    expect(short.json()).toMatchObject({ success: false, errorCode: 'wallet.insufficient', value: { available: 10 } });
    const unknown = await transfer(player.token, 'main', 'vendor:NOPE', 1);
    expect(unknown.json().errorCode).toBe('wallet.unknown');
    expect(await wallets(g, player.id)).toEqual({ main: 10_00n });
    expect((await g.gw.get('/wps/v2/wallets/balance')).statusCode).toBe(401);
    expect((await g.gw.app.inject({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', payload: {} })).statusCode).toBe(401);
  });

  it('moves exactly the affordable ones of 20 transfers of the whole balance sent at once', async () => {
    const player = await newPlayer(g, 80_00n);
    const whole = await Promise.all(Array.from({ length: 20 }, () => transfer(player.token, 'main', 'vendor:MNG', 80)));
    expect(whole.filter((r) => r.json().success)).toHaveLength(1);
    expect(whole.filter((r) => r.json().errorCode === 'wallet.insufficient')).toHaveLength(19);
    // and back in quarters: four of twenty fit
    const quarters = await Promise.all(Array.from({ length: 20 }, () => transfer(player.token, 'vendor:MNG', 'main', 20)));
    expect(quarters.filter((r) => r.json().success)).toHaveLength(4);
    expect(quarters.every((r) => r.statusCode === 200)).toBe(true);
    expect(await wallets(g, player.id)).toMatchObject({ main: 80_00n, 'vendor:MNG': 0n });
  });

  it('refuses money into game wallets while the merchant keeps one wallet, and lets it come back out', async () => {
    const player = await newPlayer(g, 30_00n);
    await transfer(player.token, 'main', 'vendor:KRK', 30);
    await admin(g, 'wallet-mode', 'single');
    try {
      expect((await transfer(player.token, 'main', 'vendor:KRK', 1)).json().errorCode).toBe('wallet.transfer.unavailable');
      expect((await transfer(player.token, 'vendor:KRK', 'main', 30)).json().success).toBe(true);
    } finally {
      await admin(g, 'wallet-mode', 'transfer');
    }
    expect(await wallets(g, player.id)).toMatchObject({ main: 30_00n, 'vendor:KRK': 0n });
  });
});

describe('a wallet with an open game', () => {
  it('is locked both ways while the game is open, even with spins in flight, and free after the exit', async () => {
    const player = await newPlayer(g, 100_00n);
    const slot = await gameOfType(g, 'RNG');
    const { gameToken } = await play(g, player.token, slot);
    const vendor = `vendor:${slot.vassalage}`;
    // the launch moved the whole main balance into the game's wallet
    expect(await wallets(g, player.id)).toMatchObject({ main: 0n, [vendor]: 100_00n });
    const list = await balanceList(player.token);
    expect(list.balance.find((w) => w.accountName === vendor)?.locked).toBe(true);
    expect(list.balance.filter((w) => w.locked).map((w) => w.accountName)).toEqual([vendor]);

    const spins = Array.from({ length: 10 }, () => gameCall(g, gameToken, 'slot/spin', { betId: newBetId(), stake: Math.max(slot.min_bet, 100) }));
    const outs = Array.from({ length: 5 }, () => transfer(player.token, vendor, 'main', 1));
    const settled = await Promise.all([...spins, ...outs]);
    for (const out of settled.slice(spins.length)) {
      expect(out.json()).toMatchObject({ success: false, errorCode: 'wallet.locked', value: { accountName: vendor } });
    }
    expect(settled.slice(0, spins.length).every((spin) => spin.statusCode === 200)).toBe(true);
    expect((await transfer(player.token, 'main', vendor, 1)).json().errorCode).toBe('wallet.locked');

    expect((await closeGames(player.token)).json().success).toBe(true);
    const home = await wallets(g, player.id);
    expect(home[vendor]).toBe(0n);
    expect((await transfer(player.token, 'main', vendor, 1)).json().success).toBe(true);
  });
});

describe('recall all', () => {
  it('brings every vendor wallet home in one movement, skips one whose game is open, and answers a retry the same', async () => {
    const player = await newPlayer(g, 100_00n);
    await transfer(player.token, 'main', 'vendor:SPB', 10);
    await transfer(player.token, 'main', 'vendor:GLX', '20.50');
    const key = newKey();
    const recalled = await recallAll(player.token, key);
    expect(recalled.json().value).toMatchObject({
      returned: 30.5,
      moved: [
        { accountName: 'vendor:GLX', amount: 20.5 },
        { accountName: 'vendor:SPB', amount: 10 },
      ],
      skipped: [],
    });
    expect(await wallets(g, player.id)).toMatchObject({ main: 100_00n, 'vendor:SPB': 0n, 'vendor:GLX': 0n });
    const movements = await g.gw.database.db.query(`SELECT id FROM ledger_transactions WHERE idempotency_key LIKE $1`, [
      `wallet-return:${player.id}:%`,
    ]);
    expect(movements.rows).toHaveLength(1);
    // the same key again: the first recall's answer, nothing moved
    await transfer(player.token, 'main', 'vendor:SPB', 5);
    expect((await recallAll(player.token, key)).json().value).toMatchObject({ returned: 30.5 });
    expect(await wallets(g, player.id)).toMatchObject({ main: 95_00n, 'vendor:SPB': 5_00n });

    // a game open on one vendor keeps its wallet where it is
    const slot = await gameOfType(g, 'RNG');
    await play(g, player.token, slot);
    const vendor = `vendor:${slot.vassalage}`;
    const withGame = (await recallAll(player.token)).json().value;
    expect(withGame.skipped).toEqual([vendor]);
    expect((await wallets(g, player.id))[vendor]).toBeGreaterThan(0n);
    await closeGames(player.token);
    const empty = (await recallAll(player.token)).json().value;
    expect(empty).toMatchObject({ returned: 0, moved: [], skipped: [] });
  });
});

describe('transfer to upline', () => {
  let serial = 0;

  /** An agent (type 1) signed in, with a payment password, under `uplineId` when given. */
  async function agent(options: { uplineId?: number; type?: number; amount?: bigint } = {}) {
    serial += 1;
    const username = `up_${process.pid % 1000}_${serial}`;
    const password = `Agent-${serial}x`;
    const created = await admin(g, 'member', 'create', username, password, '--type', String(options.type ?? 1));
    expect(created.code).toBe(0);
    const id = (await g.gw.database.db.query<{ id: number }>('SELECT id FROM members WHERE username = $1', [username])).rows[0].id;
    if (options.uplineId !== undefined) await g.gw.database.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [id, options.uplineId]);
    const token = (await g.gw.sealed('POST', '/wps/session/login', { username, password, captcha: null, type: 'username' })).json().value
      .token as string;
    const pin = await g.gw.sealed('PUT', '/wps/member/paymentPassword', { newPassword: PIN, confirmNewPassword: PIN }, { token });
    expect(pin.json(), pin.body).toMatchObject({ success: true });
    if (options.amount) {
      await deposit(g.gw.database.db, {
        merchantId: g.merchantId,
        memberId: id,
        amount: options.amount,
        idempotencyKey: `upline-test:${username}`,
        reference: 'test',
        now: g.gw.clock.now(),
      });
    }
    return { id, token, username };
  }

  const toUpline = (token: string, amount: string | number, password = PIN, key = newKey()) =>
    g.gw.sealed('POST', '/wps/member/transferUpline', { amount, password, idempotencyKey: key }, { token });

  it('moves money from the main wallet to the upline’s, once per key, and says who sent what to whom', async () => {
    const upline = await agent();
    const member = await agent({ uplineId: upline.id, amount: 50_00n });
    expect((await g.gw.get('/wps/member/info', { token: member.token })).json().value.toUpline).toBe('1');
    const key = newKey();
    const sent = await toUpline(member.token, '12.50', PIN, key);
    expect(sent.json(), sent.body).toMatchObject({
      success: true,
      value: { account: member.username, upline: upline.username, amount: 12.5, mainBalance: 37.5 },
    });
    const again = await toUpline(member.token, '12.50', PIN, key);
    expect(again.json().value.transactionId).toBe(sent.json().value.transactionId);
    expect(await wallets(g, member.id)).toMatchObject({ main: 37_50n });
    expect(await wallets(g, upline.id)).toMatchObject({ main: 12_50n });
    const short = await toUpline(member.token, 40);
    expect(short.json()).toMatchObject({ errorCode: 'wallet.insufficient', value: { available: 37.5 } });
    // a transfer must be sealed like the other payment-password calls
    const plain = await g.gw.app.inject({
      method: 'POST',
      url: '/wps/member/transferUpline',
      payload: { amount: 1, password: PIN, idempotencyKey: newKey() },
      headers: { authorization: member.token },
    });
    expect(plain.json().errorCode).toBe('payload.encryption.required');
  });

  it('refuses without an upline, with a wrong payment password, a bad amount, for type 2 and with the module off', async () => {
    const loner = await agent({ amount: 10_00n });
    expect((await toUpline(loner.token, 1)).json().errorCode).toBe('transfer.upline.none');

    const upline = await agent();
    const member = await agent({ uplineId: upline.id, amount: 10_00n });
    const wrong = await toUpline(member.token, 1, '000000');
    expect(wrong.json()).toMatchObject({ errorCode: 'invalid.payment.pw', value: { attemptsLeft: 4 } });
    const bad = await toUpline(member.token, '1.001');
    expect(bad.json().value.fields).toHaveProperty('amount');

    const typeTwo = await agent({ uplineId: upline.id, type: 2, amount: 10_00n });
    expect((await toUpline(typeTwo.token, 1)).json().errorCode).toBe('transfer.upline.unavailable');
    const player = await newPlayer(g, 10_00n);
    await g.gw.database.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [player.id, upline.id]);
    expect((await toUpline(player.token, 1)).json().errorCode).toBe('transfer.upline.unavailable');

    await g.gw.database.db.query(`UPDATE modules SET enabled = false WHERE merchant_id = $1 AND mod_id = 'AGETRANSFERUP3'`, [g.merchantId]);
    g.gw.app.ctx.merchants.invalidate();
    try {
      expect((await toUpline(member.token, 1)).json().errorCode).toBe('transfer.upline.unavailable');
    } finally {
      await g.gw.database.db.query(`UPDATE modules SET enabled = true WHERE merchant_id = $1 AND mod_id = 'AGETRANSFERUP3'`, [g.merchantId]);
      g.gw.app.ctx.merchants.invalidate();
    }
    expect(await wallets(g, member.id)).toMatchObject({ main: 10_00n });
    expect(await wallets(g, upline.id)).toEqual({});
    expect((await toUpline(member.token, 1)).json().success).toBe(true);
  });
});
