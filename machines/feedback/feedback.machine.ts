/**
 * Feedback (id `feedback`): the member centre's feedback page.
 *
 * - `loading` the member's entries; `failed` offers a retry.
 * - `ready`: the list and the form; a submit that passes the checks is sent (`submitting`), one
 *   that does not shows its errors under the fields.
 * - A sent form reloads the list and says it was sent; a refusal keeps what was typed.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { checkFeedbackText } from '../../rules/feedback';
import type { FeedbackContext, FeedbackEntry, FeedbackEvent, FeedbackField, FeedbackFieldError, FeedbackRequest } from './feedback.types';

/** The form's errors by field; none when it may be sent. */
export function validateFeedback(values: Record<FeedbackField, string>): Partial<Record<FeedbackField, FeedbackFieldError>> {
  const text = checkFeedbackText(values.text);
  return text ? { text } : {};
}

const form = formFields<FeedbackContext, FeedbackEvent>();
const check = ({ values }: FeedbackContext) => validateFeedback(values);

export const feedbackMachine = setup({
  types: {
    context: {} as FeedbackContext,
    events: {} as FeedbackEvent,
  },
  actors: {
    /** the member's entries, newest first */
    loadEntries: notProvidedActor<FeedbackEntry[]>('loadEntries'),
    sendEntry: notProvidedActor<void, FeedbackRequest>('sendEntry'),
  },
  actions: {
    assignEntries: assign(({ event }) => ({ entries: doneOutput<FeedbackEntry[]>(event), errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors, sent: false };
    }),
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(check),
    /** the gateway refused the form: a refused field is marked, anything else is said above the button */
    assignSendFailure: assign(({ context, event }) => {
      const error = errorOf(event) as { fields?: Record<string, string> } | undefined;
      const refused = Object.keys(error?.fields ?? {}).filter((field) => field in context.values);
      return {
        errorCode: errorCodeOf(error, 'network.error'),
        fieldErrors: Object.fromEntries(refused.map((field) => [field, 'refused' as const])),
      };
    }),
    markSent: assign(() => ({ values: { text: '' }, fieldErrors: {}, errorCode: null, sent: true })),
  },
  guards: {
    formValid: form.valid(check),
  },
}).createMachine({
  id: 'feedback',
  context: { entries: null, values: { text: '' }, fieldErrors: {}, errorCode: null, sent: false },
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEntries',
        src: 'loadEntries',
        onDone: { target: 'ready', actions: 'assignEntries' },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      description: 'The entries could not be loaded: the page offers a retry.',
      on: { 'page.retry': { target: 'loading' } },
    },
    ready: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'sendEntry',
        src: 'sendEntry',
        input: ({ context }) => ({ text: context.values.text.trim() }),
        onDone: { target: 'loading', actions: 'markSent' },
        onError: { target: 'ready', actions: 'assignSendFailure' },
      },
    },
  },
});
