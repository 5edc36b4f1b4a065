/**
 * Member-centre chart: graph paths over loading (done or failed), retry, pages asked for before
 * and after the menu arrived, badge counts and closing; behaviour: the platform's gate table, the
 * default page in place of one the member is not offered, badges only above zero.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { isOffered, MEMBER_CENTRE_PAGES, memberCentreMachine, offeredPages, selectMemberCentreView } from '../../machines/member-centre';
import type { MemberCentreGates, MemberCentreInput, MemberCentreLoad, MemberCentreSnapshot } from '../../machines/member-centre';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const gates = (overrides: Partial<MemberCentreGates> = {}): MemberCentreGates => ({
  features: { AGETRANSFERUP3: true, FEEDBACK3: true },
  singleWallet: false,
  toUpline: true,
  memberType: 0,
  ...overrides,
});
const counts = { missionLeaderboard: 0, messageV2: 3, rewardCenter: 0 };
/** every page offered; a single-wallet credit merchant whose member may not reach its upline */
const everything: MemberCentreLoad = { gates: gates(), counts };
const restricted: MemberCentreLoad = {
  gates: gates({ singleWallet: true, toUpline: false, features: { CREDITMAR3: true } }),
  counts: { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 },
};

runPathSuite({
  machine: memberCentreMachine.provide({ actors: { loadCentre: pending<MemberCentreLoad, void>() } }),
  inputs: [{ page: null }, { page: 'depositv2' }] satisfies MemberCentreInput[],
  events: {
    'xstate.done.actor.loadMemberCentre': [{ output: everything }, { output: restricted }],
    'xstate.error.actor.loadMemberCentre': [{ error: { errorCode: 'network.error' } }],
    'page.open': [{ page: 'transferFund' }, { page: 'securityCenter' }],
    'counts.update': [{ counts: { missionLeaderboard: 1, messageV2: 0, rewardCenter: 2 } }],
  },
  assertStep: (raw) => {
    const s = raw as unknown as MemberCentreSnapshot;
    const view = selectMemberCentreView(s);
    // the menu shows only once loaded
    expect(view.menu.length > 0).toBe(s.matches('ready'));
    // the page shown is always one the menu offers (or the default page while it loads)
    if (s.matches('ready')) expect(s.context.menu).toContain(view.page);
    expect(view.menu.filter((item) => item.current).map((item) => item.page)).toEqual(s.matches('ready') ? [view.page] : []);
    for (const item of view.menu) expect(item.badge === null || item.badge > 0).toBe(true);
    expect(view.errorCode !== null).toBe(s.matches('failed'));
  },
});

describe('member centre behaviour', () => {
  it('offers the pages as the platform gates them', () => {
    expect(offeredPages(gates())).toEqual([...MEMBER_CENTRE_PAGES]);
    expect(isOffered('transferFund', gates({ singleWallet: true }))).toBe(false);
    expect(isOffered('transferUpline', gates({ toUpline: false }))).toBe(false);
    expect(isOffered('transferUpline', gates({ memberType: 2 }))).toBe(false);
    expect(isOffered('transferUpline', gates({ features: {} }))).toBe(false);
    expect(isOffered('transferUpline', gates({ memberType: 1 }))).toBe(true);
    expect(isOffered('feedback', gates({ features: {} }))).toBe(false);
    for (const page of ['depositv2', 'withdraw'] as const) {
      expect(isOffered(page, gates({ features: { AGETRANSFERUP3: true, CREDITMAR3: true } })), page).toBe(false);
      expect(isOffered(page, gates()), page).toBe(true);
    }
  });

  async function open(load: MemberCentreLoad, page: MemberCentreInput['page']) {
    const actor = createActor(memberCentreMachine.provide({ actors: { loadCentre: fromPromise(async () => load) } }), {
      input: { page },
    }).start();
    await waitFor(actor, (s) => s.matches('ready'));
    return actor;
  }

  it('opens the page the address names, and the default page in place of one not offered', async () => {
    const actor = await open(everything, 'depositv2');
    expect(selectMemberCentreView(actor.getSnapshot())).toMatchObject({ page: 'depositv2', addressReplaced: false });
    const credit = await open(restricted, 'depositv2');
    expect(selectMemberCentreView(credit.getSnapshot())).toMatchObject({ page: 'securityCenter', addressReplaced: true });
    expect(selectMemberCentreView(credit.getSnapshot()).menu.map((item) => item.page)).not.toContain('transferFund');
  });

  it('shows a red badge only on a count above zero', async () => {
    const actor = await open(everything, null);
    const badges = () => selectMemberCentreView(actor.getSnapshot()).menu.filter((item) => item.badge !== null);
    expect(badges().map((item) => [item.page, item.badge])).toEqual([['messageV2', 3]]);
    actor.send({ type: 'counts.update', counts: { missionLeaderboard: 2, messageV2: 0, rewardCenter: 1 } });
    expect(badges().map((item) => [item.page, item.badge])).toEqual([
      ['rewardCenter', 1],
      ['missionLeaderboard', 2],
    ]);
  });
});
