/**
 * Withdrawal confirmation chart: graph paths over loading the payments waiting for an answer (a
 * failure and its retry), the three answers (received straight to its confirmation; partly
 * received with the amount; not received with what the proof field reports), their checks, the
 * confirmation and its way back, refusals that keep the answer, and answers no longer awaited;
 * behaviour with resolving fakes and the real image-upload child.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { imageUploadMachine } from '../../machines/image-upload';
import type { InspectedFile, PickedFile, UploadedFile, UploadRequest } from '../../machines/image-upload';
import type { WithdrawalRecord } from '../../machines/withdraw';
import { remainingOf, selectWithdrawalConfirmationView, validateAnswer, withdrawalConfirmationMachine } from '../../machines/withdrawal-confirmation';
import type { ConfirmationAnswer, WithdrawalConfirmationContext, WithdrawalConfirmationSnapshot } from '../../machines/withdrawal-confirmation';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as WithdrawalConfirmationSnapshot;

const record: WithdrawalRecord = {
  withdrawalId: '7',
  amount: 100,
  charge: 2,
  payout: 98,
  status: 'awaitingConfirmation',
  bankName: 'Maybank',
  cardNumber: '**** 1234',
  requestTime: Date.UTC(2026, 0, 2),
  completedTime: null,
  confirmBy: Date.UTC(2026, 0, 2, 0, 30),
  receivedAmount: null,
};

/** What the image-upload child reports: a file on its way, then uploaded. */
const proofReports = [
  { snapshot: { context: { files: [{ status: 'uploading', serverId: null }] } } },
  { snapshot: { context: { files: [{ status: 'uploaded', serverId: '77' }] } } },
];

const errorCodeOf = (event: EventObject) => (event as unknown as { error: { errorCode: string } }).error.errorCode;

let previous: WithdrawalConfirmationSnapshot | null = null;

runPathSuite({
  machine: withdrawalConfirmationMachine.provide({
    actors: {
      loadConfirmations: pending<WithdrawalRecord[], void>(),
      sendAnswer: pending<WithdrawalRecord, ConfirmationAnswer>(),
      // the proof field is a stand-in: the paths say what it reports
      imageUpload: createMachine({ id: 'imageUploadStub' }) as unknown as typeof imageUploadMachine,
    },
  }),
  events: {
    'xstate.done.actor.loadConfirmations': [{ output: [record] }, { output: [] }],
    'xstate.error.actor.loadConfirmations': [{ error: { errorCode: 'network.error' } }],
    'answer.start': [
      { withdrawalId: '7', kind: 'received' },
      { withdrawalId: '7', kind: 'partlyReceived' },
      { withdrawalId: '7', kind: 'notReceived' },
      { withdrawalId: '8', kind: 'received' },
    ],
    'field.change': [
      { field: 'receivedAmount', value: '50' },
      { field: 'receivedAmount', value: '98' },
    ],
    'xstate.snapshot.imageUpload': proofReports,
    'xstate.done.actor.sendAnswer': [{ output: { ...record, status: 'completed' } }],
    'xstate.error.actor.sendAnswer': [
      { error: { errorCode: 'network.error' } },
      { error: { errorCode: 'request_param_err', fields: { receivedAmount: 'Enter less than 98.00' } } },
      { error: { errorCode: 'upload.image.unknown' } },
      { error: { errorCode: 'withdrawal.not.awaiting' } },
    ],
  },
  // Graph identity keeps what guards read: the list, the answer under way, whether it passes its
  // checks, the proof. Messages and exact values change no guard.
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({
      value: s.value,
      records: c.records.length,
      choice: c.choice?.kind ?? null,
      valid: Object.keys(validateAnswer(c)).length === 0,
      proof: c.proof,
      answered: c.answered !== null,
    });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    if (event.type === 'xstate.init') previous = null;
    const view = selectWithdrawalConfirmationView(s);
    const c: WithdrawalConfirmationContext = s.context;
    expect(view.status).toBe(s.matches('failed') ? 'failed' : s.matches('loading') ? 'loading' : 'ready');
    // an answer shows only for a payment in the list, and only while it is being given
    expect(view.answer !== null).toBe(s.matches('answering'));
    expect(view.canStart).toBe(s.matches('listing'));
    if (view.answer) {
      expect(view.answer.record.withdrawalId).toBe(c.choice?.withdrawalId);
      expect(view.answer.confirming).toBe(s.matches({ answering: 'confirming' }));
      expect(view.answer.submitting).toBe(s.matches({ answering: 'sending' }));
      // the rest shows for a partial receipt once the amount reads
      if (view.answer.kind === 'partlyReceived' && c.receivedAmount === '50') expect(view.answer.remaining).toBe(48);
    }
    // an answer is asked to confirm only once its checks pass; a plain receipt has none
    if (s.matches({ answering: 'confirming' })) expect(validateAnswer(c)).toEqual({});
    if (event.type === 'xstate.error.actor.sendAnswer') {
      const code = errorCodeOf(event);
      if (code === 'withdrawal.not.awaiting') {
        expect(s.matches('loading')).toBe(true);
      } else {
        // a refusal keeps the answer and what was entered
        expect([c.choice, c.receivedAmount, c.proof]).toEqual([previous?.context.choice, previous?.context.receivedAmount, previous?.context.proof]);
        expect(s.matches({ answering: c.choice?.kind === 'received' ? 'confirming' : 'editing' })).toBe(true);
      }
      if (code === 'request_param_err')
        expect(view.answer?.fieldErrors).toEqual({ receivedAmount: { code: 'refused', text: 'Enter less than 98.00' } });
      if (code === 'upload.image.unknown') expect(view.answer?.fieldErrors).toEqual({ proof: { code: 'refused', text: null } });
    }
    if (event.type === 'xstate.done.actor.sendAnswer') expect(view.answered).toEqual(previous?.context.choice);
    // the context is plain data a trace can hold
    expect(JSON.parse(JSON.stringify(c))).toEqual(c);
    previous = s;
  },
});

