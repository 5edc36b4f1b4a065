/**
 * Free play (issue 32): a trial account plays the demo games with play credit, which is not money.
 * A free-play login gets the merchant's amount (2,000.00 unless set) in its `play_credit` wallet,
 * funded from `play_credit_house`; a spin moves that wallet and nothing the operator counts as real
 * (the house, the cashier, game_bets, team and member days, the winners board); a second free-play
 * login starts at the full amount again; the credit cannot be withdrawn or transferred, and the draw
 * lotteries stay closed to it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { resetPlayCredit } from '../../server/wallet/play-credit.service';
import {
  admin,
  expectLedgerBalanced,
  gameCall,
  gameOfType,
  launch,
  newBetId,
  redeem,
  startGameGateway,
  ticketOf,
  wallets,
} from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';

let g: GameGateway;

beforeAll(async () => {
  g = await startGameGateway(cryptoRandom);
});
afterAll(() => g?.gw.close());

async function freePlayLogin(): Promise<{ token: string; id: number }> {
  const answer = (await g.gw.app.inject({ method: 'POST', url: '/wps/session/login/freeplay' })).json();
  expect(answer, JSON.stringify(answer)).toMatchObject({ success: true, value: { customerType: 4 } });
  return { token: answer.value.token, id: answer.value.id };
}

async function slotPage(token: string) {
  const slot = await gameOfType(g, 'RNG');
  const launched = (await launch(g, token, { nodeId: slot.node_id })).json();
  expect(launched, JSON.stringify(launched)).toMatchObject({ success: true, value: { accountType: 0 } });
  return (await redeem(g, ticketOf(launched.value.url))).json().value as { token: string; session: { balance: number; minBet: number } };
}

const headerBalance = async (token: string) => (await g.gw.get('/wps/v2/wallets/balance', { token })).json().value;

/** What the operator counts as real: its own accounts, real rounds, member and team days, wins on the board. */
async function realTotals() {
  const one = async (sql: string) => (await g.gw.database.db.query<{ v: string | null }>(sql, [g.merchantId])).rows[0].v ?? '0';
  return {
    house: await one(
      `SELECT sum(balance)::text AS v FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NULL AND kind <> 'play_credit_house'`,
    ),
    realWallets: await one(
      `SELECT sum(balance)::text AS v FROM ledger_accounts WHERE merchant_id = $1 AND member_id IS NOT NULL AND kind <> 'play_credit'`,
    ),
    gameBets: await one('SELECT count(*)::text AS v FROM game_bets WHERE merchant_id = $1'),
    betDays: await one('SELECT coalesce(sum(stake), 0)::text AS v FROM member_bet_days WHERE merchant_id = $1'),
    memberDays: await one(
      "SELECT coalesce(sum(d.valid_bet), 0)::text || '/' || coalesce(sum(d.pnl), 0)::text AS v FROM member_days d JOIN members m ON m.id = d.member_id WHERE m.merchant_id = $1",
    ),
    teamDays: await one(
      "SELECT coalesce(sum(d.valid_bet), 0)::text || '/' || coalesce(sum(d.pnl), 0)::text AS v FROM team_days d JOIN members m ON m.id = d.agent_id WHERE m.merchant_id = $1",
    ),
    wins: await one(`SELECT count(*)::text AS v FROM ledger_transactions WHERE merchant_id = $1 AND kind IN ('bet', 'win', 'refund')`),
  };
}

