/**
 * Downline-transfer chart: graph paths over the form (amount and payment password, refused and
 * passing submits), the confirmation and its way back, the attempt key, transfers that succeed,
 * fail with an unknown outcome (and are confirmed again with the same key), meet a wrong or locked
 * payment password, a short wallet or a member outside the team, and another transfer after a
 * result, in both directions; behaviour with resolving fakes.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { downlineTransferMachine, sameTransferAttempt, selectDownlineTransferView, validatePaymentTransfer } from '../../machines/downline-transfer';
import type { DownlineTransferRequest, DownlineTransferResult, DownlineTransferSnapshot } from '../../machines/downline-transfer';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DownlineTransferSnapshot;
const result: DownlineTransferResult = { account: 'boss', downline: 'ann', amount: 12.5, mainBalance: 87.5 };
const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let announcements = 0;
let previous: DownlineTransferSnapshot | null = null;

runPathSuite({
  machine: downlineTransferMachine.provide({
    actors: {
      createAttemptKey: pending<string, void>(),
      submitTransfer: pending<DownlineTransferResult, DownlineTransferRequest>(),
    },
    actions: { announceBalanceChange: () => void (announcements += 1) },
  }),
  inputs: [
    { downlineId: 7, direction: 'toDownline' },
    { downlineId: 7, direction: 'fromDownline' },
  ],
  events: {
    'field.change': [
      { field: 'amount', value: '12.50' },
      { field: 'amount', value: '0' },
      { field: 'password', value: '135790' },
    ],
    'xstate.done.actor.createAttemptKey': [{ output: 'attempt-0123456789ab' }],
    'xstate.error.actor.createAttemptKey': [{ error: new Error('no randomness') }],
    'xstate.done.actor.submitTransfer': [{ output: result }],
    'xstate.error.actor.submitTransfer': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'invalid.payment.pw', attemptsLeft: 3 } },
      { error: { errorCode: 'payment.password.locked' } },
      { error: { errorCode: 'wallet.insufficient' } },
      { error: { errorCode: 'transfer.downline.unknown' } },
    ],
  },
  // Graph identity keeps what guards read: the values and whether a kept attempt is this amount's.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({ value: s.value, values: c.values, attempt: c.attempt ? sameTransferAttempt(c) : null, result: c.result !== null });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      announcements = 0;
      previous = null;
    }
    const view = selectDownlineTransferView(s);
    const c = s.context;
    // the member and the direction are the chart's input, for its whole life
    expect(c.downlineId).toBe(7);
    expect(view.direction).toBe(c.direction);
    expect(view.status).toBe(s.matches('confirming') ? 'confirming' : s.matches('done') ? 'done' : s.matches('editing') ? 'form' : 'submitting');
    expect(view.canSubmit).toBe(s.matches('editing'));
    if (s.matches('confirming')) {
      expect(validatePaymentTransfer(c)).toEqual({});
      expect(view.confirmAmount).toBe(c.values.amount.trim());
    }
    // nothing is sent without a confirmation
    if (s.matches('keying') || (s.matches('submitting') && previous?.matches('confirming'))) expect(event.type).toBe('confirm.accept');
    if (s.matches('submitting')) expect(sameTransferAttempt(c)).toBe(true);
    if (event.type === 'xstate.error.actor.submitTransfer') {
      const code = errorCodeOf(event);
      // only an attempt whose outcome is unknown keeps its key for the retry
      expect(c.attempt !== null).toBe(code === 'network.error');
      expect(c.values.password === '').toBe(code === 'invalid.payment.pw' || previous?.context.values.password === '');
      expect(view.attemptsLeft).toBe(code === 'invalid.payment.pw' ? 3 : null);
      expect(c.values.amount).toBe(previous?.context.values.amount);
      expect(view.errorCode).toBe(['network.error', 'payment.password.locked', 'transfer.downline.unknown'].includes(code) ? code : null);
      expect(view.fieldErrors.amount?.code).toBe(code === 'wallet.insufficient' ? 'insufficient' : undefined);
    }
    expect(view.result).toEqual(s.matches('done') ? result : null);
    // the agent's balance reloads exactly when money moved
    expect(announcements).toBe(event.type === 'xstate.done.actor.submitTransfer' ? 1 : 0);
    announcements = 0;
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('downline transfer behaviour', () => {
  function start(submit: (request: DownlineTransferRequest) => Promise<DownlineTransferResult>) {
    let keys = 0;
    let announced = 0;
    const machine = downlineTransferMachine.provide({
      actors: {
        createAttemptKey: fromPromise(async () => `attempt-key-${String((keys += 1)).padStart(8, '0')}`),
        submitTransfer: fromPromise<DownlineTransferResult, DownlineTransferRequest>(({ input: request }) => submit(request)),
      },
      actions: { announceBalanceChange: () => void (announced += 1) },
    });
    return { machine, announced: () => announced };
  }

  it('collects with the member and direction, retries a lost answer with the same key, then shows the result', async () => {
    const sent: DownlineTransferRequest[] = [];
    let failNext = true;
    const { machine, announced } = start(async (request) => {
      sent.push(request);
      if (failNext) throw { errorCode: 'network.error' };
      return result;
    });
    const actor = createActor(machine, { input: { downlineId: 42, direction: 'fromDownline' } }).start();
    actor.send({ type: 'field.change', field: 'amount', value: ' 12.50 ' });
    actor.send({ type: 'field.change', field: 'password', value: '135790' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectDownlineTransferView(actor.getSnapshot())).toMatchObject({ errorCode: 'network.error', retriesAttempt: true });
    failNext = false;
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent).toEqual([
      { downlineId: 42, direction: 'fromDownline', amount: '12.50', password: '135790', idempotencyKey: 'attempt-key-00000001' },
      { downlineId: 42, direction: 'fromDownline', amount: '12.50', password: '135790', idempotencyKey: 'attempt-key-00000001' },
    ]);
    expect(announced()).toBe(1);
    actor.send({ type: 'transfer.new' });
    expect(selectDownlineTransferView(actor.getSnapshot())).toMatchObject({ status: 'form', values: { amount: '', password: '' }, result: null });
  });
});
