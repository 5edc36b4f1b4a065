/**
 * Server-side login escalation: after 3 failures a captcha is required; after 10 failures within
 * 15 minutes the subject is locked for 15 minutes, doubling per lock up to 60. A lock's expiry
 * (a `clock.tick` after lockedUntil) returns to captchaRequired, not to open; a success resets.
 */
import { assign, setup } from 'xstate';
import { ESCALATION_POLICY } from './login-escalation.types';
import type { LoginEscalationContext, LoginEscalationEvent } from './login-escalation.types';

const WINDOW_MS = ESCALATION_POLICY.windowMinutes * 60_000;
const MAX_LOCK_STEP = ESCALATION_POLICY.lockMinutes.length;

/** Failures still inside the window that ends at `at`. */
export function recentFailures(failures: readonly string[], at: string): string[] {
  const now = Date.parse(at);
  return failures.filter((f) => now - Date.parse(f) < WINDOW_MS);
}

const failuresAfter = (context: LoginEscalationContext, at: string) =>
  [...recentFailures(context.failures, at), at].slice(-ESCALATION_POLICY.lockAfterFailures);

const initialContext: LoginEscalationContext = { failures: [], lockCount: 0, lockedUntil: null };

export const loginEscalationMachine = setup({
  types: {
    context: {} as LoginEscalationContext,
    events: {} as LoginEscalationEvent,
  },
  guards: {
    reachesCaptchaThreshold: ({ context, event }) => failuresAfter(context, event.at).length >= ESCALATION_POLICY.captchaAfterFailures,
    reachesLockThreshold: ({ context, event }) => failuresAfter(context, event.at).length >= ESCALATION_POLICY.lockAfterFailures,
    lockExpired: ({ context, event }) => context.lockedUntil !== null && Date.parse(event.at) >= Date.parse(context.lockedUntil),
  },
  actions: {
    recordFailure: assign({ failures: ({ context, event }) => failuresAfter(context, event.at) }),
    pruneFailures: assign({ failures: ({ context, event }) => recentFailures(context.failures, event.at) }),
    lock: assign(({ context, event }) => {
      // the step saturates at the longest lock, which keeps the state space finite
      const lockCount = Math.min(context.lockCount + 1, MAX_LOCK_STEP);
      const minutes = ESCALATION_POLICY.lockMinutes[lockCount - 1];
      return { failures: [], lockCount, lockedUntil: new Date(Date.parse(event.at) + minutes * 60_000).toISOString() };
    }),
    unlock: assign({ lockedUntil: null }),
    reset: assign(() => ({ ...initialContext })),
  },
}).createMachine({
  id: 'loginEscalation',
  context: initialContext,
  initial: 'open',
  states: {
    open: {
      on: {
        'attempt.failed': [{ guard: 'reachesCaptchaThreshold', target: 'captchaRequired', actions: 'recordFailure' }, { actions: 'recordFailure' }],
        'attempt.succeeded': { actions: 'reset' },
        'clock.tick': { actions: 'pruneFailures' },
      },
    },
    captchaRequired: {
      on: {
        'attempt.failed': [{ guard: 'reachesLockThreshold', target: 'locked', actions: 'lock' }, { actions: 'recordFailure' }],
        'attempt.succeeded': { target: 'open', actions: 'reset' },
        'clock.tick': { actions: 'pruneFailures' },
      },
    },
    locked: {
      on: {
        // further failures while locked are not counted: the gateway checks no password then
        'attempt.succeeded': { target: 'open', actions: 'reset' },
        'clock.tick': { guard: 'lockExpired', target: 'captchaRequired', actions: 'unlock' },
      },
    },
  },
});
