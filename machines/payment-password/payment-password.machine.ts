/**
 * Payment password (id `paymentPassword`): the security centre's section for the 6-digit PIN that
 * withdrawals ask for.
 *
 * - `idle` shows whether a PIN is set; `locked` shows the gateway's lock (5 wrong answers) until
 *   LOCK_WAIT has passed, then reads the state again. A forgotten PIN can be reset by a texted code
 *   in both, when a phone is bound; a reset also ends a lock.
 * - `setting` the first PIN, `changing` it by answering the current one (a wrong answer shows the
 *   answers left; the fifth locks), `resetting` it by a code: the `smsCountdown` child runs the
 *   "get code" button for as long as the reset form is open.
 * - Every refusal goes back to the form with what was typed; a success reads the state again
 *   (`refreshing`), since the gateway's count of answers is the truth.
 * - `mobile.bound`: the security centre bound a phone meanwhile, so a reset by code is offered.
 */
import { assign, sendTo, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, formFields, notProvidedActor } from '../shared';
import { smsCountdownMachine } from '../sms-countdown';
import { refusedFields, typedDigits, validatePaymentPassword } from './payment-password.rules';
import type {
  ChangePaymentPasswordRequest,
  PaymentPasswordContext,
  PaymentPasswordEvent,
  PaymentPasswordFailure,
  PaymentPasswordInput,
  PaymentPasswordMode,
  PaymentPasswordState,
  ResetPaymentPasswordRequest,
  SetPaymentPasswordRequest,
} from './payment-password.types';

const form = formFields<PaymentPasswordContext, PaymentPasswordEvent>();

const EMPTY = { oldPassword: '', newPassword: '', confirmNewPassword: '', verificationCode: '' } as const;

const failureOf = (event: { type: string }): PaymentPasswordFailure => {
  const error = errorOf(event) as Partial<PaymentPasswordFailure> | undefined;
  return { ...error, errorCode: errorCodeOf(error, 'network.error') };
};

const newPin = (context: PaymentPasswordContext): SetPaymentPasswordRequest => ({
  newPassword: typedDigits(context.values.newPassword),
  confirmNewPassword: typedDigits(context.values.confirmNewPassword),
});

/** A form opened empty; the last success's notice goes. */
const opened = (mode: PaymentPasswordMode) => ({ mode, values: { ...EMPTY }, fieldErrors: {}, errorCode: null, codeTriesLeft: null, notice: null });

