/**
 * Slider check (id `sliderCheck`): loading -> ready -> dragging -> verifying -> passed (final, with
 * the token). A refused drag shows `failed` briefly and loads a new challenge (the gateway allows
 * one drag per challenge); an expired challenge reloads at once. Closing it ends in `cancelled`
 * with no token, which the invoking chart treats as "not sent".
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type {
  SliderChallenge,
  SliderCheckContext,
  SliderCheckEvent,
  SliderCheckInput,
  SliderCheckOutput,
  SliderVerifyRequest,
} from './slider-check.types';

/** The gateway refuses traces longer than this; a longer drag keeps its first samples. */
export const MAX_SAMPLES = 600;

const clampX = (context: SliderCheckContext, x: number) =>
  Math.max(0, Math.min(x, context.challenge ? context.challenge.width - context.challenge.pieceWidth : 0));

function verifyRequest({ context }: { context: SliderCheckContext }): SliderVerifyRequest {
  return { challengeId: context.challenge?.challengeId ?? '', x: context.x, trace: context.trace };
}

export const sliderCheckMachine = setup({
  types: {
    context: {} as SliderCheckContext,
    events: {} as SliderCheckEvent,
    input: {} as SliderCheckInput,
    output: {} as SliderCheckOutput,
  },
  actors: {
    fetchChallenge: notProvidedActor<SliderChallenge, { purpose: SliderCheckInput['purpose'] }>('fetchChallenge'),
    verifyDrag: notProvidedActor<{ token: string }, SliderVerifyRequest>('verifyDrag'),
  },
  delays: {
    /** how long "try again" shows before a new challenge loads */
    RETRY_DELAY: 800,
  },
  actions: {
    assignChallenge: assign(({ event }) => ({ challenge: doneOutput<SliderChallenge>(event), x: 0, trace: [], errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    startDrag: assign(({ event }) => (event.type === 'slider.press' ? { pressedAt: event.t, x: 0, trace: [{ x: 0, t: 0 }] } : {})),
    moveDrag: assign(({ context, event }) => {
      if (event.type !== 'slider.move') return {};
      const x = clampX(context, event.x);
      const sample = { x, t: Math.max(0, event.t - context.pressedAt) };
      return { x, trace: context.trace.length < MAX_SAMPLES ? [...context.trace, sample] : context.trace };
    }),
    assignToken: assign(({ event }) => ({ token: doneOutput<{ token: string }>(event).token, errorCode: null })),
    assignDragError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    forgetChallenge: assign({ challenge: null, x: 0, trace: [] }),
  },
  guards: {
    challengeExpired: ({ event }) => errorCodeOf(errorOf(event)) === 'humancheck.expired',
  },
}).createMachine({
  id: 'sliderCheck',
  context: ({ input }) => ({ purpose: input.purpose, challenge: null, x: 0, pressedAt: 0, trace: [], token: null, errorCode: null }),
  initial: 'active',
  output: ({ context }) => ({ token: context.token }),
  states: {
    active: {
      initial: 'loading',
      on: { 'slider.cancel': { target: 'cancelled' } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'fetchChallenge',
            src: 'fetchChallenge',
            input: ({ context }) => ({ purpose: context.purpose }),
            onDone: { target: 'ready', actions: 'assignChallenge' },
            onError: { target: 'loadFailed', actions: 'assignLoadError' },
          },
        },
        loadFailed: {
          tags: ['error'],
          on: { 'slider.reload': { target: 'loading' } },
        },
        ready: {
          on: {
            'slider.press': { target: 'dragging', actions: 'startDrag' },
            'slider.reload': { target: 'loading', actions: 'forgetChallenge' },
          },
        },
        dragging: {
          description: 'The piece follows the pointer; every move is kept as a sample for the gateway to judge.',
          on: {
            'slider.move': { actions: 'moveDrag' },
            'slider.release': { target: 'verifying' },
          },
        },
        verifying: {
          tags: ['busy'],
          invoke: {
            id: 'verifyDrag',
            src: 'verifyDrag',
            input: verifyRequest,
            onDone: { target: '#sliderCheck.passed', actions: 'assignToken' },
            onError: [
              { guard: 'challengeExpired', target: 'loading', actions: ['assignDragError', 'forgetChallenge'] },
              { target: 'failed', actions: 'assignDragError' },
            ],
          },
        },
        failed: {
          tags: ['error'],
          description: 'The gateway refused the drag; this challenge is spent, so a new one loads.',
          after: { RETRY_DELAY: { target: 'loading', actions: 'forgetChallenge' } },
        },
      },
    },
    passed: { type: 'final' },
    cancelled: { type: 'final', description: 'Closed without passing: the output carries no token.' },
  },
});
