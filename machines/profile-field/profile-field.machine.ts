/**
 * Profile field (id `profileField`): edits one field of the security centre's profile and saves it.
 *
 * - `editing` the value; a submit that passes the field's checks saves it, except a set-once field
 *   (real name, birthday), which first asks for a confirmation (`confirming`): it cannot be changed
 *   afterwards, and the real name must match the member's bank accounts.
 * - `saving`: a refusal goes back to `editing` with what was typed, under the field when the
 *   gateway names it, above the form otherwise.
 * - `saved` ends the chart with the value as the gateway kept it; the security centre shows it.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { profileFieldError, refusedFieldError, valueToSend } from './profile-field.rules';
import type { ProfileFieldContext, ProfileFieldEvent, ProfileFieldFailure, ProfileFieldInput, ProfileFieldValue } from './profile-field.types';
import { SET_ONCE_FIELDS } from './profile-field.types';

const form = formFields<ProfileFieldContext, ProfileFieldEvent>();

const fieldErrors = ({ field, values, today }: ProfileFieldContext) => {
  const error = profileFieldError(field, values.value, today);
  return error ? { value: error } : {};
};

const saveRequest = ({ context }: { context: ProfileFieldContext }): ProfileFieldValue => ({
  field: context.field,
  value: valueToSend(context.field, context.values.value),
});

export const profileFieldMachine = setup({
  types: {
    context: {} as ProfileFieldContext,
    events: {} as ProfileFieldEvent,
    input: {} as ProfileFieldInput,
    output: {} as ProfileFieldValue,
  },
  actors: {
    saveProfileField: notProvidedActor<ProfileFieldValue, ProfileFieldValue>('saveProfileField'),
  },
  actions: {
    assignField: form.assignField,
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(fieldErrors),
    assignFailure: assign(({ context, event }) => {
      const failure = errorOf(event) as ProfileFieldFailure | undefined;
      const code = errorCodeOf(failure, 'network.error');
      const refused = code === 'request_param_err' ? refusedFieldError(context.field, failure?.fields) : null;
      return refused ? { fieldErrors: { value: refused }, errorCode: null } : { errorCode: code };
    }),
  },
  guards: {
    valid: form.valid(fieldErrors),
    setOnceValid: ({ context }) => SET_ONCE_FIELDS.includes(context.field) && Object.keys(fieldErrors(context)).length === 0,
  },
}).createMachine({
  id: 'profileField',
  context: ({ input }) => ({ field: input.field, today: input.today, values: { value: input.value }, fieldErrors: {}, errorCode: null }),
  initial: 'editing',
  // the final state's output, which xstate hands over in its done-state event
  output: ({ event }) => doneOutput<ProfileFieldValue>(event),
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [
          { guard: 'setOnceValid', target: 'confirming', actions: 'clearErrors' },
          { guard: 'valid', target: 'saving', actions: 'clearErrors' },
          { actions: 'showErrors' },
        ],
      },
    },
    confirming: {
      description: 'A set-once field: the member confirms the value, which only customer service can correct later.',
      on: { 'form.confirm': { target: 'saving' }, 'form.back': { target: 'editing' } },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveProfileField',
        src: 'saveProfileField',
        input: saveRequest,
        onDone: { target: 'saved' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    saved: {
      type: 'final',
      output: ({ event }) => doneOutput<ProfileFieldValue>(event),
      description: 'The gateway kept the value; the chart hands it to the security centre.',
    },
  },
});