describe('free play', () => {
  it('gives a trial 2,000.00 of play credit, and a spin moves it without touching any real total', async () => {
    const before = await realTotals();
    const trial = await freePlayLogin();
    expect(await wallets(g, trial.id)).toMatchObject({ play_credit: 2_000_00n });
    // the header shows the play credit beside the money, which stays at nothing
    expect(await headerBalance(trial.token)).toMatchObject({ sumBalance: 0, playCredit: 2000 });

    const page = await slotPage(trial.token);
    expect(page.session.balance).toBe(2_000_00);
    const stake = page.session.minBet * 5;
    const spin = (await gameCall(g, page.token, 'slot/spin', { betId: newBetId(), stake })).json();
    expect(spin, JSON.stringify(spin)).toMatchObject({ success: true });
    const after = 2_000_00 - stake + spin.value.payout;
    expect(spin.value.balance).toBe(after);
    expect(await wallets(g, trial.id)).toMatchObject({ play_credit: BigInt(after) });
    expect((await headerBalance(trial.token)).playCredit).toBe(after / 100);
    // the round is kept with play credit's own, and the operator's figures did not move
    const rounds = await g.gw.database.db.query('SELECT stake::int FROM play_credit_bets WHERE member_id = $1', [trial.id]);
    expect(rounds.rows).toEqual([{ stake }]);
    expect(await realTotals()).toEqual(before);
    await expectLedgerBalanced(g);
  });

  it('starts every free-play login at the full play credit, the merchant’s amount when it set one', async () => {
    const first = await freePlayLogin();
    const page = await slotPage(first.token);
    await gameCall(g, page.token, 'slot/spin', { betId: newBetId(), stake: page.session.minBet * 5 });
    const second = await freePlayLogin();
    expect(await wallets(g, second.id)).toMatchObject({ play_credit: 2_000_00n });

    // a reset sets the credit back to the amount by one movement; its key used again moves nothing
    const spent = (await wallets(g, first.id)).play_credit !== 2_000_00n;
    const key = `play-credit:test:${first.id}`;
    const reset = { merchantId: g.merchantId, memberId: first.id, currency: 'PHP', amount: 2_000_00n, idempotencyKey: key };
    expect(await resetPlayCredit(g.gw.database.db, { ...reset, now: g.gw.clock.now() })).toBe(2_000_00n);
    expect(await resetPlayCredit(g.gw.database.db, { ...reset, now: g.gw.clock.now() })).toBe(2_000_00n);
    const movements = await g.gw.database.db.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [key]);
    expect(movements.rows).toHaveLength(spent ? 1 : 0);

    await admin(g, 'setting', 'playCredit', '50000');
    try {
      const third = await freePlayLogin();
      expect(await wallets(g, third.id)).toMatchObject({ play_credit: 500_00n });
    } finally {
      await admin(g, 'setting', 'playCredit', '200000');
    }
    await expectLedgerBalanced(g);
  });

  it('cannot withdraw, transfer or bet the draw lotteries with play credit', async () => {
    const trial = await freePlayLogin();
    const withdrawal = await g.gw.sealed(
      'POST',
      '/wps/v2/transaction/withdraw',
      { amount: '100', bankCardId: '1', password: '135790', idempotencyKey: `free-play-withdraw-${trial.id}` },
      { token: trial.token },
    );
    expect(withdrawal.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    const vendor = (await gameOfType(g, 'RNG')).vassalage;
    for (const from of ['play_credit', 'main']) {
      const moved = await g.gw.app.inject({
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        headers: { authorization: trial.token },
        payload: { from, to: `vendor:${vendor}`, amount: '100', idempotencyKey: `free-play-transfer-${from}-${trial.id}` },
      });
      expect(moved.json().success, moved.body).toBe(false);
    }
    // the draw lotteries launch like any game but take no bet of play credit
    const hanoi = (await g.gw.get('/lgw/vn/games/game_menu')).json().NORTH.gameMenus[0];
    const launched = await g.gw.get(`/wps/game/launchGame?nodeId=${hanoi.nodeId}&language=EN`, { token: trial.token });
    const draw = (
      await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/session', payload: { ticket: ticketOf(launched.json().value.url) } })
    ).json().value;
    const headers = { 'x-game-session': draw.token };
    const current = (await g.gw.get('/demo-games/api/draw/state', { headers })).json().value.current;
    const bet = { betId: newBetId(), numero: current.numero, kind: 'DE', picks: ['38'], stake: Math.max(draw.session.minBet, 100) };
    const placed = await g.gw.app.inject({ method: 'POST', url: '/demo-games/api/draw/bet', payload: bet, headers });
    expect(placed.json()).toMatchObject({ success: false, errorCode: 'in_need_true_account' });
    expect(await wallets(g, trial.id)).toMatchObject({ play_credit: 2_000_00n });
    const vendorWallets = Object.entries(await wallets(g, trial.id)).filter(([kind, balance]) => kind.startsWith('vendor:') && balance !== 0n);
    expect(vendorWallets).toEqual([]);
  });
});
