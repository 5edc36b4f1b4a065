/**
 * Downline-rebates chart: graph paths over loading (a failure and its retry), rates typed within
 * and above the ceiling or not as percentages, a submit refused here, a save that goes through, one
 * refused by the gateway for a product (above the agent's own, below what the member gives its
 * downlines) and one that fails otherwise; behaviour: every product off is shown at once and nothing
 * is sent, what is sent is every product's rate, a refusal names its product's limit.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { downlineRebatesMachine, rateErrors, selectDownlineRebatesView } from '../../machines/downline-rebates';
import type { DownlineRebatesLoad, DownlineRebatesRequest, DownlineRebatesSnapshot, RebateRate } from '../../machines/downline-rebates';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DownlineRebatesSnapshot;
const ceilings = [
  { product: 'LIVE', rate: 1, maxRate: 1 },
  { product: 'LOTT', rate: 2, maxRate: 2 },
];
const load: DownlineRebatesLoad = { ceilings, rates: [{ product: 'LIVE', rate: 0.5 }] };
const saved: RebateRate[] = [
  { product: 'LIVE', rate: 0.8 },
  { product: 'LOTT', rate: 0 },
];

runPathSuite({
  machine: downlineRebatesMachine.provide({
    actors: {
      loadRebates: pending<DownlineRebatesLoad, { downlineId: number }>(),
      saveRebates: pending<RebateRate[], DownlineRebatesRequest>(),
    },
  }),
  input: { downlineId: 9 },
  events: {
    'xstate.done.actor.loadRebates': [{ output: load }],
    'xstate.error.actor.loadRebates': [{ error: { errorCode: 'network.error' } }],
    'rate.change': [
      { product: 'LIVE', value: '0.8' },
      { product: 'LIVE', value: '1.01' },
      { product: 'LOTT', value: 'two' },
    ],
    'xstate.done.actor.saveRebates': [{ output: saved }],
    'xstate.error.actor.saveRebates': [
      { error: { errorCode: 'rebate.belowDownline', value: { product: 'LIVE', limit: 0.6 } } },
      { error: { errorCode: 'downline.unknown', value: null } },
    ],
  },
  // the state, which products are off, whether a refusal or a save shows: what the next steps read
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { rates, rateErrors: shown, errorCode, saved: done } = s.context;
    return JSON.stringify([s.value, rates, Object.keys(shown), errorCode, done]);
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectDownlineRebatesView(s);
    expect(view.status).toBe(s.value as string);
    // nothing is saved with a rate off
    if (s.matches('saving')) expect(rateErrors(view.rates, view.ceilings)).toEqual({});
    if (event.type === 'xstate.done.actor.loadRebates') expect(view.rates).toEqual({ LIVE: '0.5', LOTT: '' });
    if (event.type === 'xstate.done.actor.saveRebates') expect(view).toMatchObject({ saved: true, rates: { LIVE: '0.8', LOTT: '' } });
    if (event.type === 'xstate.error.actor.saveRebates') {
      const refusedProduct = (event as unknown as { error: { errorCode: string } }).error.errorCode === 'rebate.belowDownline';
      expect(view.rateErrors).toEqual(refusedProduct ? { LIVE: { code: 'belowDownline', limit: 0.6 } } : {});
      expect(view.errorCode).toBe(refusedProduct ? null : 'downline.unknown');
    }
    if (view.saved) expect(view.status).toBe('editing');
  },
});

describe('downline rebates behaviour', () => {
  it('shows every product off at once, sends every rate once they pass, and names the limit a refusal met', async () => {
    const sent: DownlineRebatesRequest[] = [];
    const actor = createActor(
      downlineRebatesMachine.provide({
        actors: {
          loadRebates: fromPromise(async () => load),
          saveRebates: fromPromise(async ({ input }: { input: DownlineRebatesRequest }) => {
            sent.push(input);
            if (sent.length === 1) throw { errorCode: 'rebate.aboveOwn', value: { product: 'LOTT', limit: 2 } };
            return input.rates;
          }),
        },
      }),
      { input: { downlineId: 9 } },
    ).start();
    await waitFor(actor, (s) => s.matches('editing'));
    actor.send({ type: 'rate.change', product: 'LIVE', value: '1.5' });
    actor.send({ type: 'rate.change', product: 'LOTT', value: '1.005' });
    actor.send({ type: 'form.submit' });
    expect(selectDownlineRebatesView(actor.getSnapshot()).rateErrors).toEqual({
      LIVE: { code: 'aboveMax', limit: 1 },
      LOTT: { code: 'format', limit: null },
    });
    expect(sent).toEqual([]);
    actor.send({ type: 'rate.change', product: 'LIVE', value: '1' });
    actor.send({ type: 'rate.change', product: 'LOTT', value: '2' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectDownlineRebatesView(actor.getSnapshot())).toMatchObject({ rateErrors: { LOTT: { code: 'aboveOwn', limit: 2 } }, saved: false });
    expect(actor.getSnapshot().context.rates).toEqual({ LIVE: '1', LOTT: '2' });
    actor.send({ type: 'rate.change', product: 'LOTT', value: '' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.saved);
    expect(sent[1]).toEqual({
      downlineId: 9,
      rates: [
        { product: 'LIVE', rate: 1 },
        { product: 'LOTT', rate: 0 },
      ],
    });
  });
});
