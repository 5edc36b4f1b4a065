/**
 * Agent-centre chart: graph paths over loading (done or failed), retry, pages asked for before and
 * after the menu arrived, offer counts and closing; behaviour: the platform's gate table (three
 * entries whatever the modules, the others and each contract kind only while its module is on),
 * the team overview in place of a page the agent is not offered, a badge per kind with offers.
 */
import { describe, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import {
  AGENT_CENTRE_PAGES,
  AGENT_PAGE_MODULES,
  agentCentreMachine,
  isAgentPageOffered,
  offeredAgentPages,
  selectAgentCentreView,
} from '../../machines/agent-centre';
import type { AgentCentreEvent, AgentCentreInput, AgentCentreLoad, AgentCentreSnapshot } from '../../machines/agent-centre';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const allModules = Object.fromEntries(
  Object.values(AGENT_PAGE_MODULES)
    .filter((module) => module !== null)
    .map((module) => [module, true]),
);
const everything: AgentCentreLoad = { gates: { features: allModules }, counts: { dividend: 0, daily: 2, hourly: 0, realtime: 0 } };
/** a merchant without an agent module on */
const bare: AgentCentreLoad = { gates: { features: {} }, counts: { dividend: 1, daily: 0, hourly: 0, realtime: 0 } };

runPathSuite({
  machine: agentCentreMachine.provide({ actors: { loadCentre: pending<AgentCentreLoad, void>() } }),
  inputs: [{ page: null }, { page: 'agentDailyWages2' }] satisfies AgentCentreInput[],
  events: {
    'xstate.done.actor.loadAgentCentre': [{ output: everything }, { output: bare }],
    'xstate.error.actor.loadAgentCentre': [{ error: { errorCode: 'network.error' } }],
    'page.open': [{ page: 'registerCenter' }, { page: 'agentAnnouncement' }],
    'counts.update': [{ counts: { dividend: 0, daily: 0, hourly: 3, realtime: 0 } }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as AgentCentreSnapshot;
    const view = selectAgentCentreView(s);
    expect(view.menu.length > 0).toBe(s.matches('ready'));
    if (s.matches('ready')) expect(s.context.menu).toContain(view.page);
    expect(view.menu.filter((item) => item.current).map((item) => item.page)).toEqual(s.matches('ready') ? [view.page] : []);
    for (const item of view.menu) expect(item.badge === null || item.badge > 0).toBe(true);
    expect(view.errorCode !== null).toBe(s.matches('failed'));
  },
});

describe('agent centre behaviour', () => {
  it('offers every entry in SPEC order when every module is on, and three when none is', () => {
    expect(offeredAgentPages(everything.gates)).toEqual([...AGENT_CENTRE_PAGES]);
    expect(offeredAgentPages(bare.gates)).toEqual(['agentAnnouncement', 'agentTeamOverview', 'agentDownlineTransactionDetailsCopy']);
  });

  it('offers each contract kind only while its module is on', () => {
    const without = (module: string) => ({ features: { ...allModules, [module]: false } });
    expect(isAgentPageOffered('agentDividendRecordCopy', without('SIGNCONDIV3'))).toBe(false);
    expect(isAgentPageOffered('agentDailyWages2', without('DAILYSAL3'))).toBe(false);
    expect(isAgentPageOffered('agentHourSalary', without('HOURSAL3'))).toBe(false);
    expect(isAgentPageOffered('agentRealtimeSalary', without('REALTIMESAL3'))).toBe(false);
    expect(isAgentPageOffered('agentRealtimeSalary', without('HOURSAL3'))).toBe(true);
  });

  async function open(load: AgentCentreLoad, page: AgentCentreInput['page']) {
    const actor = createActor(agentCentreMachine.provide({ actors: { loadCentre: fromPromise(async () => load) } }), { input: { page } }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    return actor;
  }

  it('opens the page the address names, and the team overview in place of one not offered', async () => {
    const actor = await open(everything, 'agentDailyWages2');
    expect(selectAgentCentreView(actor.getSnapshot())).toMatchObject({ page: 'agentDailyWages2', addressReplaced: false });
    const plain = await open(bare, 'agentDailyWages2');
    expect(selectAgentCentreView(plain.getSnapshot())).toMatchObject({ page: 'agentTeamOverview', addressReplaced: true });
  });

  it('badges a contract entry with the offers of its kind waiting for an answer', async () => {
    const actor = await open(everything, null);
    const badges = () =>
      selectAgentCentreView(actor.getSnapshot())
        .menu.filter((item) => item.badge !== null)
        .map((item) => [item.page, item.badge]);
    expect(badges()).toEqual([['agentDailyWages2', 2]]);
    actor.send({ type: 'counts.update', counts: { dividend: 1, daily: 0, hourly: 0, realtime: 4 } });
    expect(badges()).toEqual([
      ['agentDividendRecordCopy', 1],
      ['agentRealtimeSalary', 4],
    ]);
  });

  it('counts again when a page tells it by its systemId that an offer was answered, and shows the new badges', async () => {
    const recounts: string[] = [];
    const actor = createActor(
      agentCentreMachine.provide({
        actors: {
          loadCentre: fromPromise(async () => everything),
          watchCounts: fromCallback<AgentCentreEvent>(({ sendBack, receive }) => {
            receive((event) => {
              recounts.push(event.type);
              sendBack({ type: 'counts.update', counts: { dividend: 0, daily: 0, hourly: 0, realtime: 0 } });
            });
          }),
        },
      }),
      { input: { page: null } },
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    // what the router tells the open centre when a contract chart announces an answer
    actor.send({ type: 'counts.stale' });
    await waitFor(actor, (s) => selectAgentCentreView(s).menu.every((item) => item.badge === null));
    expect(recounts).toEqual(['counts.stale']);
  });
});
