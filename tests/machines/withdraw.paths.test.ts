/**
 * Withdraw chart: graph paths over loading the page (the form; nothing to withdraw, with turnover
 * still owed or a balance below the minimum; the security centre needed, a failure and its retry,
 * withdrawals switched off), the form (account, amount,
 * password, refused and passing submits), the fee preview (its debounce, answer and failure), the
 * attempt key, submits that succeed, are refused by field, need the security centre, fail
 * definitely or with an unknown outcome, and a new request after one; behaviour with resolving
 * fakes (the debounce, the retry with its key, the request sent).
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { sameAttempt, selectWithdrawView, validateWithdraw, withdrawMachine } from '../../machines/withdraw';
import type {
  WithdrawalRecord,
  WithdrawCharges,
  WithdrawContext,
  WithdrawPageData,
  WithdrawRequest,
  WithdrawSnapshot,
} from '../../machines/withdraw';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as WithdrawSnapshot;

const page: WithdrawPageData = {
  currencySymbol: 'RM',
  settings: {
    minWithdrawal: 50,
    maxWithdrawal: 5000,
    maxTransactionTimes: 5,
    remainingTransactionTimes: 4,
    remainingWithdrawAmount: 20000,
    feeFixed: 1,
    feePercent: 1,
    confirmMinutes: 30,
    hasPaymentPassword: true,
  },
  turnover: {
    status: 'I',
    details: [{ gameType: 'SLOT', actualTurnover: 300 }],
    totalRequiredTurnover: 1000,
    totalActualTurnover: 300,
    remainingTurnover: 700,
    mainBalance: 1500,
    withdrawableBalance: 800,
    lockedBalance: 700,
  },
  cards: [
    { bankCardId: '1', bankName: 'Maybank', cardNumber: '**** 1234', cardHolder: 'Ann Lee', active: true },
    { bankCardId: '3', bankName: 'CIMB', cardNumber: '**** 9876', cardHolder: 'Ann Lee', active: false },
  ],
};
const owed: WithdrawPageData = { ...page, turnover: { ...page.turnover, status: 'N', withdrawableBalance: 0, lockedBalance: 1500 } };
/** the probe of issue 32: some winnings may leave, less than the minimum, the rest still to wager */
const belowMinimumOwed: WithdrawPageData = {
  ...page,
  turnover: { ...page.turnover, status: 'I', remainingTurnover: 486.4, mainBalance: 500, withdrawableBalance: 13.6, lockedBalance: 486.4 },
};
/** nothing owed, but the balance itself is below the minimum */
const short: WithdrawPageData = {
  ...page,
  turnover: { ...page.turnover, status: 'A', remainingTurnover: 0, mainBalance: 49.99, withdrawableBalance: 49.99, lockedBalance: 0 },
};
/** what the page says instead of the form, by page read */
const nothingExpected = new Map<WithdrawPageData, ReturnType<typeof selectWithdrawView>['nothingToWithdraw']>([
  [owed, { reason: 'turnover', withdrawable: 0, minimum: 50, remainingTurnover: 700 }],
  [belowMinimumOwed, { reason: 'turnover', withdrawable: 13.6, minimum: 50, remainingTurnover: 486.4 }],
  [short, { reason: 'belowMinimum', withdrawable: 49.99, minimum: 50, remainingTurnover: 0 }],
]);
const noCards: WithdrawPageData = { ...page, cards: [] };

const record: WithdrawalRecord = {
  withdrawalId: '7',
  amount: 100,
  charge: 2,
  payout: 98,
  status: 'pendingReview',
  bankName: 'Maybank',
  cardNumber: '**** 1234',
  requestTime: Date.UTC(2026, 0, 2),
  completedTime: null,
  confirmBy: null,
  receivedAmount: null,
};

const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let announcements = 0;
let announcedBefore = 0;
let previous: WithdrawSnapshot | null = null;

