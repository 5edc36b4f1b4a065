/**
 * Deposit chart: graph paths over loading the channels (a merchant that takes deposits, one that
 * does not, a failure and its retry), the form (channel, typed and preset amounts, reference, what
 * the proof field reports, refused and passing submits), the attempt key, PG and MT submits that
 * succeed, are refused by field, fail definitely or with an unknown outcome, and one deposit's
 * result (loaded, polled, credited, cancelled after a confirmation, a failed load and its retry,
 * back to the form); behaviour with resolving fakes and the real image-upload child.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { depositMachine, presetText, sameAttempt, selectDepositView, validateDeposit } from '../../machines/deposit';
import type {
  DepositContext,
  DepositInput,
  DepositMethods,
  DepositRecord,
  DepositSnapshot,
  PaymentRequest,
  PaymentStarted,
  TransferRequest,
  TransferSubmitted,
} from '../../machines/deposit';
import { imageUploadMachine } from '../../machines/image-upload';
import type { InspectedFile, PickedFile, UploadedFile, UploadRequest } from '../../machines/image-upload';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as DepositSnapshot;

const methods: DepositMethods = {
  allowDeposit: true,
  currency: 'MYR',
  currencySymbol: 'RM',
  channels: [
    { bankCode: 'PG1', bankType: 'PG', channelName: 'Online', minAmount: 10, maxAmount: 5000, fixedAmounts: [100, 500], receivingAccount: null },
    {
      bankCode: 'MT1',
      bankType: 'MT',
      channelName: 'Bank transfer',
      minAmount: 50,
      maxAmount: 50000,
      fixedAmounts: [1000],
      receivingAccount: { bankName: 'Maybank', accountName: 'Demo Merchant', accountNumber: '5140 1234 5678' },
    },
  ],
};
const closed: DepositMethods = { ...methods, allowDeposit: false, channels: [] };

const record = (overrides: Partial<DepositRecord> = {}): DepositRecord => ({
  depositId: '42',
  bankType: 'MT',
  channelName: 'Bank transfer',
  amount: 100.5,
  status: 'awaitingReview',
  reference: 'TRX-1',
  requestTime: Date.UTC(2026, 0, 2),
  completedTime: null,
  redirectUrl: null,
  cancellable: true,
  ...overrides,
});

/** What the image-upload child reports: a file on its way, then uploaded. */
const proofReports = [
  { snapshot: { context: { files: [{ status: 'uploading', serverId: null }] } } },
  { snapshot: { context: { files: [{ status: 'uploaded', serverId: '77' }] } } },
];

const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let checkouts: string[] = [];
let announcements = 0;
let announcedBefore = 0;
let previous: DepositSnapshot | null = null;

