/**
 * Feedback (id `feedback`): the member centre's feedback page (research §8, "Feedback and
 * suggestions").
 *
 * - `loading` the member's feedback with the operator's replies; `failed` offers a retry.
 * - `open`: the list and the form (question type, content, up to three pictures through the
 *   `imageUpload` child, alive while the form is open so pictures survive a refused send). A submit
 *   that passes the checks is sent (`submitting`); one that does not shows its errors under the
 *   fields, and a picture still uploading is one of them.
 * - A sent feedback reloads the list and says it was sent, with an empty form; a refusal keeps what
 *   was typed and picked.
 */
import { assign, setup } from 'xstate';
import { imageUploadMachine } from '../image-upload';
import type { UploadFile } from '../image-upload';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { feedbackRequest, imagesOf, refusedFeedbackFields, validateFeedback } from './feedback.rules';
import type { FeedbackContext, FeedbackEntry, FeedbackEvent, FeedbackRequest } from './feedback.types';

type FeedbackForm = Pick<FeedbackContext, 'values' | 'images' | 'fieldErrors' | 'errorCode'>;
const emptyForm = (): FeedbackForm => ({ values: { type: '', content: '' }, images: { ids: [], busy: false }, fieldErrors: {}, errorCode: null });

/** The picture field's files, from its snapshot event (`onSnapshot`). */
const filesOf = (event: { type: string }): UploadFile[] =>
  (event as { snapshot?: { context?: { files?: UploadFile[] } } }).snapshot?.context?.files ?? [];

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
    children: {} as { imageUpload: 'imageUpload' },
  },
  actors: {
    /** the member's feedback, newest first */
    loadFeedback: notProvidedActor<FeedbackEntry[]>('loadFeedback'),
    sendFeedback: notProvidedActor<void, FeedbackRequest>('sendFeedback'),
    /** the pictures; the edge provides it with its file reading and upload */
    imageUpload: imageUploadMachine,
  },
  actions: {
    assignEntries: assign(({ event }) => ({ entries: doneOutput<FeedbackEntry[]>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _corrected, ...fieldErrors } = context.fieldErrors;
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, sent: false };
    }),
    followImages: assign(({ context, event }) => {
      const images = imagesOf(filesOf(event));
      // pictures that settled answer their error
      if (images.busy) return { images };
      const { images: _settled, ...fieldErrors } = context.fieldErrors;
      return { images, fieldErrors };
    }),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    showErrors: assign(({ context }) => ({ fieldErrors: validateFeedback(context), errorCode: null })),
    assignSendFailure: assign(({ event }) => {
      const error = errorOf(event) as { fields?: Record<string, unknown> } | undefined;
      const errorCode = errorCodeOf(error, 'network.error');
      return { errorCode, fieldErrors: refusedFeedbackFields(errorCode, error?.fields) };
    }),
    markSent: assign(() => ({ ...emptyForm(), sent: true })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validateFeedback(context)).length === 0,
  },
}).createMachine({
  id: 'feedback',
  context: { entries: null, ...emptyForm(), sent: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadFeedback',
        src: 'loadFeedback',
        onDone: { target: 'open', actions: 'assignEntries' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      description: 'The feedback list could not be loaded: the page offers a retry.',
      on: { 'page.retry': { target: 'loading' } },
    },
    open: {
      description: 'The list and the form; the pictures field lives as long as the form.',
      invoke: { id: 'imageUpload', src: 'imageUpload', input: { maxFiles: 3 }, onSnapshot: { actions: 'followImages' } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'sendFeedback',
            src: 'sendFeedback',
            input: ({ context }) => feedbackRequest(context),
            onDone: { target: '#feedback.loading', actions: 'markSent' },
            onError: { target: 'editing', actions: 'assignSendFailure' },
          },
        },
      },
    },
  },
});
