/**
 * Downline-actions chart: graph paths over the panel opened for a direct player, a direct agent and
 * a member further down, each action offered only where it may be (rebates for direct downlines,
 * promotion for direct players), the rebates and transfer charts started with the member and
 * direction, a transfer's snapshots (the money moved, or not yet), back to the menu, another row's
 * panel replacing the open one, a promotion confirmed, refused and done; the team's list runs for
 * the chart's whole life and reloads exactly when a member changed. Behaviour with the real
 * transfer chart: a promotion is sent only after the confirmation, and each change reloads the list.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { downlineActionsMachine, mayPromote, maySetRebates, selectDownlineActionsView } from '../../machines/downline-actions';
import type { DownlineActionsSnapshot, TeamDownline } from '../../machines/downline-actions';
import type { downlineRebatesMachine } from '../../machines/downline-rebates';
import { downlineTransferMachine } from '../../machines/downline-transfer';
import type { DownlineTransferRequest, DownlineTransferResult } from '../../machines/downline-transfer';
import type { pagedListMachine } from '../../machines/paged-list';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DownlineActionsSnapshot;
const player: TeamDownline = { customerId: 11, customerName: 'ann', isAgent: false, level: 1 };
const agent: TeamDownline = { customerId: 12, customerName: 'bob', isAgent: true, level: 1 };
const deeper: TeamDownline = { customerId: 13, customerName: 'cy', isAgent: false, level: 2 };

/** What the stand-in charts were started with and told, in order. */
const log: { src: string; type: string; input?: unknown }[] = [];
const stub = (src: string) =>
  createMachine({
    id: `${src}Stub`,
    context: ({ input }) => {
      log.push({ src, type: 'start', input });
      return {};
    },
    on: { '*': { actions: ({ event }) => void log.push({ src, type: event.type }) } },
  });
const refreshes = () => log.filter((entry) => entry.src === 'teamMembers' && entry.type === 'list.refresh').length;
let refreshesBefore = 0;

runPathSuite({
  machine: downlineActionsMachine.provide({
    actors: {
      promoteDownline: pending<void, { downlineId: number }>(),
      teamMembers: stub('teamMembers') as unknown as typeof pagedListMachine,
      downlineRebates: stub('downlineRebates') as unknown as typeof downlineRebatesMachine,
      downlineTransfer: stub('downlineTransfer') as unknown as typeof downlineTransferMachine,
    },
  }),
  input: { today: '2026-03-02' },
  events: {
    'panel.open': [{ downline: player }, { downline: agent }, { downline: deeper }],
    'transfer.open': [{ direction: 'toDownline' }, { direction: 'fromDownline' }],
    'xstate.done.actor.promoteDownline': [{ output: undefined }],
    'xstate.error.actor.promoteDownline': [{ error: { errorCode: 'downline.alreadyAgent' } }],
    'xstate.snapshot.downlineTransfer': [{ snapshot: { value: 'done' } }, { snapshot: { value: 'confirming' } }],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { downline, direction, errorCode } = s.context;
    return JSON.stringify([s.value, downline, direction, errorCode]);
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectDownlineActionsView(s);
    // the team's list runs for the chart's whole life, for today
    if (event.type === 'xstate.init') {
      expect(log.at(-1)).toEqual({ src: 'teamMembers', type: 'start', input: { today: '2026-03-02', pageSize: 20 } });
      refreshesBefore = refreshes();
    }
    expect(view.downline === null).toBe(s.matches('closed'));
    // what the gateway would refuse is never reached
    if (s.matches({ open: 'rebates' })) expect(maySetRebates(view.downline)).toBe(true);
    if (s.matches({ open: { promotion: 'confirming' } }) && event.type === 'promotion.open') expect(view.downline?.level).toBe(1);
    if (s.matches({ open: { promotion: 'promoting' } })) expect(event.type).toBe('promotion.confirm');
    expect(view.canSetRebates).toBe(view.downline?.level === 1);
    expect(view.canPromote).toBe(view.downline?.level === 1 && !view.downline.isAgent);
    if (s.matches({ open: { promotion: 'promoted' } })) expect(view.downline?.isAgent).toBe(true);
    if (event.type === 'xstate.error.actor.promoteDownline') expect(view.errorCode).toBe('downline.alreadyAgent');
    // the list reloads exactly when a member changed: promoted, or money moved
    const changed =
      event.type === 'xstate.done.actor.promoteDownline' ||
      (event.type === 'xstate.snapshot.downlineTransfer' && (event as unknown as { snapshot: { value: string } }).snapshot.value === 'done');
    expect(refreshes() - refreshesBefore).toBe(changed ? 1 : 0);
    refreshesBefore = refreshes();
    // each action's chart runs for the member the panel names, in the direction chosen
    const child = log.at(-1);
    if (s.matches({ open: 'transfer' }) && event.type === 'transfer.open')
      expect(child).toEqual({ src: 'downlineTransfer', type: 'start', input: { downlineId: view.downline!.customerId, direction: view.direction } });
    if (s.matches({ open: 'rebates' }) && event.type === 'rebates.open')
      expect(child).toEqual({ src: 'downlineRebates', type: 'start', input: { downlineId: view.downline!.customerId } });
  },
});