runPathSuite({
  machine: depositMachine.provide({
    actors: {
      loadMethods: pending<DepositMethods, void>(),
      createAttemptKey: pending<string, void>(),
      submitPayment: pending<PaymentStarted, PaymentRequest>(),
      submitTransfer: pending<TransferSubmitted, TransferRequest>(),
      loadDeposit: pending<DepositRecord, { depositId: string }>(),
      cancelDeposit: pending<void, { depositId: string }>(),
      // the proof field is a stand-in: the paths say what it reports
      imageUpload: createMachine({ id: 'imageUploadStub' }) as unknown as typeof imageUploadMachine,
    },
    actions: {
      openCheckout: (_, { url }) => void checkouts.push(url),
      announceBalanceChange: () => void (announcements += 1),
    },
  }),
  inputs: [{ depositId: null }, { depositId: '42' }] satisfies DepositInput[],
  events: {
    'xstate.done.actor.loadMethods': [{ output: methods }, { output: closed }],
    'xstate.error.actor.loadMethods': [{ error: { errorCode: 'network.error' } }],
    'channel.select': [{ bankCode: 'MT1' }, { bankCode: 'PG1' }],
    'field.change': [
      { field: 'amount', value: '100.5' },
      { field: 'amount', value: '5' },
      { field: 'reference', value: 'TRX-1' },
    ],
    'amount.preset': [{ amount: 1000 }],
    'xstate.snapshot.imageUpload': proofReports,
    'xstate.done.actor.createAttemptKey': [{ output: 'attempt-0123456789ab' }],
    'xstate.error.actor.createAttemptKey': [{ error: new Error('no randomness') }],
    'xstate.done.actor.submitPayment': [{ output: { depositId: '41', redirectUrl: '/paygate/checkout/41' } }],
    'xstate.error.actor.submitPayment': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'request_param_err', fields: { amount: 'At most 5,000.00' } } },
      { error: { errorCode: 'payment.provider.unavailable' } },
    ],
    'xstate.done.actor.submitTransfer': [{ output: { depositId: '42' } }],
    'xstate.error.actor.submitTransfer': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'request_param_err', fields: { proofImageId: 'Not your upload' } } },
    ],
    'xstate.done.actor.loadDeposit': [
      { output: record() },
      { output: record({ status: 'credited', cancellable: false, completedTime: Date.UTC(2026, 0, 3) }) },
      { output: record({ status: 'rejected', cancellable: false, completedTime: Date.UTC(2026, 0, 3) }) },
    ],
    'xstate.error.actor.loadDeposit': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.cancelDeposit': [{ output: undefined }],
    'xstate.error.actor.cancelDeposit': [{ error: { errorCode: 'deposit.not.cancellable' } }],
  },
  // Graph identity keeps what guards read: whether channels are offered, the channel, whether the
  // form passes its checks, a kept attempt key, the proof, the deposit shown and its status.
  // Messages, exact values and error texts follow from these and change no guard.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      status: s.status,
      offers: c.methods ? c.methods.channels.length : null,
      bankCode: c.bankCode,
      valid: Object.keys(validateDeposit(c)).length === 0,
      amount: c.values.amount !== '',
      attempt: c.attempt ? sameAttempt(c) : null,
      proof: c.proof,
      depositId: c.depositId,
      deposit: c.deposit ? `${c.deposit.status}:${c.deposit.cancellable}` : null,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      checkouts = [];
      announcements = 0;
      announcedBefore = 0;
      previous = null;
    }
    const view = selectDepositView(s);
    const c: DepositContext = s.context;
    const inForm = s.matches('ready');
    expect(view.status).toBe(
      inForm
        ? 'form'
        : s.matches('result')
          ? 'result'
          : s.matches('redirecting')
            ? 'redirecting'
            : s.matches('failed')
              ? 'failed'
              : s.matches('unavailable')
                ? 'unavailable'
                : 'loading',
    );
    // the form shows a channel whenever it runs, and is busy exactly while a submit is under way
    if (inForm) expect(view.form.channel?.bankCode).toBe(c.bankCode);
    expect(view.form.submitting).toBe(inForm && !s.matches({ ready: 'editing' }));
    expect(view.form.canSubmit).toBe(s.matches({ ready: 'editing' }));
    // what was typed survives every failure: only a fresh deposit empties the form
    if (previous && event.type.startsWith('xstate.error.actor.submit')) expect(c.values).toEqual(previous.context.values);
    // a field refusal is shown under its field with the gateway's text, not above the form
    if (event.type === 'xstate.error.actor.submitPayment' && errorCodeOf(event) === 'request_param_err') {
      expect(view.form.fieldErrors.amount).toEqual({ code: 'refused', text: 'At most 5,000.00' });
      expect(view.errorCode).toBeNull();
    }
    // only an attempt whose outcome is unknown keeps its key for the retry
    if (event.type.startsWith('xstate.error.actor.submit')) {
      expect(c.attempt !== null).toBe(errorCodeOf(event) === 'network.error');
    }
    expect(view.form.retriesAttempt).toBe(inForm && c.attempt !== null && sameAttempt(c));
    // a submit always carries the key of an attempt made for exactly this request
    if (s.matches({ ready: 'submittingPayment' }) || s.matches({ ready: 'submittingTransfer' })) {
      expect(c.attempt?.key).toBe('attempt-0123456789ab');
      if (event.type === 'form.submit') expect(sameAttempt(c)).toBe(true);
    }
    // a PG payment sends the browser to the checkout page, once
    expect(checkouts).toEqual(s.matches('redirecting') ? ['/paygate/checkout/41'] : []);
    // the header's balance reloads when, and only when, a deposit is seen credited
    const credited = event.type === 'xstate.done.actor.loadDeposit' && (event as unknown as { output: DepositRecord }).output.status === 'credited';
    expect(announcements - announcedBefore).toBe(credited ? 1 : 0);
    announcedBefore = announcements;
    // a result shows the deposit asked for, and only a cancellable one offers a cancel
    if (s.matches('result')) expect(view.shownDepositId).toBe(c.depositId);
    if (view.result.canCancel) expect(view.result.deposit?.cancellable).toBe(true);
    expect(view.result.watching).toBe(['waiting', 'polling', 'confirmingCancel'].some((state) => s.matches({ result: state as 'waiting' })));
    if (s.matches({ result: 'settled' })) expect(['awaitingPayment', 'awaitingReview']).not.toContain(c.deposit?.status);
    // the context is plain data a trace can hold
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('deposit rules', () => {
  it('writes a preset as the field takes it', () => {
    expect(presetText(500)).toBe('500');
    expect(presetText(99.5)).toBe('99.50');
  });

  const context = (values: Partial<DepositContext['values']>, bankCode = 'PG1', imageId: string | null = null): DepositContext => ({
    methods,
    bankCode,
    values: { amount: '', reference: '', ...values },
    fieldErrors: {},
    errorCode: null,
    attempt: null,
    proof: { imageId, busy: false },
    depositId: null,
    deposit: null,
    cancelErrorCode: null,
  });

  it("checks the amount against the channel's limits, and an MT transfer's reference and proof", () => {
    expect(validateDeposit(context({ amount: '' }))).toEqual({ amount: { code: 'required', text: null } });
    expect(validateDeposit(context({ amount: '0' }))).toEqual({ amount: { code: 'format', text: null } });
    expect(validateDeposit(context({ amount: '9.99' }))).toEqual({ amount: { code: 'min', text: null } });
    expect(validateDeposit(context({ amount: '10' }))).toEqual({});
    expect(validateDeposit(context({ amount: '5000.00' }))).toEqual({});
    expect(validateDeposit(context({ amount: '5000.01' }))).toEqual({ amount: { code: 'max', text: null } });
    expect(validateDeposit(context({ amount: '100' }, 'MT1'))).toEqual({
      reference: { code: 'required', text: null },
      proof: { code: 'required', text: null },
    });
    expect(validateDeposit(context({ amount: '100', reference: 'x'.repeat(65) }, 'MT1', '7'))).toEqual({
      reference: { code: 'tooLong', text: null },
    });
    expect(validateDeposit(context({ amount: '100', reference: 'TRX-1' }, 'MT1', '7'))).toEqual({});
  });
});

