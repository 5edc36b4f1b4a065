/**
 * Forgot password (id `forgotPassword`). The session chart opens it from the login dialog, from
 * `/forget`, or from an e-mailed `/forget#reset=<token>` link, and reads its output: a session after
 * a reset by phone (auto-login), none after an e-mail reset (the visitor logs in again).
 * - byEmail: username and address, then "check your e-mail". The gateway answers the same whether
 *   or not they belong together, so the step says the same too.
 * - byPhone (CHNGPASSVERIF3): the number, checked before the smsCountdown child sends a code, the
 *   code and the new password; the gateway logs the visitor in.
 * - resetLink: the link's step. A refused link (unknown, expired, used) offers to ask again.
 */
import { assign, sendTo, setup } from 'xstate';
import type { ForgotPasswordInput, ForgotPasswordOutput } from './forgot-password.types';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { smsCountdownMachine } from '../sms-countdown';
import type { SmsCountdownEvent } from '../sms-countdown';
import type {
  EmailResetRequest,
  ForgotPasswordContext,
  ForgotPasswordEvent,
  LinkResetRequest,
  PhoneResetRequest,
  PhoneResetSession,
} from './forgot-password.types';
import {
  toEmailResetRequest,
  toLinkResetRequest,
  toPhoneResetRequest,
  validateEmailReset,
  validateNewPassword,
  validatePhoneReset,
  validatePhoneTarget,
} from './forgot-password.validation';

/** The gateway's answer for a link it will not honour: unknown, expired, used or damaged. */
const REFUSED_LINK = 'password.reset.invalid';

