/**
 * Agent contracts through the gateway's routes on a real database (issue 14): a top agent, its
 * downline agent and that agent's downline agent, and
 * - an offer is answered once: accepted, rejected, withdrawn; of an accept and a reject sent
 *   together, and of two offers sent together, exactly one is applied, ten times over;
 * - an offer above what the upline has (its own contract, or the site's ceiling for a top agent) is
 *   refused, as are offers to someone not a direct downline agent and offers by a non-agent;
 * - a downline that accepts less than it gives its own downline is warned, changes nothing, and on
 *   saying yes releases that downline's contract in the same step;
 * - an end asked by one side is kept or confirmed by the other, with each kind's own letters;
 * - the consolidated info, the upline's list and the history say what happened; a kind whose module
 *   is off is not offered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_KINDS, CONTRACT_STATES } from '../../machines/agent-contract/index';
import { cryptoRandom } from '../../server/demo-games/random';
import { WIRE_CONTRACT_KINDS, WIRE_CONTRACT_STATES } from '../../wire/contracts.schemas';
import { newPlayer, startGameGateway } from './game-launch.driver';
import type { GameGateway } from './game-launch.driver';
import type { TestGateway } from './support/test-gateway';

let gg: GameGateway;
let g: TestGateway;

interface Agent {
  id: number;
  token: string;
  username: string;
}

/** A new agent (type 1) under `upline`, or a top agent. */
async function agent(upline: Agent | null, type = 1): Promise<Agent> {
  const member = await newPlayer(gg, 0n);
  await g.database.db.query('UPDATE members SET type = $2, upline_id = $3 WHERE id = $1', [member.id, type, upline?.id ?? null]);
  return member;
}

async function call(method: 'GET' | 'POST', url: string, token: string, body?: object) {
  const response = await g.app.inject({ method, url, payload: body, headers: { authorization: token } });
  return response.json();
}

const dailyTerms = (rate: number) => ({ tiers: [{ betVolume: 1000, activeMember: 1, rateType: 'P', rate }] });
const offerDaily = (upline: Agent, downline: Agent, rate: number) =>
  call('POST', '/wps/relay/MCSFE_applyContractDailySalary', upline.token, { downlineId: downline.id, product: 'CONS', ...dailyTerms(rate) });
const answerDaily = (downline: Agent, id: number, status: 'A' | 'R' | 'C', confirmRelease?: boolean) =>
  call('GET', `/wps/relay/MCS2_processDailySalContract?id=${id}&status=${status}${confirmRelease ? '&confirmRelease=true' : ''}`, downline.token);
const consolidated = async (member: Agent) => (await call('GET', '/wps/member/info/funds/consolidated', member.token)).value;

beforeAll(async () => {
  gg = await startGameGateway(cryptoRandom);
  g = gg.gw;
});
afterAll(() => g.close());