describe('withdrawal confirmation rules', () => {
  const context = (kind: 'partlyReceived' | 'notReceived', receivedAmount = '', imageId: string | null = null): WithdrawalConfirmationContext => ({
    records: [record],
    choice: { withdrawalId: '7', kind },
    receivedAmount,
    fieldErrors: {},
    proof: { imageId, busy: false },
    errorCode: null,
    answered: null,
  });

  it('takes a partial amount above nothing and below the payout, and shows the rest', () => {
    expect(validateAnswer(context('partlyReceived')).receivedAmount?.code).toBe('required');
    expect(validateAnswer(context('partlyReceived', '0')).receivedAmount?.code).toBe('format');
    expect(validateAnswer(context('partlyReceived', '98')).receivedAmount?.code).toBe('max');
    expect(validateAnswer(context('partlyReceived', '97.99'))).toEqual({});
    expect(remainingOf(record, '97.99')).toBe(0.01);
    expect(remainingOf(record, 'x')).toBeNull();
  });

  it('asks for the proof of not receiving', () => {
    expect(validateAnswer(context('notReceived'))).toEqual({ proof: { code: 'required', text: null } });
    expect(validateAnswer(context('notReceived', '', '77'))).toEqual({});
  });
});

describe('withdrawal confirmation behaviour', () => {
  it('sends "not received" with the uploaded proof after the confirmation, then reads the list again', async () => {
    const sent: ConfirmationAnswer[] = [];
    let lists = 0;
    const actor = createActor(
      withdrawalConfirmationMachine.provide({
        actors: {
          loadConfirmations: fromPromise(async () => ((lists += 1) === 1 ? [record] : [])),
          sendAnswer: fromPromise<WithdrawalRecord, ConfirmationAnswer>(async ({ input }) => {
            sent.push(input);
            return { ...record, status: 'disputed' };
          }),
          imageUpload: imageUploadMachine.provide({
            actors: {
              inspectFile: fromPromise<InspectedFile, PickedFile>(async ({ input: file }) => ({ name: file.name, size: file.size, kind: 'png' })),
              uploadFile: fromPromise<UploadedFile, UploadRequest>(async () => ({ id: '77' })),
            },
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('listing'));
    actor.send({ type: 'answer.start', withdrawalId: '7', kind: 'notReceived' });
    actor.send({ type: 'answer.submit' });
    expect(selectWithdrawalConfirmationView(actor.getSnapshot()).answer?.fieldErrors).toEqual({ proof: { code: 'required', text: null } });
    actor.getSnapshot().children.imageUpload!.send({ type: 'files.add', files: [{ key: 'f1', name: 'proof.png', size: 1000 }] });
    await waitFor(actor, (s) => s.context.proof.imageId === '77');
    actor.send({ type: 'answer.submit' });
    expect(sent).toEqual([]);
    actor.send({ type: 'answer.confirm' });
    await waitFor(actor, (s) => s.matches('listing') && lists === 2);
    expect(sent).toEqual([{ withdrawalId: '7', answer: 'notReceived', proofImageId: '77' }]);
    expect(selectWithdrawalConfirmationView(actor.getSnapshot())).toMatchObject({
      records: [],
      answered: { withdrawalId: '7', kind: 'notReceived' },
    });
  });
});
