/**
 * SMS code button (id `smsCountdown`): idle -> [checkingHuman ->] sending -> counting -> idle.
 * A failed send leaves the button off for a second (the 1-second throttle of SPEC §9) and keeps
 * the error for the warning dialog; an early resend that the gateway refuses with a wait counts
 * that wait down instead. On the phone-provider path the send goes to the provider, the countdown
 * is one minute, and the provider's session of the code is kept for the form's confirmation. The
 * security centre's e-mail form uses the same button: its target carries the address instead.
 */
import { assign, setup } from 'xstate';
import { sliderCheckMachine } from '../slider-check';
import type { SliderCheckOutput } from '../slider-check';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type {
  PhoneCodeSession,
  SmsCountdownContext,
  SmsCountdownEvent,
  SmsCountdownInput,
  SmsSendRequest,
  SmsSendResult,
} from './sms-countdown.types';

const retryAfterOf = (error: unknown): number => {
  const seconds = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.ceil(seconds) : 0;
};

function sendRequest({ context }: { context: SmsCountdownContext }): SmsSendRequest {
  return {
    purpose: context.purpose,
    mobileNum: context.target?.mobileNum ?? '',
    countryDialingCode: context.target?.countryDialingCode ?? '',
    ...(context.target?.email ? { email: context.target.email } : {}),
    humanCheckToken: context.humanCheckToken,
    // only on the phone-provider path: the gateway's sends stay as they were
    ...(context.phoneProvider ? { phoneProvider: context.phoneProvider } : {}),
  };
}

/** The provider's session of the code just sent, bound to the number it went to. */
function sessionOf(context: SmsCountdownContext, result: SmsSendResult): PhoneCodeSession | null {
  if (!context.phoneProvider || !result.sessionInfo || !context.target) return context.providerSession;
  return { sessionInfo: result.sessionInfo, ...context.target };
}

export const smsCountdownMachine = setup({
  types: {
    context: {} as SmsCountdownContext,
    events: {} as SmsCountdownEvent,
    input: {} as SmsCountdownInput,
    children: {} as { sliderCheck: 'sliderCheck' },
  },
  actors: {
    sliderCheck: sliderCheckMachine,
    sendSmsCode: notProvidedActor<SmsSendResult, SmsSendRequest>('sendSmsCode'),
  },
  delays: {
    /** one countdown step */
    SMS_TICK: 1000,
    /** a failed send keeps the button off this long */
    SMS_THROTTLE: 1000,
  },
  actions: {
    assignTarget: assign(({ event }) =>
      event.type === 'sms.send'
        ? {
            target: { mobileNum: event.mobileNum, countryDialingCode: event.countryDialingCode, ...(event.email ? { email: event.email } : {}) },
            errorCode: null,
            humanCheckToken: null,
          }
        : {},
    ),
    assignToken: assign(({ event }) => ({ humanCheckToken: doneOutput<SliderCheckOutput>(event).token })),
    startCountdown: assign(({ context, event }) => ({
      secondsLeft: context.phoneProvider ? 60 : Math.max(1, doneOutput<SmsSendResult>(event).expiredMinutes) * 60,
      sent: context.sent + 1,
      humanCheckToken: null,
      providerSession: sessionOf(context, doneOutput<SmsSendResult>(event)),
    })),
    startWait: assign(({ event }) => ({ secondsLeft: retryAfterOf(errorOf(event)), errorCode: errorCodeOf(errorOf(event)), humanCheckToken: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)), humanCheckToken: null })),
    tick: assign({ secondsLeft: ({ context }) => context.secondsLeft - 1 }),
    dismissError: assign({ errorCode: null }),
  },
  guards: {
    humanCheckRequired: ({ event }) => event.type === 'sms.send' && event.humanCheckRequired,
    passedHumanCheck: ({ event }) => doneOutput<SliderCheckOutput>(event).token !== null,
    mustWait: ({ event }) => retryAfterOf(errorOf(event)) > 0,
    lastSecond: ({ context }) => context.secondsLeft <= 1,
  },
}).createMachine({
  id: 'smsCountdown',
  context: ({ input }) => ({
    purpose: input.purpose,
    phoneProvider: input.phoneProvider ?? null,
    providerSession: null,
    target: null,
    humanCheckToken: null,
    secondsLeft: 0,
    errorCode: null,
    sent: 0,
  }),
  initial: 'idle',
  on: { 'sms.dismissError': { actions: 'dismissError' } },
  states: {
    idle: {
      on: {
        'sms.send': [
          { guard: 'humanCheckRequired', target: 'checkingHuman', actions: 'assignTarget' },
          { target: 'sending', actions: 'assignTarget' },
        ],
      },
    },
    checkingHuman: {
      description: 'The slider check runs first; closing it sends nothing.',
      invoke: {
        id: 'sliderCheck',
        src: 'sliderCheck',
        input: { purpose: 'sms' as const },
        onDone: [{ guard: 'passedHumanCheck', target: 'sending', actions: 'assignToken' }, { target: 'idle' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendSmsCode',
        src: 'sendSmsCode',
        input: sendRequest,
        onDone: { target: 'counting', actions: 'startCountdown' },
        onError: [
          { guard: 'mustWait', target: 'counting', actions: 'startWait' },
          { target: 'throttled', actions: 'assignError' },
        ],
      },
    },
    throttled: {
      description: 'A failed send: the button stays off for a second.',
      after: { SMS_THROTTLE: { target: 'idle' } },
    },
    counting: {
      description: 'The button shows the seconds left; another code may be asked for at 0.',
      after: {
        SMS_TICK: [
          { guard: 'lastSecond', target: 'idle', actions: 'tick' },
          { target: 'counting', reenter: true, actions: 'tick' },
        ],
      },
    },
  },
});