describe('downline actions behaviour', () => {
  it('offers rebates to direct downlines and promotion to direct players only', () => {
    expect([maySetRebates(player), maySetRebates(agent), maySetRebates(deeper), maySetRebates(null)]).toEqual([true, true, false, false]);
    expect([mayPromote(player), mayPromote(agent), mayPromote(deeper), mayPromote(null)]).toEqual([true, false, false, false]);
  });

  it('promotes only after the confirmation, and reloads the list after the promotion and after money moved', async () => {
    const promoted: number[] = [];
    const moved: DownlineTransferRequest[] = [];
    log.length = 0;
    const panel = createActor(
      downlineActionsMachine.provide({
        actors: {
          promoteDownline: fromPromise(async ({ input }: { input: { downlineId: number } }) => {
            promoted.push(input.downlineId);
          }),
          teamMembers: stub('teamMembers') as unknown as typeof pagedListMachine,
          downlineTransfer: downlineTransferMachine.provide({
            actors: {
              createAttemptKey: fromPromise(async () => 'attempt-key-0000000001'),
              submitTransfer: fromPromise<DownlineTransferResult, DownlineTransferRequest>(async ({ input }) => {
                moved.push(input);
                return { account: 'boss', downline: 'ann', amount: 5, mainBalance: 95 };
              }),
            },
            actions: { announceBalanceChange: () => {} },
          }),
        },
      }),
      { input: { today: '2026-03-02' } },
    ).start();
    const view = () => selectDownlineActionsView(panel.getSnapshot());
    panel.send({ type: 'panel.open', downline: deeper });
    panel.send({ type: 'promotion.open' });
    expect(view().status).toBe('menu');
    panel.send({ type: 'panel.open', downline: player });
    panel.send({ type: 'promotion.open' });
    expect(view().status).toBe('confirmingPromotion');
    expect(promoted).toEqual([]);
    panel.send({ type: 'promotion.confirm' });
    await waitFor(panel, () => view().status === 'promoted');
    expect(promoted).toEqual([11]);
    expect(view()).toMatchObject({ downline: { ...player, isAgent: true }, canPromote: false, canSetRebates: true });
    expect(refreshes()).toBe(1);

    panel.send({ type: 'action.back' });
    panel.send({ type: 'transfer.open', direction: 'toDownline' });
    const transfer = panel.getSnapshot().children.downlineTransfer!;
    transfer.send({ type: 'field.change', field: 'amount', value: '5' });
    transfer.send({ type: 'field.change', field: 'password', value: '135790' });
    transfer.send({ type: 'form.submit' });
    expect(refreshes()).toBe(1);
    transfer.send({ type: 'confirm.accept' });
    await waitFor(transfer, (s) => s.matches('done'));
    expect(moved).toEqual([{ downlineId: 11, direction: 'toDownline', amount: '5', password: '135790', idempotencyKey: 'attempt-key-0000000001' }]);
    expect(refreshes()).toBe(2);
    panel.send({ type: 'panel.close' });
    expect(view()).toMatchObject({ status: 'closed', downline: null });
  });
});