describe('agent contracts', () => {
  it('name the chart kinds and states on the wire as the chart does', () => {
    expect([...WIRE_CONTRACT_KINDS]).toEqual([...CONTRACT_KINDS]);
    expect([...WIRE_CONTRACT_STATES]).toEqual([...CONTRACT_STATES]);
  });

  it('are offered, listed as waiting, accepted once and then shown in force on both sides', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    const offered = await offerDaily(top, mid, 0.02);
    expect(offered, JSON.stringify(offered)).toMatchObject({
      success: true,
      value: { contract: { status: 'P', state: 'offered', receiverId: mid.id } },
    });
    const waiting = await consolidated(mid);
    expect(waiting.dailysalreqtype.CONS).toEqual([expect.objectContaining({ id: offered.value.contract.id, status: 'P', downlineHigherRate: 'N' })]);
    expect(waiting.dailysalreqtype.CONS[0].terms.tiers[0]).toEqual({ betVolume: 1000, activeMember: 1, rateType: 'P', rate: 0.02 });
    expect(waiting.dailysalinfotype).toEqual({});

    expect(await answerDaily(mid, offered.value.contract.id, 'A')).toMatchObject({ success: true, value: { contract: { status: 'A' } } });
    // answered once: a second answer is refused, the contract stays in force
    expect(await answerDaily(mid, offered.value.contract.id, 'R')).toMatchObject({ success: false, errorCode: 'contract.notAllowed' });
    const after = await consolidated(mid);
    expect(after.dailysalreqtype).toEqual({});
    expect(after.dailysalinfotype.CONS.agent).toEqual([expect.objectContaining({ status: 'A', uplineName: top.username })]);
    const listed = (await call('GET', '/wps/relay/MCSFE_getDownlineContracts?kind=daily', top.token)).value.downline;
    expect(listed).toEqual([expect.objectContaining({ receiverId: mid.id, receiverName: mid.username, status: 'A' })]);
    // another agent reads neither the contract nor its history
    const stranger = await agent(null);
    expect(await answerDaily(stranger, offered.value.contract.id, 'A')).toMatchObject({ success: false, errorCode: 'contract.notFound' });
    expect(await call('GET', `/wps/relay/MCSFE_getContractHistory?contractId=${offered.value.contract.id}`, stranger.token)).toMatchObject({
      errorCode: 'contract.notFound',
    });
  });

  it('give at most what the upline has: the site ceiling for a top agent, its own contract below', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    const low = await agent(mid);
    // the site's default daily ceiling is 3 %
    expect(await offerDaily(top, mid, 0.0301)).toMatchObject({ success: false, errorCode: 'contract.aboveOwnRate' });
    // an agent under a contracted upline shares only a contract it has
    expect(await offerDaily(mid, low, 0.01)).toMatchObject({ success: false, errorCode: 'contract.noOwnContract' });
    const own = await offerDaily(top, mid, 0.02);
    expect((await answerDaily(mid, own.value.contract.id, 'A')).success).toBe(true);
    expect(await offerDaily(mid, low, 0.0201)).toMatchObject({ success: false, errorCode: 'contract.aboveOwnRate' });
    expect(await offerDaily(mid, low, 0.02)).toMatchObject({ success: true, value: { contract: { status: 'P' } } });
    // not a direct downline, not an agent, not offered by an agent
    expect(await offerDaily(top, low, 0.01)).toMatchObject({ success: false, errorCode: 'contract.notDirectDownline' });
    const player = await agent(top, 0);
    expect(await offerDaily(top, player, 0.01)).toMatchObject({ success: false, errorCode: 'contract.downlineNotAgent' });
    const nobody = await agent(null, 0);
    expect(await offerDaily(nobody, player, 0.01)).toMatchObject({ success: false, errorCode: 'contract.notAgent' });
    // a bad rate is a field error, and nothing is offered
    const bad = await call('POST', '/wps/relay/MCSFE_applyContractDailySalary', top.token, {
      downlineId: mid.id,
      product: 'CONS',
      tiers: [{ betVolume: 10, activeMember: 1, rateType: 'P', rate: 0.00001 }],
    });
    expect(bad).toMatchObject({ success: false, errorCode: 'request_param_err' });
  });

  it('take exactly one of an accept and a reject sent together, and one of two offers sent together, ten times over', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    for (let round = 0; round < 10; round += 1) {
      const offered = await offerDaily(top, mid, 0.01);
      expect(offered.success, JSON.stringify(offered)).toBe(true);
      const id = offered.value.contract.id;
      const answers = await Promise.all([answerDaily(mid, id, 'A'), answerDaily(mid, id, 'R')]);
      expect(answers.filter((answer) => answer.success)).toHaveLength(1);
      const history = (await call('GET', `/wps/relay/MCSFE_getContractHistory?contractId=${id}`, mid.token)).value.list;
      expect(history.map((line: { by: string }) => line.by)).toEqual(['upline', 'downline']);
      // leave the pair without a live contract for the next round
      if (answers[0].success) {
        await call('POST', '/wps/relay/MCSFE_updateContractDividend', top.token, { contractId: id, status: 'C' });
        expect((await answerDaily(mid, id, 'C')).value.contract.state).toBe('terminated');
      }
    }
    const fresh = await agent(top);
    const offers = await Promise.all([offerDaily(top, fresh, 0.01), offerDaily(top, fresh, 0.015)]);
    expect(offers.filter((offer) => offer.success)).toHaveLength(1);
    expect(offers.find((offer) => !offer.success)).toMatchObject({ errorCode: 'contract.pending' });
    const live = await g.database.db.query(`SELECT id FROM agent_contracts WHERE downline_id = $1 AND state <> 'rejected'`, [fresh.id]);
    expect(live.rows).toHaveLength(1);
  });

  it('warn a downline that accepts less than it gives, change nothing, and release its downline once it says yes', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    const low = await agent(mid);
    const own = (await offerDaily(top, mid, 0.025)).value.contract.id;
    await answerDaily(mid, own, 'A');
    const given = (await offerDaily(mid, low, 0.02)).value.contract.id;
    await answerDaily(low, given, 'A');

    // the upline offers less than mid gives low: a change of mid's contract
    const change = await offerDaily(top, mid, 0.015);
    expect(change).toMatchObject({ success: true, value: { contract: { id: own, status: 'E', state: 'changeOffered' } } });
    expect((await consolidated(mid)).dailysalreqtype.CONS).toEqual([expect.objectContaining({ id: own, status: 'E', downlineHigherRate: 'Y' })]);
    expect(await answerDaily(mid, own, 'A')).toMatchObject({ success: false, errorCode: 'contract.downlineHigherRate' });
    expect((await consolidated(low)).dailysalinfotype.CONS.agent[0].status).toBe('A');

    const accepted = await answerDaily(mid, own, 'A', true);
    expect(accepted).toMatchObject({ success: true, value: { contract: { status: 'A', terms: { tiers: [{ rate: 0.015 }] } }, released: [given] } });
    expect((await consolidated(low)).dailysalinfotype).toEqual({});
    const history = (await call('GET', `/wps/relay/MCSFE_getContractHistory?contractId=${given}`, low.token)).value.list;
    expect(history.at(-1)).toMatchObject({ by: 'system', event: 'system.release', fromState: 'active', toState: 'terminated' });
  });

  it('end only when the other side confirms, each kind with its own letters', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    const daily = (await offerDaily(top, mid, 0.01)).value.contract.id;
    await answerDaily(mid, daily, 'A');
    const askEnd = () => call('POST', '/wps/relay/MCSFE_updateContractDividend', top.token, { contractId: daily, status: 'C' });
    expect(await askEnd()).toMatchObject({ success: true, value: { contract: { status: 'V', terminationBy: 'upline' } } });
    // the side that asked cannot settle it itself
    expect(await askEnd()).toMatchObject({ success: false, errorCode: 'contract.notAllowed' });
    expect(await answerDaily(mid, daily, 'A')).toMatchObject({ success: true, value: { contract: { status: 'A' } } });
    await askEnd();
    expect(await answerDaily(mid, daily, 'C')).toMatchObject({ success: true, value: { contract: { status: 'C', state: 'terminated' } } });

    // hourly: A confirms an end, R keeps the contract
    const hourly = (
      await call('POST', '/wps/relay/MCSFE_applyContractHourSalary', top.token, { downlineId: mid.id, product: 'RNG', ...dailyTerms(0.01) })
    ).value.contract.id;
    const answerHourly = (status: string) => call('POST', '/wps/relay/MCS2_processContractHourSalary', mid.token, { contractId: hourly, status });
    await answerHourly('A');
    const endHourly = () => call('POST', '/wps/relay/MCSFE_updateContractDividend', top.token, { contractId: hourly, status: 'C' });
    await endHourly();
    expect((await answerHourly('R')).value.contract.state).toBe('active');
    await endHourly();
    expect((await answerHourly('A')).value.contract.state).toBe('terminated');

    // the downline asks; the upline confirms
    const dividend = await call('POST', '/wps/relay/MCSFE_applyContractualDividend', top.token, {
      downlineId: mid.id,
      product: 'LIVE',
      period: 'M',
      base: 'NGR',
      carryOver: false,
      tiers: [{ minimumBet: 100, netLoss: 10, activeMember: 1, contractRate: 0.3 }],
    });
    await call('GET', '/wps/relay/MCS2_processDividendReq?type=LIVE&status=A', mid.token);
    expect((await call('GET', '/wps/relay/MCS2_processDividendReq?type=LIVE&status=C', mid.token)).value.contract).toMatchObject({
      status: 'V',
      terminationBy: 'downline',
    });
    const confirmed = await call('POST', '/wps/relay/MCSFE_updateContractDividend', top.token, {
      contractId: dividend.value.contract.id,
      status: 'C',
    });
    expect(confirmed.value.contract.state).toBe('terminated');
  });

  it('are listed to agents only: a player asking for its downlines’ contracts is told so, not given an empty list', async () => {
    const top = await agent(null);
    const player = await agent(top, 0);
    expect(await call('GET', '/wps/relay/MCSFE_getDownlineContracts?kind=daily', player.token)).toMatchObject({
      success: false,
      errorCode: 'agent.only',
    });
    expect(await call('GET', '/wps/relay/MCSFE_getDownlineContracts?kind=daily', top.token)).toMatchObject({
      success: true,
      value: { downline: [] },
    });
  });

  it('are not offered while their module is off', async () => {
    const top = await agent(null);
    const mid = await agent(top);
    await g.database.db.query(`UPDATE modules SET enabled = false WHERE mod_id = 'DAILYSAL3'`);
    g.app.ctx.merchants.invalidate();
    try {
      expect(await offerDaily(top, mid, 0.01)).toMatchObject({ success: false, errorCode: 'contract.unavailable' });
    } finally {
      await g.database.db.query(`UPDATE modules SET enabled = true WHERE mod_id = 'DAILYSAL3'`);
      g.app.ctx.merchants.invalidate();
    }
  });
});
