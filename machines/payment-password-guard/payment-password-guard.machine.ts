/**
 * Server-side guard of the payment password: 5 wrong answers in a row lock it for 15 minutes.
 * A right answer forgets the wrong ones; the lock ends by time (a `clock.tick` at or after
 * lockedUntil) or by a reset through a code sent to the member's bound phone, which proves more
 * than the password does. While locked the gateway checks no answer, so no answer event arrives.
 */
import { assign, setup } from 'xstate';
import { PAYMENT_PASSWORD_POLICY } from './payment-password-guard.types';
import type { PaymentPasswordGuardContext, PaymentPasswordGuardEvent } from './payment-password-guard.types';

const initialContext: PaymentPasswordGuardContext = { wrongAnswers: 0, lockedUntil: null };

export const paymentPasswordGuardMachine = setup({
  types: {
    context: {} as PaymentPasswordGuardContext,
    events: {} as PaymentPasswordGuardEvent,
  },
  guards: {
    reachesLock: ({ context }) => context.wrongAnswers + 1 >= PAYMENT_PASSWORD_POLICY.lockAfterWrongAnswers,
    lockExpired: ({ context, event }) => context.lockedUntil !== null && Date.parse(event.at) >= Date.parse(context.lockedUntil),
  },
  actions: {
    countWrong: assign({ wrongAnswers: ({ context }) => context.wrongAnswers + 1 }),
    // the count starts again after a lock: 5 more wrong answers lock again
    lock: assign(({ event }) => ({
      wrongAnswers: 0,
      lockedUntil: new Date(Date.parse(event.at) + PAYMENT_PASSWORD_POLICY.lockMinutes * 60_000).toISOString(),
    })),
    forget: assign(() => ({ ...initialContext })),
  },
}).createMachine({
  id: 'paymentPasswordGuard',
  context: initialContext,
  initial: 'open',
  states: {
    open: {
      description: 'Answers are checked; wrong ones are counted.',
      on: {
        'answer.wrong': [{ guard: 'reachesLock', target: 'locked', actions: 'lock' }, { actions: 'countWrong' }],
        'answer.right': { actions: 'forget' },
        'password.reset': { actions: 'forget' },
      },
    },
    locked: {
      description: 'No answer is checked until lockedUntil, or until a reset by SMS code.',
      on: {
        'clock.tick': { guard: 'lockExpired', target: 'open', actions: 'forget' },
        'password.reset': { target: 'open', actions: 'forget' },
      },
    },
  },
});
