/**
 * Withdrawal confirmation (id `withdrawalConfirmation`): the payments of the member's withdrawals
 * that wait for the member's answer (research §9), shown on the withdraw page above the form.
 *
 * - `loading` reads the list; `failed` offers a retry; `listing` shows it (empty: nothing shows).
 * - `answering` one payment: received goes straight to its confirmation; partly received asks what
 *   arrived (the rest is shown), not received asks for a proof image (the `imageUpload` child, alive
 *   for the whole answer, so a proof survives a refused answer). Every answer is sent only after
 *   `answer.confirm`; a refusal goes back with what was entered, and an answer the payment no longer
 *   waits for reads the list again.
 */
import { and, assign, setup } from 'xstate';
import { proofOf } from '../deposit';
import { imageUploadMachine } from '../image-upload';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { WithdrawalRecord } from '../withdraw';
import { answerRequest, GONE_CODES, recordOf, validateAnswer } from './withdrawal-confirmation.rules';
import type {
  ConfirmationAnswer,
  ConfirmationFieldErrors,
  ConfirmationProofFiles,
  WithdrawalConfirmationContext,
  WithdrawalConfirmationEvent,
} from './withdrawal-confirmation.types';

const NO_PROOF = { imageId: null, busy: false } as const;
const noAnswer = { choice: null, receivedAmount: '', fieldErrors: {}, proof: NO_PROOF } as const;

const filesOf = (event: { type: string }): ConfirmationProofFiles =>
  (event as { snapshot?: { context?: { files?: ConfirmationProofFiles } } }).snapshot?.context?.files ?? [];

/** A refusal naming a field of the answer: its text under that field. */
function refusedFields(error: unknown): ConfirmationFieldErrors {
  const code = errorCodeOf(error, 'network.error');
  if (code === 'upload.image.unknown') return { proof: { code: 'refused', text: null } };
  const text = (error as { fields?: Record<string, unknown> } | null)?.fields?.receivedAmount;
  if (code === 'request_param_err' && typeof text === 'string') return { receivedAmount: { code: 'refused', text: text.trim() || null } };
  return {};
}

export const withdrawalConfirmationMachine = setup({
  types: {
    context: {} as WithdrawalConfirmationContext,
    events: {} as WithdrawalConfirmationEvent,
    children: {} as { imageUpload: 'imageUpload' },
  },
  actors: {
    loadConfirmations: notProvidedActor<WithdrawalRecord[]>('loadConfirmations'),
    sendAnswer: notProvidedActor<WithdrawalRecord, ConfirmationAnswer>('sendAnswer'),
    /** the proof of not receiving; the edge provides it with its file reading and upload */
    imageUpload: imageUploadMachine,
  },
  actions: {
    assignRecords: assign(({ event }) => ({ records: doneOutput<WithdrawalRecord[]>(event) })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    startAnswer: assign(({ event }) =>
      event.type === 'answer.start'
        ? { ...noAnswer, choice: { withdrawalId: event.withdrawalId, kind: event.kind }, errorCode: null, answered: null }
        : {},
    ),
    dropAnswer: assign({ ...noAnswer }),
    assignAmount: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { receivedAmount: _gone, ...rest } = context.fieldErrors;
      return { receivedAmount: event.value, fieldErrors: rest };
    }),
    followProof: assign(({ context, event }) => {
      const proof = proofOf(filesOf(event));
      // an uploaded proof answers the field's error
      if (proof.imageId === null) return { proof };
      const { proof: _answered, ...rest } = context.fieldErrors;
      return { proof, fieldErrors: rest };
    }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateAnswer(context), errorCode: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    assignAnswerFailure: assign(({ event }) => {
      const error = errorOf(event);
      const fieldErrors = refusedFields(error);
      return { fieldErrors, errorCode: Object.keys(fieldErrors).length > 0 ? null : errorCodeOf(error, 'network.error') };
    }),
    assignAnswered: assign(({ context }) => ({ answered: context.choice })),
  },
  guards: {
    knownRecord: ({ context, event }) =>
      event.type === 'answer.start' && context.records.some((record) => record.withdrawalId === event.withdrawalId),
    receiptOf: ({ event }) => event.type === 'answer.start' && event.kind === 'received',
    plainReceipt: and(['knownRecord', 'receiptOf']),
    answersReceived: ({ context }) => context.choice?.kind === 'received',
    answerValid: ({ context }) => recordOf(context) !== null && Object.keys(validateAnswer(context)).length === 0,
    proofMoved: ({ context, event }) => {
      const proof = proofOf(filesOf(event));
      return proof.imageId !== context.proof.imageId || proof.busy !== context.proof.busy;
    },
    answerGone: ({ event }) => GONE_CODES.includes(errorCodeOf(errorOf(event))),
  },
}).createMachine({
  id: 'withdrawalConfirmation',
  context: { records: [], ...noAnswer, errorCode: null, answered: null },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadConfirmations',
        src: 'loadConfirmations',
        onDone: { target: 'listing', actions: 'assignRecords' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      on: { 'list.retry': { target: 'loading', actions: 'clearError' } },
    },
    listing: {
      on: {
        'answer.start': [
          // a plain receipt has nothing to fill in: straight to its confirmation
          { guard: 'plainReceipt', target: 'answering.confirming', actions: 'startAnswer' },
          { guard: 'knownRecord', target: 'answering', actions: 'startAnswer' },
        ],
      },
    },
    answering: {
      initial: 'editing',
      invoke: { id: 'imageUpload', src: 'imageUpload', input: { maxFiles: 1 }, onSnapshot: { actions: 'followProof' } },
      on: { 'answer.cancel': { target: 'listing', actions: ['dropAnswer', 'clearError'] } },
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignAmount' },
            'answer.submit': [{ guard: 'answerValid', target: 'confirming', actions: 'clearErrors' }, { actions: 'showErrors' }],
          },
        },
        confirming: {
          description: 'The member is asked to confirm the answer before it is sent.',
          on: {
            // the proof moved under the question (it is not shown here): ask again from the form
            'xstate.snapshot.imageUpload': { guard: 'proofMoved', target: 'editing', actions: 'followProof' },
            'answer.confirm': { target: 'sending' },
            'answer.back': [{ guard: 'answersReceived', target: '#withdrawalConfirmation.listing', actions: 'dropAnswer' }, { target: 'editing' }],
          },
        },
        sending: {
          tags: ['busy'],
          invoke: {
            id: 'sendAnswer',
            src: 'sendAnswer',
            input: ({ context }) => answerRequest(context),
            onDone: { target: '#withdrawalConfirmation.loading', actions: ['assignAnswered', 'dropAnswer'] },
            onError: [
              // answered elsewhere or counted as received meanwhile: the list is read again
              { guard: 'answerGone', target: '#withdrawalConfirmation.loading', actions: ['assignError', 'dropAnswer'] },
              { guard: 'answersReceived', target: 'confirming', actions: 'assignAnswerFailure' },
              { target: 'editing', actions: 'assignAnswerFailure' },
            ],
          },
        },
      },
    },
  },
});
