/**
 * An agent's transfers with its team through the gateway (issue 14): credit to a member anywhere
 * under it and collect back, each one balanced ledger movement after the agent's payment password;
 * a member outside the team, a non-agent, a wrong password and more than the paying side holds are
 * refused with nothing moved; a retried key moves nothing twice; twenty credits of the whole
 * balance sent at once move exactly the affordable one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cryptoRandom } from '../../server/demo-games/random';
import { expectLedgerBalanced, newPlayer, startGameGateway, wallets } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import type { TestGateway } from './support/test-gateway';

const PIN = '246813';
let gg: GameGateway;
let g: TestGateway;

interface Member {
  id: number;
  token: string;
  username: string;
}

async function member(upline: Member | null, amount: bigint, type: number): Promise<Member> {
  const created = await newPlayer(gg, amount);
  await g.database.db.query('UPDATE members SET type = $2, upline_id = $3 WHERE id = $1', [created.id, type, upline?.id ?? null]);
  return created;
}

async function withPin(who: Member) {
  const set = await g.sealed('PUT', '/wps/member/paymentPassword', { newPassword: PIN, confirmNewPassword: PIN }, { token: who.token });
  expect(set.json(), set.body).toMatchObject({ success: true });
}

let serial = 0;
const send = (who: Member, path: 'credit' | 'collect', body: { downlineId: number; amount: string; password?: string; idempotencyKey?: string }) =>
  g
    .sealed(
      path === 'credit' ? 'PUT' : 'POST',
      path === 'credit' ? '/wps/agent/transferDownline' : '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
      { password: PIN, idempotencyKey: `downline-test-${String(process.pid).padStart(8, '0')}-${(serial += 1)}`, ...body },
      { token: who.token },
    )
    .then((response) => response.json());

const main = async (who: Member) => (await wallets(gg, who.id)).main ?? 0n;

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
});
afterAll(() => g.close());

describe("an agent's transfers with its team", () => {
  it('credits a member anywhere under the agent and collects back, each one movement, and says who and how much', async () => {
    const agent = await member(null, 100_00n, 1);
    const sub = await member(agent, 0n, 1);
    const player = await member(sub, 0n, 0);
    await withPin(agent);
    expect(await send(agent, 'credit', { downlineId: sub.id, amount: '30' })).toMatchObject({
      success: true,
      value: { account: agent.username, downline: sub.username, amount: 30, mainBalance: 70 },
    });
    // two levels down
    expect((await send(agent, 'credit', { downlineId: player.id, amount: '12.50' })).value.mainBalance).toBe(57.5);
    expect(await main(player)).toBe(12_50n);
    expect((await send(agent, 'collect', { downlineId: player.id, amount: '2.50' })).value).toMatchObject({
      downline: player.username,
      mainBalance: 60,
    });
    expect(await main(player)).toBe(10_00n);
    const remarks = await g.database.db.query<{ details: Record<string, unknown> }>(
      `SELECT details FROM ledger_transactions WHERE kind = 'transfer' AND idempotency_key LIKE $1 ORDER BY id`,
      [`downline-transfer:${agent.id}:%`],
    );
    expect(remarks.rows.map((row) => row.details)).toEqual([
      { from: agent.username, to: sub.username, downline: true },
      { from: agent.username, to: player.username, downline: true },
      { from: player.username, to: agent.username, collected: true },
    ]);
    await expectLedgerBalanced(gg);
  });

  it('refuses outside the team, for a non-agent, with a wrong password and beyond what the paying side holds, moving nothing', async () => {
    const agent = await member(null, 50_00n, 1);
    const sub = await member(agent, 5_00n, 0);
    const stranger = await member(null, 5_00n, 0);
    await withPin(agent);
    expect(await send(agent, 'credit', { downlineId: stranger.id, amount: '1' })).toMatchObject({
      success: false,
      errorCode: 'transfer.downline.unknown',
    });
    expect(await send(agent, 'collect', { downlineId: stranger.id, amount: '1' })).toMatchObject({ errorCode: 'transfer.downline.unknown' });
    // its own upline is not its team either
    const upper = await member(null, 0n, 1);
    await g.database.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [agent.id, upper.id]);
    expect(await send(agent, 'collect', { downlineId: upper.id, amount: '1' })).toMatchObject({ errorCode: 'transfer.downline.unknown' });
    expect(await send(agent, 'credit', { downlineId: sub.id, amount: '1', password: '999999' })).toMatchObject({ errorCode: 'invalid.payment.pw' });
    expect(await send(agent, 'credit', { downlineId: sub.id, amount: '50.01' })).toMatchObject({
      errorCode: 'wallet.insufficient',
      value: { available: 50 },
    });
    expect(await send(agent, 'collect', { downlineId: sub.id, amount: '5.01' })).toMatchObject({
      errorCode: 'wallet.insufficient',
      value: { available: 5 },
    });
    expect(await send(agent, 'credit', { downlineId: sub.id, amount: '0.001' })).toMatchObject({ errorCode: 'request_param_err' });
    await withPin(sub);
    expect(await send(sub, 'credit', { downlineId: stranger.id, amount: '1' })).toMatchObject({ errorCode: 'agent.only' });
    expect([await main(agent), await main(sub), await main(stranger)]).toEqual([50_00n, 5_00n, 5_00n]);
  });

  it('moves once for a retried key, and exactly the affordable one of twenty credits of the whole balance sent at once', async () => {
    const agent = await member(null, 20_00n, 1);
    const sub = await member(agent, 0n, 1);
    await withPin(agent);
    // 16 to 64 letters, digits, - and _ (wire/deposit.schemas.ts), whatever the process id
    const body = { downlineId: sub.id, amount: '5', idempotencyKey: `retried-credit-${String(process.pid).padStart(8, '0')}` };
    const first = await send(agent, 'credit', body);
    expect(first, JSON.stringify(first)).toMatchObject({ success: true });
    const again = await send(agent, 'credit', body);
    expect(again.value.transactionId).toBe(first.value.transactionId);
    expect(await main(sub)).toBe(5_00n);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(agent, 'credit', { downlineId: sub.id, amount: '15' })));
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    expect(answers.filter((answer) => !answer.success).every((answer) => answer.errorCode === 'wallet.insufficient')).toBe(true);
    expect([await main(agent), await main(sub)]).toEqual([0n, 20_00n]);
    await expectLedgerBalanced(gg);
  });
});
