/**
 * Wallet-transfer chart: graph paths over loading the wallets (with vendors, with none, a failure
 * and its retry), picking the pair on either side and swapping it, typed and whole-balance
 * amounts, refused and passing submits, the attempt key, transfers that succeed, fail with an
 * unknown outcome, find the wallet locked, are refused by field or find the wallet short, recall
 * all behind its confirmation (money back, nothing back, a failure) and a refresh; behaviour with
 * resolving fakes.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  amountText,
  firstVendor,
  MAIN_WALLET,
  pairOf,
  recallable,
  refusedFields,
  sameAttempt,
  selectWalletTransferView,
  validateTransfer,
  walletTransferMachine,
} from '../../machines/wallet-transfer';
import type {
  RecallRequest,
  RecallResult,
  TransferRequest,
  WalletList,
  WalletTransferContext,
  WalletTransferSnapshot,
} from '../../machines/wallet-transfer';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as WalletTransferSnapshot;

const list: WalletList = {
  currencySymbol: 'RM',
  sumBalance: 150,
  wallets: [
    { id: 'main', name: null, balance: 100, locked: false },
    { id: 'vendor:SPB', name: 'Spinbird', balance: 50, locked: false },
    { id: 'vendor:GLX', name: 'Galaxia', balance: 0, locked: true },
  ],
};
const after: WalletList = {
  ...list,
  wallets: [
    { id: 'main', name: null, balance: 150, locked: false },
    { id: 'vendor:SPB', name: 'Spinbird', balance: 0, locked: false },
    { id: 'vendor:GLX', name: 'Galaxia', balance: 0, locked: true },
  ],
};
const mainOnly: WalletList = { currencySymbol: 'RM', sumBalance: 100, wallets: [{ id: 'main', name: null, balance: 100, locked: false }] };

const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;
const listKey = (l: WalletList | null) => (l ? l.wallets.map((w) => `${w.id}:${w.balance}:${w.locked}`).join(',') : null);

let announcements = 0;
let previous: WalletTransferSnapshot | null = null;

runPathSuite({
  machine: walletTransferMachine.provide({
    actors: {
      loadWallets: pending<WalletList, void>(),
      createAttemptKey: pending<string, void>(),
      submitTransfer: pending<WalletList, TransferRequest>(),
      recallAll: pending<RecallResult, RecallRequest>(),
    },
    actions: { announceBalanceChange: () => void (announcements += 1) },
  }),
  events: {
    'xstate.done.actor.loadWallets': [{ output: list }, { output: mainOnly }],
    'xstate.error.actor.loadWallets': [{ error: { errorCode: 'network.error' } }],
    'wallet.pick': [
      { side: 'from', wallet: 'vendor:SPB' },
      { side: 'from', wallet: 'main' },
      { side: 'to', wallet: 'vendor:NOPE' },
    ],
    'amount.change': [{ value: '10' }],
    'xstate.done.actor.createAttemptKey': [{ output: 'attempt-0123456789ab' }],
    'xstate.error.actor.createAttemptKey': [{ error: new Error('no randomness') }],
    'xstate.done.actor.submitTransfer': [{ output: after }],
    'xstate.error.actor.submitTransfer': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'wallet.locked', wallet: 'vendor:SPB' } },
      { error: { errorCode: 'request_param_err', fields: { amount: 'Enter an amount' } } },
      { error: { errorCode: 'wallet.insufficient' } },
    ],
    'xstate.done.actor.recallAll': [
      { output: { returned: 50, skipped: ['vendor:GLX'], wallets: after } },
      { output: { returned: 0, skipped: ['vendor:GLX'], wallets: after } },
    ],
    'xstate.error.actor.recallAll': [{ error: { errorCode: 'network.error' } }],
  },
  // Graph identity keeps what guards read: the list, the pair, the amount as typed and whether a
  // kept attempt is this request's. Notices and error texts follow from these and change no guard.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      list: listKey(c.list),
      direction: c.direction,
      vendor: c.vendor,
      amount: c.amount,
      attempt: c.attempt ? sameAttempt(c) : null,
    });
  },
  maxStates: 3000,
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') {
      announcements = 0;
      previous = null;
    }
    const view = selectWalletTransferView(s);
    const c: WalletTransferContext = s.context;
    const ready = s.matches('ready');
    expect(view.status).toBe(ready ? 'ready' : s.matches('failed') ? 'failed' : 'loading');
    // one side of the pair is always the main wallet
    if (ready && c.vendor !== null) expect([view.from?.id, view.to?.id]).toContain(MAIN_WALLET);
    expect(view.submitting).toBe(s.matches({ ready: 'keying' }) || s.matches({ ready: 'submitting' }));
    expect(view.recalling).toBe(s.matches({ ready: 'recallKeying' }) || s.matches({ ready: 'recalling' }));
    expect(view.canSubmit).toBe(s.matches({ ready: 'editing' }));
    expect(view.canRecall).toBe(s.matches({ ready: 'editing' }) && recallable(c.list));
    expect(view.busy).toBe(ready && !s.matches({ ready: 'editing' }) && !s.matches({ ready: 'confirmingRecall' }));
    // what was typed survives every failure; only a transfer that went through empties the amount
    if (previous && event.type.startsWith('xstate.error.actor.submit')) expect(c.amount).toBe(previous.context.amount);
    if (event.type === 'xstate.done.actor.submitTransfer') {
      expect(c.amount).toBe('');
      expect(view.notice?.kind).toBe('transferred');
    }
    // only an attempt whose outcome is unknown keeps its key for the retry
    if (event.type === 'xstate.error.actor.submitTransfer') {
      expect(c.attempt !== null).toBe(errorCodeOf(event) === 'network.error');
      // a refusal that belongs to a field is shown under it, not above the form
      if (errorCodeOf(event) !== 'network.error') expect(view.errorCode).toBeNull();
      if (errorCodeOf(event) === 'wallet.locked') expect(c.list?.wallets.find((w) => w.id === 'vendor:SPB')?.locked).toBe(true);
    }
    // a transfer is sent for a valid pair, never for a locked wallet, with this request's key
    if (s.matches({ ready: 'submitting' })) {
      expect(validateTransfer(c)).toEqual({});
      expect(c.attempt?.key).toBe('attempt-0123456789ab');
      expect(sameAttempt(c)).toBe(true);
    }
    // a recall only ever follows its confirmation
    if (s.matches({ ready: 'recallKeying' })) expect(event.type).toBe('recall.confirm');
    // the header's balance reloads after each transfer, and after a recall that brought money back
    const moved =
      event.type === 'xstate.done.actor.submitTransfer' ||
      (event.type === 'xstate.done.actor.recallAll' && (event as unknown as { output: RecallResult }).output.returned > 0);
    expect(announcements).toBe(moved ? 1 : 0);
    announcements = 0;
    // the context is plain data a trace can hold
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('wallet-transfer rules', () => {
  const context = (overrides: Partial<WalletTransferContext> = {}): WalletTransferContext => ({
    list,
    direction: 'in',
    vendor: 'vendor:SPB',
    amount: '',
    fieldErrors: {},
    errorCode: null,
    attempt: null,
    notice: null,
    ...overrides,
  });

  it('fills a whole balance with two decimals', () => {
    expect(amountText(50)).toBe('50.00');
    expect(amountText(0.1 + 0.2)).toBe('0.30');
  });

  it('checks the pair and the amount against the source wallet', () => {
    expect(validateTransfer(context())).toEqual({ amount: { code: 'required', text: null } });
    expect(validateTransfer(context({ amount: '0' }))).toEqual({ amount: { code: 'format', text: null } });
    expect(validateTransfer(context({ amount: '100' }))).toEqual({});
    expect(validateTransfer(context({ amount: '100.01' }))).toEqual({ amount: { code: 'insufficient', text: null } });
    expect(validateTransfer(context({ amount: '50', direction: 'out' }))).toEqual({});
    expect(validateTransfer(context({ amount: '50.01', direction: 'out' }))).toEqual({ amount: { code: 'insufficient', text: null } });
    expect(validateTransfer(context({ amount: '1', vendor: 'vendor:GLX' }))).toEqual({ vendor: { code: 'locked', text: null } });
    expect(validateTransfer(context({ amount: '1', vendor: null }))).toEqual({ vendor: { code: 'required', text: null } });
    expect(pairOf({ direction: 'out', vendor: 'vendor:SPB' })).toEqual({ from: 'vendor:SPB', to: 'main' });
  });

  it('offers a game wallet with money first, never a locked one, and recalls only free wallets with money', () => {
    expect(firstVendor(list)).toBe('vendor:SPB');
    expect(firstVendor(after)).toBe('vendor:SPB');
    expect(firstVendor(mainOnly)).toBeNull();
    expect(recallable(list)).toBe(true);
    expect(recallable(after)).toBe(false);
  });

  it('puts refusals under their fields', () => {
    expect(refusedFields({ errorCode: 'request_param_err', fields: { to: 'One side is main', other: 'x' } })).toEqual({
      vendor: { code: 'refused', text: 'One side is main' },
    });
    expect(refusedFields({ errorCode: 'wallet.insufficient' })).toEqual({ amount: { code: 'insufficient', text: null } });
    expect(refusedFields({ errorCode: 'system.error' })).toEqual({});
  });
});

describe('wallet-transfer behaviour', () => {
  function start(overrides: Parameters<typeof walletTransferMachine.provide>[0]['actors'] = {}) {
    const calls: unknown[] = [];
    let keys = 0;
    const spies = { announcements: 0 };
    const actor = createActor(
      walletTransferMachine.provide({
        actors: {
          loadWallets: fromPromise(async () => list),
          createAttemptKey: fromPromise(async () => `attempt-key-${String((keys += 1)).padStart(8, '0')}`),
          submitTransfer: fromPromise<WalletList, TransferRequest>(async ({ input }) => {
            calls.push(input);
            return after;
          }),
          recallAll: fromPromise<RecallResult, RecallRequest>(async ({ input }) => {
            calls.push(input);
            return { returned: 50, skipped: ['vendor:GLX'], wallets: after };
          }),
          ...overrides,
        },
        actions: { announceBalanceChange: () => void (spies.announcements += 1) },
      }),
    ).start();
    return { actor, calls, spies, view: () => selectWalletTransferView(actor.getSnapshot()) };
  }

  it('moves a game wallet’s whole balance home with a fresh key and shows the new balances', async () => {
    const { actor, calls, spies, view } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'wallet.pick', side: 'from', wallet: 'vendor:SPB' });
    actor.send({ type: 'amount.all' });
    expect(view().amount).toBe('50.00');
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.notice !== null);
    expect(calls).toEqual([{ from: 'vendor:SPB', to: 'main', amount: '50.00', idempotencyKey: 'attempt-key-00000001' }]);
    expect(view()).toMatchObject({ amount: '', notice: { kind: 'transferred', from: 'vendor:SPB', to: 'main', amount: '50.00' } });
    expect(view().from?.balance).toBe(0);
    expect(spies.announcements).toBe(1);
  });

  it('retries a transfer whose answer was lost with its key, and makes a new one once the request changes', async () => {
    let failNext = true;
    const keys: string[] = [];
    const { actor } = start({
      submitTransfer: fromPromise<WalletList, TransferRequest>(async ({ input }) => {
        keys.push(input.idempotencyKey);
        if (failNext) throw { errorCode: 'network.error' };
        return after;
      }),
    });
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'amount.change', value: '10' });
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.errorCode !== null);
    expect(selectWalletTransferView(actor.getSnapshot()).retriesAttempt).toBe(true);
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.errorCode !== null);
    actor.send({ type: 'amount.change', value: '20' });
    failNext = false;
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.matches({ ready: 'editing' }) && s.context.notice !== null);
    expect(keys).toEqual(['attempt-key-00000001', 'attempt-key-00000001', 'attempt-key-00000002']);
  });

  it('recalls all only after the confirmation, and reports what stayed out', async () => {
    const { actor, calls, spies, view } = start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'recall.request' });
    actor.send({ type: 'recall.dismiss' });
    expect(calls).toEqual([]);
    actor.send({ type: 'recall.request' });
    actor.send({ type: 'recall.confirm' });
    await waitFor(actor, (s) => s.context.notice !== null);
    expect(calls).toEqual([{ idempotencyKey: 'attempt-key-00000001' }]);
    expect(view().notice).toEqual({ kind: 'recalled', returned: 50, skipped: ['vendor:GLX'] });
    expect(view().canRecall).toBe(false);
    expect(spies.announcements).toBe(1);
  });
});
