/**
 * Server-side human check (id `humanCheck`), one per slider challenge: a challenge takes exactly
 * one drag. Accepted -> passed, which yields a token that one register or SMS call may use within
 * 2 minutes (used); rejected -> failed, and the visitor needs a new challenge, so offsets cannot be
 * tried one after another. Unsolved challenges and unused tokens expire.
 */
import { assign, setup } from 'xstate';
import { HUMAN_CHECK_POLICY } from './human-check.types';
import type { HumanCheckContext, HumanCheckEvent } from './human-check.types';

const plusSeconds = (at: string, seconds: number) => new Date(Date.parse(at) + seconds * 1000).toISOString();
const reached = (at: string, deadline: string | null) => deadline !== null && Date.parse(at) >= Date.parse(deadline);

/** A new challenge issued at `at`. */
export function newHumanCheckContext(at: string): HumanCheckContext {
  return { issuedAt: at, expiresAt: plusSeconds(at, HUMAN_CHECK_POLICY.challengeSeconds), tokenExpiresAt: null, failure: null };
}

export const humanCheckMachine = setup({
  types: {
    context: {} as HumanCheckContext,
    events: {} as HumanCheckEvent,
    input: {} as { issuedAt: string },
  },
  guards: {
    challengeExpired: ({ context, event }) => reached(event.at, context.expiresAt),
    tokenExpired: ({ context, event }) => reached(event.at, context.tokenExpiresAt),
  },
  actions: {
    issueToken: assign({ tokenExpiresAt: ({ event }) => plusSeconds(event.at, HUMAN_CHECK_POLICY.tokenSeconds) }),
    recordFailure: assign({ failure: ({ event }) => (event.type === 'drag.rejected' ? event.reason : null) }),
  },
}).createMachine({
  id: 'humanCheck',
  context: ({ input }) => newHumanCheckContext(input.issuedAt),
  initial: 'issued',
  states: {
    issued: {
      description: 'Waiting for the one drag this challenge allows (2 minutes).',
      on: {
        // the gateway ticks the clock first, so a drag on an expired challenge never gets here
        'drag.accepted': { target: 'passed', actions: 'issueToken' },
        'drag.rejected': { target: 'failed', actions: 'recordFailure' },
        'clock.tick': { guard: 'challengeExpired', target: 'expired' },
      },
    },
    passed: {
      description: 'Solved: the token may be presented once within 2 minutes.',
      on: {
        'token.use': { target: 'used' },
        'clock.tick': { guard: 'tokenExpired', target: 'expired' },
      },
    },
    failed: { type: 'final', description: 'The drag was refused; a new challenge is needed.' },
    used: { type: 'final', description: 'The token was spent by one call.' },
    expired: { type: 'final', description: 'The challenge or its token outlived its time.' },
  },
});
