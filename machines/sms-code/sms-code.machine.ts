/**
 * Server-side SMS code lifecycle (id `smsCode`): a code is sent (idle -> awaiting), then either
 * matched once (verified: single use), exhausted by wrong tries, or expired after 5 minutes. A new
 * code may be sent from any state once `resendAvailableAt` has passed and the number is under its
 * send limit; the gateway answers an early resend with 429 and `resendAvailableAt`.
 *
 * The chart decides; the gateway stores codes (hashed) beside the snapshot and checks the hash.
 */
import { assign, setup } from 'xstate';
import { SMS_CODE_POLICY } from './sms-code.types';
import type { SmsCodeContext, SmsCodeEvent } from './sms-code.types';

const WINDOW_MS = SMS_CODE_POLICY.sendWindowMinutes * 60_000;

/** Sends still inside the window that ends at `at`. */
export function sendsInWindow(sends: readonly string[], at: string): string[] {
  const now = Date.parse(at);
  return sends.filter((sent) => now - Date.parse(sent) < WINDOW_MS);
}

const plusMs = (at: string, ms: number) => new Date(Date.parse(at) + ms).toISOString();

export const initialSmsCodeContext: SmsCodeContext = {
  sentAt: null,
  expiresAt: null,
  resendAvailableAt: null,
  wrongTries: 0,
  recentSends: [],
};

const sendNew = { guard: 'maySend', target: '#smsCode.awaiting', reenter: true, actions: 'issueCode' } as const;
const tick = { actions: 'forgetOldSends' } as const;

export const smsCodeMachine = setup({
  types: {
    context: {} as SmsCodeContext,
    events: {} as SmsCodeEvent,
  },
  guards: {
    maySend: ({ context, event }) =>
      (context.resendAvailableAt === null || Date.parse(event.at) >= Date.parse(context.resendAvailableAt)) &&
      sendsInWindow(context.recentSends, event.at).length < SMS_CODE_POLICY.maxSendsPerWindow,
    codeExpired: ({ context, event }) => context.expiresAt !== null && Date.parse(event.at) >= Date.parse(context.expiresAt),
    lastWrongTry: ({ context }) => context.wrongTries + 1 >= SMS_CODE_POLICY.maxWrongTries,
  },
  actions: {
    issueCode: assign(({ context, event }) => ({
      sentAt: event.at,
      expiresAt: plusMs(event.at, SMS_CODE_POLICY.validMinutes * 60_000),
      resendAvailableAt: plusMs(event.at, SMS_CODE_POLICY.resendAfterSeconds * 1000),
      wrongTries: 0,
      recentSends: [...sendsInWindow(context.recentSends, event.at), event.at].slice(-SMS_CODE_POLICY.maxSendsPerWindow),
    })),
    countWrongTry: assign({ wrongTries: ({ context }) => context.wrongTries + 1 }),
    forgetOldSends: assign({ recentSends: ({ context, event }) => sendsInWindow(context.recentSends, event.at) }),
  },
}).createMachine({
  id: 'smsCode',
  context: initialSmsCodeContext,
  initial: 'idle',
  states: {
    idle: {
      description: 'No code was sent to this number yet.',
      on: { 'code.send': sendNew, 'clock.tick': tick },
    },
    awaiting: {
      description: 'A code is live: valid 5 minutes, refused after 5 wrong tries.',
      on: {
        'code.send': sendNew,
        // an expired code is never matched: the gateway ticks the clock before every check
        'code.matched': { target: 'verified' },
        'code.mismatched': [{ guard: 'lastWrongTry', target: 'exhausted', actions: 'countWrongTry' }, { actions: 'countWrongTry' }],
        'clock.tick': [{ guard: 'codeExpired', target: 'expired', actions: 'forgetOldSends' }, tick],
      },
    },
    verified: {
      description: 'The code was used once; it can never be used again.',
      on: { 'code.send': sendNew, 'clock.tick': tick },
    },
    exhausted: {
      description: 'Too many wrong codes: even the right one is refused until a new code is sent.',
      on: { 'code.send': sendNew, 'clock.tick': tick },
    },
    expired: {
      description: 'The code outlived its 5 minutes.',
      on: { 'code.send': sendNew, 'clock.tick': tick },
    },
  },
});