export const paymentPasswordMachine = setup({
  types: {
    context: {} as PaymentPasswordContext,
    events: {} as PaymentPasswordEvent,
    input: {} as PaymentPasswordInput,
    children: {} as { smsCountdown: 'smsCountdown' },
  },
  actors: {
    setPaymentPassword: notProvidedActor<void, SetPaymentPasswordRequest>('setPaymentPassword'),
    changePaymentPassword: notProvidedActor<void, ChangePaymentPasswordRequest>('changePaymentPassword'),
    resetPaymentPassword: notProvidedActor<void, ResetPaymentPasswordRequest>('resetPaymentPassword'),
    loadPasswordState: notProvidedActor<PaymentPasswordState>('loadPasswordState'),
    /** the reset form's "get code" button; the edge provides its send (purpose 4, to the bound phone) */
    smsCountdown: smsCountdownMachine,
  },
  actions: {
    openSet: assign(() => opened('set')),
    openChange: assign(() => opened('change')),
    openReset: assign(() => opened('reset')),
    closeForm: assign({ mode: null, values: { ...EMPTY }, fieldErrors: {}, errorCode: null, codeTriesLeft: null }),
    assignField: form.assignField,
    clearErrors: form.clearErrors,
    showErrors: form.showErrors(validatePaymentPassword),
    // the code goes to the phone the gateway has on file: the chart sends no number
    requestCode: sendTo('smsCountdown', { type: 'sms.send', mobileNum: '', countryDialingCode: '', humanCheckRequired: false }),
    assignFailure: assign(({ context, event }) => {
      const failure = failureOf(event);
      const fields = refusedFields(failure);
      return {
        fieldErrors: fields ?? {},
        errorCode: fields ? null : failure.errorCode,
        status: failure.attemptsLeft === undefined ? context.status : { ...context.status, attemptsLeft: failure.attemptsLeft },
        codeTriesLeft: failure.triesLeft ?? context.codeTriesLeft,
      };
    }),
    assignLock: assign(({ context, event }) => {
      const failure = failureOf(event);
      return {
        status: { ...context.status, lockedUntil: failure.lockedUntil ?? null, retryAfterSeconds: failure.retryAfterSeconds ?? 0, attemptsLeft: 0 },
      };
    }),
    noteSuccess: assign(({ context }) => ({
      notice: context.mode === 'set' ? ('set' as const) : context.mode === 'change' ? ('changed' as const) : ('reset' as const),
    })),
    assignStatus: assign(({ event }) => ({ status: doneOutput<PaymentPasswordState>(event) })),
    // the state could not be read again after a success: what the success proved stands
    assumeOpen: assign(({ context }) => ({ status: { ...context.status, set: true, lockedUntil: null, retryAfterSeconds: 0 } })),
    noteMobileBound: assign({ mobileBound: true }),
  },
  guards: {
    isSet: ({ context }) => context.status.set,
    notSet: ({ context }) => !context.status.set,
    canReset: ({ context }) => context.status.set && context.mobileBound,
    isLocked: ({ context }) => context.status.set && context.status.lockedUntil !== null && context.status.retryAfterSeconds > 0,
    valid: form.valid(validatePaymentPassword),
    lockedOut: ({ event }) => failureOf(event).errorCode === 'payment.password.locked',
  },
  delays: {
    /** the gateway's lock, as long as it said: the state is read again when it ends */
    LOCK_WAIT: ({ context }) => context.status.retryAfterSeconds * 1000,
  },
}).createMachine({
  id: 'paymentPassword',
  context: ({ input }) => ({
    status: input.status,
    mobileBound: input.mobileBound,
    mode: null,
    values: { ...EMPTY },
    fieldErrors: {},
    errorCode: null,
    codeTriesLeft: null,
    notice: null,
  }),
  initial: 'deciding',
  on: { 'mobile.bound': { actions: 'noteMobileBound' } },
  states: {
    deciding: {
      description: 'Shows the lock when the gateway reported one, else the password as it is.',
      always: [{ guard: 'isLocked', target: 'locked' }, { target: 'idle' }],
    },
    idle: {
      on: {
        'password.set': { guard: 'notSet', target: 'setting', actions: 'openSet' },
        'password.change': { guard: 'isSet', target: 'changing', actions: 'openChange' },
        'password.forgot': { guard: 'canReset', target: 'resetting', actions: 'openReset' },
      },
    },
    locked: {
      tags: ['error'],
      description: 'Too many wrong answers: no change is offered until the lock ends, a reset by code is.',
      after: { LOCK_WAIT: { target: 'refreshing' } },
      on: { 'password.forgot': { guard: 'canReset', target: 'resetting', actions: 'openReset' } },
    },
    setting: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [{ guard: 'valid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
            'form.cancel': { target: '#paymentPassword.deciding', actions: 'closeForm' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'setPaymentPassword',
            src: 'setPaymentPassword',
            input: ({ context }) => newPin(context),
            onDone: { target: '#paymentPassword.refreshing', actions: ['noteSuccess', 'closeForm'] },
            onError: { target: 'editing', actions: 'assignFailure' },
          },
        },
      },
    },
    changing: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'form.submit': [{ guard: 'valid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
            'form.cancel': { target: '#paymentPassword.deciding', actions: 'closeForm' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'changePaymentPassword',
            src: 'changePaymentPassword',
            input: ({ context }) => ({ ...newPin(context), oldPassword: typedDigits(context.values.oldPassword) }),
            onDone: { target: '#paymentPassword.refreshing', actions: ['noteSuccess', 'closeForm'] },
            onError: [
              { guard: 'lockedOut', target: '#paymentPassword.locked', actions: ['closeForm', 'assignLock'] },
              { target: 'editing', actions: 'assignFailure' },
            ],
          },
        },
      },
    },
    resetting: {
      invoke: { id: 'smsCountdown', src: 'smsCountdown', input: { purpose: 'changePaymentPassword' as const } },
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.change': { actions: 'assignField' },
            'code.request': { actions: 'requestCode' },
            'form.submit': [{ guard: 'valid', target: 'submitting', actions: 'clearErrors' }, { actions: 'showErrors' }],
            'form.cancel': { target: '#paymentPassword.deciding', actions: 'closeForm' },
          },
        },
        submitting: {
          tags: ['busy'],
          invoke: {
            id: 'resetPaymentPassword',
            src: 'resetPaymentPassword',
            input: ({ context }) => ({ ...newPin(context), verificationCode: typedDigits(context.values.verificationCode) }),
            onDone: { target: '#paymentPassword.refreshing', actions: ['noteSuccess', 'closeForm'] },
            onError: { target: 'editing', actions: 'assignFailure' },
          },
        },
      },
    },
    refreshing: {
      tags: ['busy'],
      description: "The password's state is read again: set, locked or not, the answers left.",
      invoke: {
        id: 'loadPasswordState',
        src: 'loadPasswordState',
        onDone: { target: 'deciding', actions: 'assignStatus' },
        onError: { target: 'deciding', actions: 'assumeOpen' },
      },
    },
  },
});