runPathSuite({
  machine: withdrawMachine.provide({
    actors: {
      loadPage: pending<WithdrawPageData, void>(),
      loadCharges: pending<WithdrawCharges, { amount: string }>(),
      createAttemptKey: pending<string, void>(),
      submitWithdraw: pending<WithdrawalRecord, WithdrawRequest>(),
    },
    actions: { announceBalanceChange: () => void (announcements += 1) },
  }),
  events: {
    'xstate.done.actor.loadPage': [{ output: page }, { output: owed }, { output: belowMinimumOwed }, { output: short }, { output: noCards }],
    'xstate.error.actor.loadPage': [{ error: { errorCode: 'network.error' } }, { error: { errorCode: 'withdraw.unavailable' } }],
    'card.select': [{ bankCardId: '3' }, { bankCardId: '1' }],
    'field.change': [
      { field: 'amount', value: '100' },
      { field: 'amount', value: '5' },
      { field: 'password', value: '123456' },
    ],
    'xstate.done.actor.loadCharges': [{ output: { charge: 2, receivable: 98 } }],
    'xstate.error.actor.loadCharges': [{ error: { errorCode: 'request_param_err' } }],
    'xstate.done.actor.createAttemptKey': [{ output: 'attempt-0123456789ab' }],
    'xstate.error.actor.createAttemptKey': [{ error: new Error('no randomness') }],
    'xstate.done.actor.submitWithdraw': [{ output: record }],
    'xstate.error.actor.submitWithdraw': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'invalid.payment.pw', value: { attemptsLeft: 4 } } },
      { error: { errorCode: 'payment.password.locked', value: { lockedUntil: '2026-01-02T00:15:00Z', retryAfterSeconds: 600 } } },
      { error: { errorCode: 'withdraw.not.withdrawable', value: { withdrawable: 80 } } },
      { error: { errorCode: 'request_param_err', value: null, fields: { amount: 'At most 5,000.00' } } },
      { error: { errorCode: 'withdraw.card.unknown' } },
      { error: { errorCode: 'not.exists.payment.password' } },
    ],
  },
  // Graph identity keeps what guards read: whether the form passes its checks, the account, a kept
  // attempt key, the setup, the request made. Messages and exact values change no guard.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      status: s.status,
      page: c.page ? c.page.turnover.status + c.page.turnover.withdrawableBalance + c.page.cards.length : null,
      bankCardId: c.bankCardId,
      valid: Object.keys(validateWithdraw(c)).length === 0,
      attempt: c.attempt ? sameAttempt(c) : null,
      setup: c.setup,
      fee: c.fee !== null,
      withdrawal: c.withdrawal?.withdrawalId ?? null,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      announcements = 0;
      announcedBefore = 0;
      previous = null;
    }
    const view = selectWithdrawView(s);
    const c: WithdrawContext = s.context;
    const inForm = s.matches('ready');
    expect(view.status).toBe(
      inForm
        ? 'form'
        : s.matches('done')
          ? 'done'
          : s.matches('needsSetup')
            ? 'needsSetup'
            : s.matches('nothingToWithdraw')
              ? 'nothingToWithdraw'
              : s.matches('failed')
                ? 'failed'
                : s.matches('unavailable')
                  ? 'unavailable'
                  : 'loading',
    );
    // less than the minimum to withdraw hides the form whatever else is missing, and says why
    if (s.matches('nothingToWithdraw')) {
      expect(view.nothingToWithdraw).toEqual(nothingExpected.get(c.page!));
      expect(view.form).toMatchObject({ canSubmit: false, fee: null });
    } else expect(view.nothingToWithdraw).toBeNull();
    if (inForm) expect(nothingExpected.has(c.page!)).toBe(false);
    // the form only with an account and a password
    if (inForm) expect(c.setup).toEqual({ needsCard: false, needsPassword: false });
    if (s.matches('needsSetup')) expect(c.setup.needsCard || c.setup.needsPassword).toBe(true);
    // the form is busy exactly while a submit is under way, and submits only while editing
    expect(view.form.submitting).toBe(inForm && !s.matches({ ready: { form: 'editing' } }));
    expect(view.form.canSubmit).toBe(s.matches({ ready: { form: 'editing' } }));
    // the fee shows once priced, and announces its wait
    expect(view.form.fee !== null).toBe(s.matches({ ready: { fee: 'shown' } }));
    expect(view.form.feeLoading).toBe(s.matches({ ready: { fee: 'waiting' } }) || s.matches({ ready: { fee: 'fetching' } }));
    expect(view.form.feeErrorCode !== null).toBe(s.matches({ ready: { fee: 'failed' } }));
    if (event.type.startsWith('xstate.error.actor.submitWithdraw')) {
      // what was typed survives every failure
      expect(c.values).toEqual(previous?.context.values);
      // only an attempt whose outcome is unknown keeps its key for the retry
      expect(c.attempt !== null).toBe(errorCodeOf(event) === 'network.error');
      const code = errorCodeOf(event);
      if (code === 'invalid.payment.pw') {
        expect(view.form.fieldErrors).toEqual({ password: { code: 'wrong', text: null, value: 4 } });
        expect(view.errorCode).toBeNull();
      }
      if (code === 'withdraw.not.withdrawable') expect(view.form.fieldErrors.amount).toEqual({ code: 'withdrawable', text: null, value: 80 });
      if (code === 'request_param_err') expect(view.form.fieldErrors.amount).toEqual({ code: 'refused', text: 'At most 5,000.00', value: null });
      if (code === 'payment.password.locked') expect([view.errorCode, view.errorValue]).toEqual([code, 600]);
      if (code === 'not.exists.payment.password') expect(view).toMatchObject({ status: 'needsSetup', setup: { needsPassword: true } });
    }
    expect(view.form.retriesAttempt).toBe(inForm && c.attempt !== null && sameAttempt(c));
    // a submit always carries the key of an attempt made for exactly this request
    if (s.matches({ ready: { form: 'submitting' } })) {
      expect(c.attempt?.key).toBe('attempt-0123456789ab');
      expect(sameAttempt(c)).toBe(true);
    }
    // the header's balance reloads when, and only when, a request is made
    expect(announcements - announcedBefore).toBe(event.type === 'xstate.done.actor.submitWithdraw' ? 1 : 0);
    announcedBefore = announcements;
    if (s.matches('done')) expect(view.withdrawal?.status).toBe('pendingReview');
    // the context is plain data a trace can hold
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('withdraw rules', () => {
  const context = (values: Partial<WithdrawContext['values']>, bankCardId: string | null = '1'): WithdrawContext => ({
    page,
    bankCardId,
    values: { amount: '', password: '', ...values },
    fieldErrors: {},
    errorCode: null,
    errorValue: null,
    attempt: null,
    fee: null,
    feeErrorCode: null,
    withdrawal: null,
    setup: { needsCard: false, needsPassword: false },
  });
  const amountError = (amount: string) => validateWithdraw(context({ amount, password: '123456' })).amount;

  it('checks the amount in cents against the limits, the withdrawable balance and what is left today', () => {
    expect(amountError('')?.code).toBe('required');
    expect(amountError('0')?.code).toBe('format');
    expect(amountError('1.234')?.code).toBe('format');
    expect(amountError('49.99')).toEqual({ code: 'min', text: null, value: 50 });
    expect(amountError('50')).toBeUndefined();
    expect(amountError('800.00')).toBeUndefined();
    expect(amountError('800.01')).toEqual({ code: 'withdrawable', text: null, value: 800 });
    expect(amountError('5000.01')).toEqual({ code: 'max', text: null, value: 5000 });
    const spent = {
      ...context({ amount: '300', password: '123456' }),
      page: { ...page, settings: { ...page.settings, remainingWithdrawAmount: 200 } },
    };
    expect(validateWithdraw(spent).amount).toEqual({ code: 'dailyAmount', text: null, value: 200 });
  });

  it('asks for an active account and a 6-digit payment password', () => {
    expect(validateWithdraw(context({ amount: '100', password: '12345' }, '3'))).toEqual({
      card: { code: 'inactive', text: null, value: null },
      password: { code: 'format', text: null, value: null },
    });
    expect(validateWithdraw(context({ amount: '100' }, null))).toMatchObject({ card: { code: 'required' }, password: { code: 'required' } });
    expect(validateWithdraw(context({ amount: '100', password: '123456' }))).toEqual({});
  });
});

