/**
 * Turnover carried with money moved between members (issue 32), through the gateway's routes:
 * - the probe: an agent opens player P, P deposits 500.00 online, the agent collects the 500.00
 *   and asks to withdraw it, with no bet placed anywhere: refused with the turnover error, the
 *   requirement having moved with the money; the same for a credit to a downline and a transfer to
 *   the upline;
 * - money that is free still moves and leaves: an operator's credit passed down, winnings above a
 *   requirement collected; wagering done before money arrived does not pay for it;
 * - ten collections sent at once carry exactly the locked part between them, no less.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { deposit } from '../../server/wallet/wallet.service';
import { gameCall, gameOfType, newBetId, play, startGameGateway, expectLedgerBalanced } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import { admin, newKey } from './support/deposit-driver';
import { boundPlayer, depositPaid, PIN, withdraw } from './support/withdrawal-driver';
import type { ReadyPlayer } from './support/withdrawal-driver';
import type { TestGateway } from './support/test-gateway';

let gg: GameGateway;
let g: TestGateway;

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
  expect((await admin(g, 'withdrawal', 'settings', '--turnover-percent', '100')).code).toBe(0);
});
afterAll(() => g.close());

/** A member ready to withdraw (real name, payment password, a bound e-wallet), of a type, under an upline. */
async function ready(type: number, upline: { id: number } | null = null): Promise<ReadyPlayer> {
  const member = await boundPlayer(g);
  await g.database.db.query('UPDATE members SET type = $2, upline_id = $3 WHERE id = $1', [member.id, type, upline?.id ?? null]);
  return member;
}

/** Money the operator puts in (no deposit behind it, so nothing to wager), as the test helpers do. */
async function operatorCredit(member: { id: number }, minor: bigint) {
  const posted = await deposit(g.database.db, {
    merchantId: gg.merchantId,
    memberId: member.id,
    amount: minor,
    idempotencyKey: `operator-credit:${newKey()}`,
    reference: 'test',
    now: g.clock.now(),
  });
  expect(posted.kind).toBe('posted');
}

const collect = (agent: { token: string }, downlineId: number, amount: string) =>
  g
    .sealed(
      'POST',
      '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
      { downlineId, amount, password: PIN, idempotencyKey: newKey() },
      { token: agent.token },
    )
    .then((r) => r.json());
const credit = (agent: { token: string }, downlineId: number, amount: string) =>
  g
    .sealed('PUT', '/wps/agent/transferDownline', { downlineId, amount, password: PIN, idempotencyKey: newKey() }, { token: agent.token })
    .then((r) => r.json());
const toUpline = (member: { token: string }, amount: string) =>
  g.sealed('POST', '/wps/member/transferUpline', { amount, password: PIN, idempotencyKey: newKey() }, { token: member.token }).then((r) => r.json());
const turnover = async (member: { token: string }) => (await g.get('/wps/relay/MCSFE_getTurnoverInfo', { token: member.token })).json().value;

describe('money moved between members keeps its turnover requirement', () => {
  it('refuses the withdrawal of a collected deposit nobody wagered: the probe, with a player the agent opened', async () => {
    const agent = await ready(1);
    const opened = (
      await g.sealed(
        'POST',
        '/wps/agent/downline',
        { username: `carry${process.pid % 1000}p`, password: 'Opened2026', type: 'member' },
        { token: agent.token },
      )
    ).json();
    expect(opened, JSON.stringify(opened)).toMatchObject({ success: true });
    const login = (await g.login(opened.value.username, 'Opened2026')).json();
    const player = { id: opened.value.customerId as number, token: login.value.token as string, username: opened.value.username as string };
    await depositPaid(g, player, 500);
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 500, withdrawableBalance: 0 });

    expect(await collect(agent, player.id, '500')).toMatchObject({ success: true, value: { mainBalance: 500 } });
    expect(await withdraw(g, agent, '500').then((r) => r.json())).toMatchObject({
      success: false,
      errorCode: 'withdraw.not.withdrawable',
      value: { withdrawable: 0 },
    });
    // the requirement moved with the money: the agent owes it now, the player no longer
    expect(await turnover(agent)).toMatchObject({
      status: 'N',
      remainingTurnover: 500,
      mainBalance: 500,
      withdrawableBalance: 0,
      lockedBalance: 500,
    });
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 0, mainBalance: 0 });
  });

  it('does the same for a credit to a downline and a transfer to the upline', async () => {
    const top = await ready(1);
    const agent = await ready(1, top);
    const player = await ready(0, agent);
    await depositPaid(g, agent, 300);
    expect(await credit(agent, player.id, '300')).toMatchObject({ success: true });
    expect(await withdraw(g, player, '300').then((r) => r.json())).toMatchObject({ errorCode: 'withdraw.not.withdrawable' });
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 300, withdrawableBalance: 0 });

    await depositPaid(g, agent, 200);
    expect(await toUpline(agent, '200')).toMatchObject({ success: true });
    expect(await withdraw(g, top, '200').then((r) => r.json())).toMatchObject({ errorCode: 'withdraw.not.withdrawable' });
    expect(await turnover(top)).toMatchObject({ remainingTurnover: 200, withdrawableBalance: 0 });
    expect(await turnover(agent)).toMatchObject({ remainingTurnover: 0, mainBalance: 0 });
  });
});