describe('deposit behaviour', () => {
  function start(input: DepositInput, overrides: Parameters<typeof depositMachine.provide>[0]['actors'] = {}) {
    const calls: unknown[] = [];
    let keys = 0;
    const spies = { checkouts: [] as string[], announcements: 0 };
    const actor = createActor(
      depositMachine.provide({
        actors: {
          loadMethods: fromPromise(async () => methods),
          createAttemptKey: fromPromise(async () => `attempt-key-${String((keys += 1)).padStart(8, '0')}`),
          submitPayment: fromPromise<PaymentStarted, PaymentRequest>(async ({ input: request }) => {
            calls.push(request);
            return { depositId: '41', redirectUrl: '/paygate/checkout/41' };
          }),
          submitTransfer: fromPromise<TransferSubmitted, TransferRequest>(async ({ input: request }) => {
            calls.push(request);
            return { depositId: '42' };
          }),
          loadDeposit: fromPromise(async () => record()),
          cancelDeposit: fromPromise(async () => {}),
          imageUpload: imageUploadMachine.provide({
            actors: {
              inspectFile: fromPromise<InspectedFile, PickedFile>(async ({ input: file }) => ({ name: file.name, size: file.size, kind: 'png' })),
              uploadFile: fromPromise<UploadedFile, UploadRequest>(async () => ({ id: '77' })),
            },
          }),
          ...overrides,
        },
        actions: {
          openCheckout: (_, { url }) => void spies.checkouts.push(url),
          announceBalanceChange: () => void (spies.announcements += 1),
        },
        delays: { DEPOSIT_POLL: 5 },
      }),
      { input },
    ).start();
    return { actor, calls, spies, view: () => selectDepositView(actor.getSnapshot()) };
  }

  it('pays online: sends the channel, the amount and a fresh key, then opens the checkout page', async () => {
    const { actor, calls, spies } = start({ depositId: null });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'amount.preset', amount: 500 });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls).toEqual([{ bankCode: 'PG1', amount: '500', idempotencyKey: 'attempt-key-00000001' }]);
    expect(spies.checkouts).toEqual(['/paygate/checkout/41']);
  });

  it('retries an attempt whose answer was lost with its key, and makes a new one once the request changes', async () => {
    let failNext = true;
    const { actor, calls } = start(
      { depositId: null },
      {
        submitPayment: fromPromise<PaymentStarted, PaymentRequest>(async ({ input: request }) => {
          calls.push(request.idempotencyKey);
          if (failNext) throw { errorCode: 'network.error' };
          return { depositId: '41', redirectUrl: '/paygate/checkout/41' };
        }),
      },
    );
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'field.change', field: 'amount', value: '100' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.errorCode !== null);
    expect(selectDepositView(actor.getSnapshot()).form).toMatchObject({ retriesAttempt: true, values: { amount: '100', reference: '' } });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.errorCode !== null);
    actor.send({ type: 'field.change', field: 'amount', value: '200' });
    failNext = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches('redirecting'));
    expect(calls).toEqual(['attempt-key-00000001', 'attempt-key-00000001', 'attempt-key-00000002']);
  });

  it('transfers with the uploaded proof through the real image field, then follows the deposit', async () => {
    const { actor, calls } = start({ depositId: null });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'channel.select', bankCode: 'MT1' });
    actor.send({ type: 'field.change', field: 'amount', value: '100.5' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(selectDepositView(actor.getSnapshot()).form.fieldErrors)).toEqual(['reference', 'proof']);
    actor.send({ type: 'field.change', field: 'reference', value: ' TRX-1 ' });
    actor.getSnapshot().children.imageUpload!.send({ type: 'files.add', files: [{ key: 'f1', name: 'slip.png', size: 1000 }] });
    await waitFor(actor, (s) => s.context.proof.imageId === '77');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ result: 'waiting' }));
    expect(calls).toEqual([{ bankCode: 'MT1', amount: '100.5', reference: 'TRX-1', proofImageId: '77', idempotencyKey: 'attempt-key-00000001' }]);
    expect(selectDepositView(actor.getSnapshot())).toMatchObject({ status: 'result', shownDepositId: '42', result: { canCancel: true } });
  });

  it('polls a waiting deposit until it is credited, then reloads the balance once and stops', async () => {
    const answers = [record({ bankType: 'PG', status: 'awaitingPayment', cancellable: false }), record({ status: 'credited', cancellable: false })];
    let reads = 0;
    const { actor, spies } = start({ depositId: '42' }, { loadDeposit: fromPromise(async () => answers[Math.min((reads += 1), 2) - 1]) });
    await waitFor(actor, (s) => s.matches({ result: 'settled' }));
    expect(reads).toBe(2);
    expect(spies.announcements).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reads).toBe(2);
  });

  it('cancels a deposit awaiting review only after the confirmation, then shows it again', async () => {
    let cancelled = false;
    const { actor } = start(
      { depositId: '42' },
      {
        loadDeposit: fromPromise(async () => (cancelled ? record({ status: 'cancelled', cancellable: false }) : record())),
        cancelDeposit: fromPromise<void, { depositId: string }>(async () => {
          cancelled = true;
        }),
      },
    );
    await waitFor(actor, (s) => s.matches({ result: 'waiting' }));
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.dismiss' });
    expect(cancelled).toBe(false);
    actor.send({ type: 'cancel.request' });
    actor.send({ type: 'cancel.confirm' });
    await waitFor(actor, (s) => s.matches({ result: 'settled' }));
    expect(selectDepositView(actor.getSnapshot()).result.deposit?.status).toBe('cancelled');
    actor.send({ type: 'deposit.new' });
    expect(selectDepositView(actor.getSnapshot())).toMatchObject({
      status: 'form',
      shownDepositId: null,
      form: { values: { amount: '', reference: '' } },
    });
  });
});
