/**
 * Withdrawals on a real database, through the gateway's routes: what a player, the operator and an
 * auditor rely on.
 * - The amount leaves the main wallet for the hold at once; the operator approves, rejects (the
 *   hold comes back, once) or pays (the payout to the cashier, the fee to the house).
 * - After payment the member confirms: received, partly received or not received; no answer in
 *   time counts as received; a disputed payment is either received after all (forced, nothing
 *   back) or refunded for what never arrived.
 * - 50 requests for the whole balance at once make one withdrawal; an approve racing a reject: one.
 * - Bad amounts, cards and payment passwords are refused and move nothing; limits per day hold;
 *   deposits must be wagered before they leave, winnings above them may.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { gameCall, gameOfType, newBetId, play, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, ledgerIsBalanced, mainBalance, uploadProof } from './support/deposit-driver';
import { accountBalance, boundPlayer, decide, depositPaid, PIN, readyPlayer, withdraw, withdrawalDetail } from './support/withdrawal-driver';
import type { TestGateway } from './support/test-gateway';

let gg: GameGateway;
let g: TestGateway;

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  // most tests here are about the withdrawal's own steps: the turnover rule has tests of its own
  expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '0')).code).toBe(0);
});
afterAll(() => g.close());

const idOf = (response: { json(): { value: { withdrawalId: string } } }) => response.json().value.withdrawalId;

describe('the withdraw page’s figures', () => {
  it('shows the limits, what is left today, the fee and whether the player is ready', async () => {
    const player = await boundPlayer(g);
    const settings = (await g.get('/wps/relay/MCSFE_getWithdrawSettings', { token: player.token })).json().value;
    expect(settings).toMatchObject({
      allowWithdraw: true,
      minWithdrawal: 100,
      maxWithdrawal: 50000,
      maxTransactionTimes: 5,
      remainingTransactionTimes: 5,
      feePercent: 1,
      confirmMinutes: 30,
      hasPaymentPassword: true,
      bankCardCount: 1,
    });
    const preview = (await g.get('/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=1,000', { token: player.token })).json().value;
    expect(preview).toEqual({ withdrawAmount: 1000, charge: 10, receivable: 990 });
    const bad = await g.get('/wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=12.345', { token: player.token });
    expect(bad.json().value.fields).toHaveProperty('withdrawAmount');
  });
});

describe('a withdrawal’s life', () => {
  it('holds the amount, is approved, paid and confirmed received; the ledger shows each step', async () => {
    const player = await readyPlayer(g, 500);
    const cashierBefore = await accountBalance(g, null, 'cashier');
    const houseBefore = await accountBalance(g, null, 'house');
    const requested = await withdraw(g, player, '100');
    expect(requested.json().value).toMatchObject({ status: 'pendingReview', amount: 100, charge: 1, payout: 99, bankName: 'GCash' });
    expect(requested.json().value.cardNumber).toMatch(/^\*+\d{4}$/);
    expect(await mainBalance(g, player.id)).toBe(400_00n);
    expect(await accountBalance(g, player.id, 'withdrawal-hold')).toBe(100_00n);
    // the header's balance is what the member may spend: the hold is not in it
    expect((await g.get('/wps/v2/wallets/balance', { token: player.token })).json().value.sumBalance).toBe(400);

    const id = idOf(requested);
    expect((await decide(g, 'approve', id)).code).toBe(0);
    expect((await decide(g, 'paid', id)).code).toBe(0);
    const paid = await withdrawalDetail(g, player, id);
    expect(paid.status).toBe('awaitingConfirmation');
    expect(paid.confirmBy).toBe(g.clock.now().getTime() + 30 * 60_000);
    expect(await accountBalance(g, player.id, 'withdrawal-hold')).toBe(0n);
    expect((await accountBalance(g, null, 'cashier')) - cashierBefore).toBe(99_00n);
    expect((await accountBalance(g, null, 'house')) - houseBefore).toBe(1_00n);

    const list = (await g.get('/wps/relay/MCSFE_getPaymentConfirmationList', { token: player.token })).json().value.records;
    expect(list.map((r: { withdrawalId: string }) => r.withdrawalId)).toEqual([id]);
    const answered = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'received' },
      headers: { authorization: player.token },
    });
    expect(answered.json().value).toMatchObject({ status: 'completed', receipt: 'confirmed', receivedAmount: 99 });
    const again = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'notReceived', proofImageId: '1' },
      headers: { authorization: player.token },
    });
    expect(again.json().errorCode).toBe('withdrawal.not.awaiting');
    const report = (await g.get('/wps/relay/MCSFE_getWithdrawTransactionReport', { token: player.token })).json().value;
    expect(report.records.map((r: { status: string }) => r.status)).toEqual(['completed']);
    expect(report.footer).toEqual([{ amount: 100 }]);
  });

  it('counts a payment nobody answers within 30 minutes as received', async () => {
    const player = await readyPlayer(g, 300);
    const id = idOf(await withdraw(g, player, 200));
    await decide(g, 'approve', id);
    await decide(g, 'paid', id);
    g.clock.advance(29 * 60_000);
    expect((await admin(g, 'withdrawal', 'sweep')).stdout).toContain('0 payments');
    g.clock.advance(2 * 60_000);
    expect((await admin(g, 'withdrawal', 'sweep')).stdout).toContain('1 payment counted as received');
    expect(await withdrawalDetail(g, player, id)).toMatchObject({ status: 'completed', receipt: 'autoReceived' });
  });

  it('refuses a proof id past any upload (twelve digits) as unknown, keeping the payment awaited', async () => {
    const player = await readyPlayer(g, 300);
    const id = idOf(await withdraw(g, player, 200));
    await decide(g, 'approve', id);
    await decide(g, 'paid', id);
    const answered = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'notReceived', proofImageId: '999999999999' },
      headers: { authorization: player.token },
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().errorCode).toBe('upload.image.unknown');
    expect(await withdrawalDetail(g, player, id)).toMatchObject({ status: 'awaitingConfirmation' });
  });

  it('refunds what never arrived when the operator finds a payment was not received', async () => {
    const player = await readyPlayer(g, 300);
    const id = idOf(await withdraw(g, player, 200));
    await decide(g, 'approve', id);
    await decide(g, 'paid', id);
    const proof = await uploadProof(g, player);
    const disputed = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'notReceived', proofImageId: proof.value!.imageId },
      headers: { authorization: player.token },
    });
    expect(disputed.json().value.status).toBe('disputed');
    expect(await mainBalance(g, player.id)).toBe(100_00n);
    expect((await decide(g, 'refund', id)).code).toBe(0);
    // the payout (198.00) comes back; the 2.00 fee stays with the house
    expect(await mainBalance(g, player.id)).toBe(298_00n);
    expect((await decide(g, 'refund', id)).code).toBe(1);
    expect(await mainBalance(g, player.id)).toBe(298_00n);
  });

  it('refunds nothing for a partly received payment the operator finds received after all (a forced receipt)', async () => {
    const player = await readyPlayer(g, 300);
    const id = idOf(await withdraw(g, player, 200));
    await decide(g, 'approve', id);
    await decide(g, 'paid', id);
    const tooMuch = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'partlyReceived', receivedAmount: '198' },
      headers: { authorization: player.token },
    });
    expect(tooMuch.json().value.fields).toHaveProperty('receivedAmount');
    const partly = await g.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_processC2CTransaction',
      payload: { withdrawalId: id, answer: 'partlyReceived', receivedAmount: '150.50' },
      headers: { authorization: player.token },
    });
    expect(partly.json().value).toMatchObject({ status: 'disputed', receivedAmount: 150.5 });
    expect((await decide(g, 'received', id)).code).toBe(0);
    expect(await withdrawalDetail(g, player, id)).toMatchObject({ status: 'completed', receipt: 'forced' });
    expect(await mainBalance(g, player.id)).toBe(100_00n);
  });

  it('lets exactly one of an approve and a reject racing on a request win, ten times over; a reject returns the whole amount once', async () => {
    const player = await readyPlayer(g, 3000);
    // ten requests in a day: more than the demo's five
    await admin(g, 'withdrawal', 'settings', '--daily-count', '20');
    onTestFinished(() => admin(g, 'withdrawal', 'settings', '--daily-count', '5').then(() => undefined));
    for (let round = 0; round < 10; round++) {
      const before = await mainBalance(g, player.id);
      const id = idOf(await withdraw(g, player, 100));
      const [approve, reject] = await Promise.all([decide(g, 'approve', id), decide(g, 'reject', id)]);
      expect([approve.code, reject.code].sort()).toEqual([0, 1]);
      const status = (await withdrawalDetail(g, player, id)).status;
      expect(await mainBalance(g, player.id)).toBe(status === 'rejected' ? before : before - 100_00n);
      const refunds = await g.database.db.query(`SELECT 1 FROM ledger_transactions WHERE idempotency_key = $1`, [`withdrawal:${id}:refund`]);
      expect(refunds.rows).toHaveLength(status === 'rejected' ? 1 : 0);
      // the loser changes nothing afterwards either
      const late = await decide(g, status === 'rejected' ? 'approve' : 'reject', id);
      expect(late.code).toBe(1);
      expect(late.stderr).toBe(`withdrawal ${id} is ${status}: it cannot be ${status === 'rejected' ? 'approved' : 'rejected'} now\n`);
    }
    // each refused decision reads as English, whatever its verb
    const id = idOf(await withdraw(g, player, 100));
    for (const [decision, words] of [
      ['received', 'marked received'],
      ['paid', 'marked paid'],
      ['refund', 'refunded'],
    ] as const) {
      expect((await decide(g, decision, id)).stderr).toBe(`withdrawal ${id} is pendingReview: it cannot be ${words} now\n`);
    }
  });
});

describe('concurrency', () => {
  it('makes exactly one withdrawal of 50 asking for the whole balance at once, and no balance goes below zero', async () => {
    const player = await readyPlayer(g, 1000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw(g, player, '1000')));
    const accepted = answers.filter((a) => a.json().success === true);
    expect(accepted).toHaveLength(1);
    const refusals = new Set(answers.filter((a) => a.json().success !== true).map((a) => a.json().errorCode));
    expect([...refusals]).toEqual(['withdraw.not.withdrawable']);
    expect(await mainBalance(g, player.id)).toBe(0n);
    expect(await accountBalance(g, player.id, 'withdrawal-hold')).toBe(1000_00n);
    const negative = await g.database.db.query('SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0');
    expect(negative.rows).toEqual([]);
  });

  it('answers a retried request (same key) with the same withdrawal', async () => {
    const player = await readyPlayer(g, 500);
    const key = 'retry-key-0123456789';
    const [first, second] = await Promise.all([withdraw(g, player, 100, { key }), withdraw(g, player, 100, { key })]);
    expect(idOf(second)).toBe(idOf(first));
    expect(await mainBalance(g, player.id)).toBe(400_00n);
  });
});

describe('refusals move nothing', () => {
  it.each([
    ['negative', '-5'],
    ['zero', '0'],
    ['three decimals', '100.005'],
    ['10^15', 1e15],
    ['text', 'all of it'],
    ['below the minimum', '99.99'],
    ['above the maximum', '50000.01'],
  ])('refuses an amount that is %s, naming the field', async (_label, amount) => {
    const player = await readyPlayer(g, 200);
    const answer = await withdraw(g, player, amount);
    expect(answer.statusCode).toBe(400);
    expect(Object.keys(answer.json().value.fields)).toEqual(['amount']);
    expect(await mainBalance(g, player.id)).toBe(200_00n);
  });

  it('refuses another member’s card, no card, and a missing or wrong payment password', async () => {
    const player = await readyPlayer(g, 500);
    const other = await boundPlayer(g);
    expect((await withdraw(g, player, 100, { cardId: other.cardId })).json().errorCode).toBe('withdraw.card.unknown');
    const wrong = await withdraw(g, player, 100, { password: '000000' });
    expect(wrong.json()).toMatchObject({ errorCode: 'invalid.payment.pw', value: { attemptsLeft: 4 } });
    const unready = await boundPlayer(g);
    await g.app.inject({ method: 'DELETE', url: `/wps/v2/member/bankCards?bankCardId=${unready.cardId}`, headers: { authorization: unready.token } });
    await depositPaid(g, unready, 200);
    expect((await withdraw(g, unready, 100)).json().errorCode).toBe('withdraw.card.required');
    expect(await mainBalance(g, player.id)).toBe(500_00n);
    expect(await mainBalance(g, unready.id)).toBe(200_00n);
  });

  it('locks the payment password after 5 wrong answers, for withdrawals too', async () => {
    const player = await readyPlayer(g, 500);
    for (let i = 0; i < 5; i++) await withdraw(g, player, 100, { password: '000000' });
    expect((await withdraw(g, player, 100, { password: PIN })).json().errorCode).toBe('payment.password.locked');
    g.clock.advance(16 * 60_000);
    expect((await withdraw(g, player, 100, { password: PIN })).json().success).toBe(true);
  });

  it('holds the daily count', async () => {
    expect((await admin(g, 'withdrawal', 'settings', '--daily-count', '2')).code).toBe(0);
    try {
      const player = await readyPlayer(g, 1000);
      expect((await withdraw(g, player, 100)).json().success).toBe(true);
      expect((await withdraw(g, player, 100)).json().success).toBe(true);
      expect((await withdraw(g, player, 100)).json().errorCode).toBe('withdraw.daily.count');
      expect(await mainBalance(g, player.id)).toBe(800_00n);
    } finally {
      await admin(g, 'withdrawal', 'settings', '--daily-count', '5');
    }
  });
});

describe('the turnover rule', () => {
  it('locks a deposit until it is wagered once, by any game, and lets winnings above it leave', async () => {
    expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '100')).code).toBe(0);
    try {
      const player = await readyPlayer(g, 500);
      const before = (await g.get('/wps/relay/MCSFE_getTurnoverInfo', { token: player.token })).json().value;
      expect(before).toMatchObject({ status: 'N', totalRequiredTurnover: 500, totalActualTurnover: 0, withdrawableBalance: 0, lockedBalance: 500 });
      expect((await withdraw(g, player, 100)).json()).toMatchObject({ errorCode: 'withdraw.not.withdrawable', value: { withdrawable: 0 } });

      const slot = await gameOfType(gg, 'RNG');
      const { gameToken } = await play(gg, player.token, slot);
      // ten spins of 50.00 wager the 500: the first a line of three (pays 230.00), the others none
      gg.random.script(0, 0, 0, ...Array.from({ length: 9 }, () => [0, 5, 10]).flat());
      for (let spin = 0; spin < 10; spin += 1) {
        expect((await gameCall(gg, gameToken, 'slot/spin', { betId: newBetId(), stake: 5_000 })).json().success).toBe(true);
      }
      expect(await mainBalance(g, player.id)).toBe(230_00n);
      const after = (await g.get('/wps/relay/MCSFE_getTurnoverInfo', { token: player.token })).json().value;
      expect(after).toMatchObject({
        status: 'A',
        totalActualTurnover: 500,
        remainingTurnover: 0,
        withdrawableBalance: 230,
        lockedBalance: 0,
      });
      expect(after.details.map((d: { gameType: string }) => d.gameType)).toEqual(['RNG']);
      // and the winnings may leave
      expect((await withdraw(g, player, 100)).json()).toMatchObject({ success: true });
    } finally {
      await admin(g, 'withdrawal', 'settings', '--turnover-percent', '0');
    }
  });
});

describe('the ledger after all of the above', () => {
  it('balances: every movement sums to zero and so do all accounts', async () => {
    await ledgerIsBalanced(g);
  });
});