describe('free money still moves and leaves', () => {
  it('passes on an operator credit and the part above a requirement with nothing to wager, and each leaves', async () => {
    const agent = await ready(1);
    const player = await ready(0, agent);
    await operatorCredit(agent, 400_00n);
    expect(await credit(agent, player.id, '400')).toMatchObject({ success: true });
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 0, withdrawableBalance: 400 });
    expect(await withdraw(g, player, '150').then((r) => r.json())).toMatchObject({ success: true });

    // 250.00 free, then a deposit of 500.00 to wager: collecting 250.00 takes only the free part
    await depositPaid(g, player, 500);
    expect(await collect(agent, player.id, '250')).toMatchObject({ success: true });
    expect(await turnover(agent)).toMatchObject({ remainingTurnover: 0, withdrawableBalance: 250 });
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 500, mainBalance: 500, withdrawableBalance: 0 });
    expect(await withdraw(g, agent, '250').then((r) => r.json())).toMatchObject({ success: true });
  });

  it('does not count wagering done before the collected money arrived', async () => {
    const agent = await ready(1);
    const player = await ready(0, agent);
    await operatorCredit(agent, 1_000_00n);
    await depositPaid(g, agent, 100);
    // ten spins of 50.00 with no line: 500.00 wagered against the 100.00 deposit
    const slot = await gameOfType(gg, 'RNG');
    const { gameToken } = await play(gg, agent.token, slot);
    gg.random.script(...Array.from({ length: 10 }, () => [0, 5, 10]).flat());
    for (let spin = 0; spin < 10; spin += 1) {
      expect((await gameCall(gg, gameToken, 'slot/spin', { betId: newBetId(), stake: 5_000 })).json().success).toBe(true);
    }
    expect(await turnover(agent)).toMatchObject({ remainingTurnover: 0, mainBalance: 600, withdrawableBalance: 600 });

    await depositPaid(g, player, 500);
    expect(await collect(agent, player.id, '500')).toMatchObject({ success: true });
    expect(await turnover(agent)).toMatchObject({ remainingTurnover: 500, mainBalance: 1100, withdrawableBalance: 600 });
    expect(await withdraw(g, agent, '601').then((r) => r.json())).toMatchObject({
      errorCode: 'withdraw.not.withdrawable',
      value: { withdrawable: 600 },
    });
  });
});

describe('collections sent at once', () => {
  it('carry exactly the locked part between them: ten collections of 100.00 from 500.00 free and 500.00 locked', async () => {
    const agent = await ready(1);
    const player = await ready(0, agent);
    await operatorCredit(player, 500_00n);
    await depositPaid(g, player, 500);
    const answers = await Promise.all(Array.from({ length: 10 }, () => collect(agent, player.id, '100')));
    expect(answers.every((a) => a.success)).toBe(true);
    expect(await turnover(player)).toMatchObject({ remainingTurnover: 0, mainBalance: 0 });
    expect(await turnover(agent)).toMatchObject({ remainingTurnover: 500, mainBalance: 1000, withdrawableBalance: 500 });
    await expectLedgerBalanced(gg);
  });
});