function initialContext({ input }: { input: ForgotPasswordInput }): ForgotPasswordContext {
  return {
    values: { username: '', email: '', mobileNum: '', countryDialingCode: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
    fieldErrors: {},
    errorCode: null,
    byPhone: input.byPhone,
    humanCheckRequired: input.features.HUMANCHECK3 === true,
    resetToken: input.resetToken,
  };
}

const emailRequest = ({ context }: { context: ForgotPasswordContext }): EmailResetRequest => toEmailResetRequest(context.values);
const linkRequest = ({ context }: { context: ForgotPasswordContext }): LinkResetRequest =>
  toLinkResetRequest(context.resetToken ?? '', context.values);
const phoneRequest = ({ context }: { context: ForgotPasswordContext }): PhoneResetRequest => toPhoneResetRequest(context.values);

function smsSend({ context }: { context: ForgotPasswordContext }): SmsCountdownEvent {
  const { mobileNum, countryDialingCode } = toPhoneResetRequest(context.values);
  return { type: 'sms.send', mobileNum, countryDialingCode, humanCheckRequired: context.humanCheckRequired };
}

const form = formFields<ForgotPasswordContext, ForgotPasswordEvent>();
const emailErrors = ({ values }: ForgotPasswordContext) => validateEmailReset(values);
const phoneErrors = ({ values }: ForgotPasswordContext) => validatePhoneReset(values);
const phoneTargetErrors = ({ values }: ForgotPasswordContext) => validatePhoneTarget(values);
const newPasswordErrors = ({ values }: ForgotPasswordContext) => validateNewPassword(values);

const noSession: ForgotPasswordOutput = { session: null };
const phoneSession = ({ event }: { event: { type: string } }): ForgotPasswordOutput => ({ session: doneOutput<PhoneResetSession>(event) });
/** The chart's output is that of the final state it reached (xstate hands it over in the done-state event). */
const finalOutput = ({ event }: { event: { type: string } }): ForgotPasswordOutput => doneOutput<ForgotPasswordOutput>(event);

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
    output: {} as ForgotPasswordOutput,
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    requestResetEmail: notProvidedActor<void, EmailResetRequest>('requestResetEmail'),
    resetWithLink: notProvidedActor<void, LinkResetRequest>('resetWithLink'),
    resetByPhone: notProvidedActor<PhoneResetSession, PhoneResetRequest>('resetByPhone'),
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    assignField: form.assignField,
    clearErrors: form.clearErrors,
    flagEmailErrors: form.showErrors(emailErrors),
    flagPhoneErrors: form.showErrors(phoneErrors),
    flagPhoneTargetErrors: form.addErrors(phoneTargetErrors),
    flagNewPasswordErrors: form.showErrors(newPasswordErrors),
    requestCode: sendTo('smsCountdown', smsSend),
    assignFailure: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    // neither a refused link nor the passwords typed for it are of any further use
    refuseLink: assign(({ context, event }) => ({
      errorCode: errorCodeOf(errorOf(event)),
      values: { ...context.values, newPassword: '', confirmNewPassword: '' },
      resetToken: null,
    })),
    forgetResetToken: assign({ resetToken: null, errorCode: null, fieldErrors: {} }),
  },
  guards: {
    hasResetToken: ({ context }) => context.resetToken !== null,
    byPhone: ({ context }) => context.byPhone,
    emailFormValid: form.valid(emailErrors),
    phoneFormValid: form.valid(phoneErrors),
    phoneTargetValid: form.valid(phoneTargetErrors),
    newPasswordValid: form.valid(newPasswordErrors),
    linkRefused: ({ event }) => errorCodeOf(errorOf(event)) === REFUSED_LINK,
  },
}).createMachine({
  id: 'forgotPassword',
  context: initialContext,
  initial: 'choosing',
  output: finalOutput,
  states: {
    choosing: {
      description: 'Picks the step: a reset link first, else the way the merchant set (CHNGPASSVERIF3).',
      always: [{ guard: 'hasResetToken', target: 'resetLink' }, { guard: 'byPhone', target: 'byPhone' }, { target: 'byEmail' }],
    },
    byEmail: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [{ guard: 'emailFormValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'flagEmailErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'requestResetEmail',
            src: 'requestResetEmail',
            input: emailRequest,
            onDone: { target: 'sent' },
            onError: { target: 'editing', actions: 'assignFailure' },
          },
        },
        sent: {
          description: '"Check your e-mail": said whether or not the username and address belong together.',
          on: { 'result.confirm': { target: '#forgotPassword.backToLogin' } },
        },
      },
    },
    byPhone: {
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: { purpose: 'noLogin' as const } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'code.request': [{ guard: 'phoneTargetValid', actions: 'requestCode' }, { actions: 'flagPhoneTargetErrors' }],
            'form.submit': [{ guard: 'phoneFormValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'flagPhoneErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'resetByPhone',
            src: 'resetByPhone',
            input: phoneRequest,
            onDone: { target: '#forgotPassword.signedIn' },
            onError: { target: 'editing', actions: 'assignFailure' },
          },
        },
      },
    },
    resetLink: {
      initial: 'editing',
      states: {
        editing: {
          description: 'Choose a new password for the account the e-mailed link belongs to.',
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [{ guard: 'newPasswordValid', target: 'submitting', actions: 'clearErrors' }, { actions: 'flagNewPasswordErrors' }],
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'resetWithLink',
            src: 'resetWithLink',
            input: linkRequest,
            // a spent link is of no further use: the token does not outlive its step
            onDone: { target: 'changed', actions: 'forgetResetToken' },
            onError: [
              { guard: 'linkRefused', target: 'linkInvalid', actions: 'refuseLink' },
              { target: 'editing', actions: 'assignFailure' },
            ],
          },
        },
        changed: {
          description: '"Password changed, please log in": the gateway signed every session out.',
          on: { 'result.confirm': { target: '#forgotPassword.backToLogin' } },
        },
        linkInvalid: {
          tags: ['error'],
          description: 'The link is unknown, expired or used: the visitor may ask for a new one.',
          on: { 'link.renew': { target: '#forgotPassword.choosing', actions: 'clearErrors' } },
        },
      },
    },
    backToLogin: {
      type: 'final',
      description: 'No session: the session chart opens the login dialog.',
      output: noSession,
    },
    signedIn: {
      type: 'final',
      description: 'A reset by phone logged the visitor in.',
      output: phoneSession,
    },
  },
});