describe('withdraw behaviour', () => {
  function start(overrides: Parameters<typeof withdrawMachine.provide>[0]['actors'] = {}) {
    const calls: WithdrawRequest[] = [];
    const priced: string[] = [];
    let keys = 0;
    const spies = { announcements: 0 };
    const actor = createActor(
      withdrawMachine.provide({
        actors: {
          loadPage: fromPromise(async () => page),
          loadCharges: fromPromise<WithdrawCharges, { amount: string }>(async ({ input }) => {
            priced.push(input.amount);
            return { charge: 2, receivable: Number(input.amount) - 2 };
          }),
          createAttemptKey: fromPromise(async () => `attempt-key-${String((keys += 1)).padStart(8, '0')}`),
          submitWithdraw: fromPromise<WithdrawalRecord, WithdrawRequest>(async ({ input }) => {
            calls.push(input);
            return record;
          }),
          ...overrides,
        },
        actions: { announceBalanceChange: () => void (spies.announcements += 1) },
        delays: { FEE_DEBOUNCE: 20 },
      }),
    ).start();
    return { actor, calls, priced, spies };
  }

  it('prices only the amount typing paused on', async () => {
    const { actor, priced } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    for (const value of ['1', '10', '100', '150']) actor.send({ type: 'field.change', field: 'amount', value });
    await waitFor(actor, (s) => s.matches({ ready: { fee: 'shown' } }));
    expect(priced).toEqual(['150']);
    expect(selectWithdrawView(actor.getSnapshot()).form.fee).toEqual({ amount: '150', charge: 2, receivable: 148 });
    // an amount outside the limits is not priced, and its old fee goes
    actor.send({ type: 'field.change', field: 'amount', value: '5' });
    expect(selectWithdrawView(actor.getSnapshot()).form.fee).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(priced).toEqual(['150']);
  });

  it('retries a request whose answer was lost with its key, and makes a new key once the amount changes', async () => {
    let failNext = true;
    const keysSent: string[] = [];
    const { actor, calls, spies } = start({
      submitWithdraw: fromPromise<WithdrawalRecord, WithdrawRequest>(async ({ input }) => {
        keysSent.push(input.idempotencyKey);
        if (failNext) throw { errorCode: 'network.error', value: null };
        return record;
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', field: 'amount', value: '100' });
    actor.send({ type: 'field.change', field: 'password', value: '123456' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }) && s.context.errorCode !== null);
    expect(selectWithdrawView(actor.getSnapshot()).form).toMatchObject({ retriesAttempt: true, values: { amount: '100', password: '123456' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: { form: 'editing' } }) && s.context.errorCode !== null);
    actor.send({ type: 'field.change', field: 'amount', value: '200' });
    failNext = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(keysSent).toEqual(['attempt-key-00000001', 'attempt-key-00000001', 'attempt-key-00000002']);
    expect(spies.announcements).toBe(1);
    expect(calls).toEqual([]);
  });

  it('sends the account, the amount as typed, the password and the key, then starts afresh on request', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', field: 'amount', value: ' 100.50 ' });
    actor.send({ type: 'field.change', field: 'password', value: '123456' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([{ amount: '100.50', bankCardId: '1', password: '123456', idempotencyKey: 'attempt-key-00000001' }]);
    actor.send({ type: 'withdraw.new' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(selectWithdrawView(actor.getSnapshot())).toMatchObject({
      withdrawal: null,
      form: { bankCardId: '1', values: { amount: '', password: '' } },
    });
  });
});
