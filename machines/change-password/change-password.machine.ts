/**
 * Change password (id `changePassword`): edit the three fields, validate on submit, call the gateway.
 * The session chart invokes it forced (must-change session) or on request, and closes it.
 */
import { assign, setup } from 'xstate';
import { errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { ChangePasswordContext, ChangePasswordEvent, ChangePasswordInput, PasswordChangeRequest } from './change-password.types';
import { validatePasswordChange } from './change-password.validation';

function initialContext({ input }: { input: ChangePasswordInput }): ChangePasswordContext {
  return {
    values: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    fieldErrors: {},
    errorCode: null,
    forced: input.forced,
  };
}

function passwordChangeRequest({ context }: { context: ChangePasswordContext }): PasswordChangeRequest {
  return { ...context.values };
}

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as ChangePasswordInput,
  },
  actors: {
    submitPasswordChange: notProvidedActor<void, PasswordChangeRequest>('submitPasswordChange'),
  },
  actions: {
    assignField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const fieldErrors = { ...context.fieldErrors };
      delete fieldErrors[event.field];
      return { values: { ...context.values, [event.field]: event.value }, fieldErrors };
    }),
    assignFieldErrors: assign(({ context }) => ({ fieldErrors: validatePasswordChange(context.values), errorCode: null })),
    clearErrors: assign({ fieldErrors: {}, errorCode: null }),
    assignFailure: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
  },
  guards: {
    formValid: ({ context }) => Object.keys(validatePasswordChange(context.values)).length === 0,
  },
}).createMachine({
  id: 'changePassword',
  context: initialContext,
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.change': { actions: 'assignField' },
        'form.submit': [{ guard: 'formValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'assignFieldErrors' }],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        id: 'submitPasswordChange',
        src: 'submitPasswordChange',
        input: passwordChangeRequest,
        onDone: { target: 'done' },
        onError: { target: 'editing', actions: 'assignFailure' },
      },
    },
    done: {
      type: 'final',
      description: 'The gateway accepted the new password; the session reloads member info.',
    },
  },
});
