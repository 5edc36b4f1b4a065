/**
 * Transfer-upline chart: graph paths over the form (amount and payment password, refused and
 * passing submits), the confirmation and its way back, the attempt key, transfers that succeed,
 * fail with an unknown outcome (and are confirmed again with the same key), meet a wrong or locked
 * payment password, a short wallet, a refused field or no upline, and another transfer after a
 * result; behaviour with resolving fakes.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  refusedUplineFields,
  sameUplineAttempt,
  selectTransferUplineView,
  transferUplineMachine,
  validateUplineTransfer,
} from '../../machines/transfer-upline';
import type { TransferUplineContext, TransferUplineSnapshot, UplineTransferRequest, UplineTransferResult } from '../../machines/transfer-upline';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as TransferUplineSnapshot;
const result: UplineTransferResult = { account: 'ann', upline: 'boss', amount: 12.5, mainBalance: 37.5 };
const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let announcements = 0;
let previous: TransferUplineSnapshot | null = null;

runPathSuite({
  machine: transferUplineMachine.provide({
    actors: {
      createAttemptKey: pending<string, void>(),
      submitTransfer: pending<UplineTransferResult, UplineTransferRequest>(),
    },
    actions: { announceBalanceChange: () => void (announcements += 1) },
  }),
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
      { error: { errorCode: 'request_param_err', fields: { amount: 'Enter an amount' } } },
      { error: { errorCode: 'transfer.upline.none' } },
    ],
  },
  // Graph identity keeps what guards read: the values and whether a kept attempt is this amount's.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({ value: s.value, values: c.values, attempt: c.attempt ? sameUplineAttempt(c) : null, result: c.result !== null });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      announcements = 0;
      previous = null;
    }
    const view = selectTransferUplineView(s);
    const c: TransferUplineContext = s.context;
    expect(view.status).toBe(s.matches('confirming') ? 'confirming' : s.matches('done') ? 'done' : s.matches('editing') ? 'form' : 'submitting');
    expect(view.canSubmit).toBe(s.matches('editing'));
    // the confirmation names the amount about to be sent, and is only reached with a checked form
    if (s.matches('confirming')) {
      expect(validateUplineTransfer(c)).toEqual({});
      expect(view.confirmAmount).toBe(c.values.amount.trim());
    }
    // nothing is sent without a confirmation
    if (s.matches('keying') || (s.matches('submitting') && previous?.matches('confirming'))) expect(event.type).toBe('confirm.accept');
    if (s.matches('submitting')) {
      expect(c.attempt?.key).toBe('attempt-0123456789ab');
      expect(sameUplineAttempt(c)).toBe(true);
    }
    if (event.type === 'xstate.error.actor.submitTransfer') {
      const code = errorCodeOf(event);
      // only an attempt whose outcome is unknown keeps its key for the retry
      expect(c.attempt !== null).toBe(code === 'network.error');
      // a wrong password empties its field and says how many tries are left; the amount stays
      expect(c.values.password === '').toBe(code === 'invalid.payment.pw' || previous?.context.values.password === '');
      expect(view.attemptsLeft).toBe(code === 'invalid.payment.pw' ? 3 : null);
      expect(c.values.amount).toBe(previous?.context.values.amount);
      expect(view.errorCode).toBe(['network.error', 'payment.password.locked', 'transfer.upline.none'].includes(code) ? code : null);
    }
    // the result says who sent what to whom; the balance reloads exactly when a transfer went through
    expect(view.result).toEqual(s.matches('done') ? result : null);
    expect(announcements).toBe(event.type === 'xstate.done.actor.submitTransfer' ? 1 : 0);
    announcements = 0;
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('transfer-upline rules', () => {
  it('reads the amount exactly and asks for the payment password', () => {
    expect(validateUplineTransfer({ values: { amount: '1.005', password: '1' } })).toEqual({ amount: { code: 'format', text: null } });
    expect(validateUplineTransfer({ values: { amount: '', password: '' } })).toEqual({
      amount: { code: 'required', text: null },
      password: { code: 'required', text: null },
    });
    expect(validateUplineTransfer({ values: { amount: 'ten', password: '1' } })).toEqual({ amount: { code: 'format', text: null } });
    expect(validateUplineTransfer({ values: { amount: ' 10 ', password: '1' } })).toEqual({});
    expect(refusedUplineFields({ errorCode: 'request_param_err', fields: { password: '' } })).toEqual({ password: { code: 'refused', text: null } });
  });
});

describe('transfer-upline behaviour', () => {
  it('confirms, sends once with a fresh key, retries a lost answer with the same key, then shows the result', async () => {
    const sent: UplineTransferRequest[] = [];
    let failNext = true;
    let keys = 0;
    let announced = 0;
    const actor = createActor(
      transferUplineMachine.provide({
        actors: {
          createAttemptKey: fromPromise(async () => `attempt-key-${String((keys += 1)).padStart(8, '0')}`),
          submitTransfer: fromPromise<UplineTransferResult, UplineTransferRequest>(async ({ input }) => {
            sent.push(input);
            if (failNext) throw { errorCode: 'network.error' };
            return result;
          }),
        },
        actions: { announceBalanceChange: () => void (announced += 1) },
      }),
    ).start();
    actor.send({ type: 'field.change', field: 'amount', value: ' 12.50 ' });
    actor.send({ type: 'field.change', field: 'password', value: '135790' });
    actor.send({ type: 'form.submit' });
    expect(selectTransferUplineView(actor.getSnapshot())).toMatchObject({ status: 'confirming', confirmAmount: '12.50' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(selectTransferUplineView(actor.getSnapshot())).toMatchObject({ errorCode: 'network.error', retriesAttempt: true });
    failNext = false;
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'confirm.accept' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['attempt-key-00000001', 'attempt-key-00000001']);
    expect(sent[0]).toEqual({ amount: '12.50', password: '135790', idempotencyKey: 'attempt-key-00000001' });
    expect(announced).toBe(1);
    actor.send({ type: 'transfer.new' });
    expect(selectTransferUplineView(actor.getSnapshot())).toMatchObject({ status: 'form', values: { amount: '', password: '' }, result: null });
  });
});
