/**
 * Social login (id `socialLogin`): open the provider's window, wait for its answer, trade the proof
 * for a session. `providerWindow` opens the window when it starts, so a `social.start` or
 * `social.retry` sent from a click opens it inside that click, as browsers require of a popup.
 * A closed or blocked window, a refusal by the provider and a refused proof end in `failed` with an
 * error code, from where the visitor tries again or cancels.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { EventObject } from 'xstate';
import type { LoginSuccess } from '../login';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { POPUP_BLOCKED_CODE, POPUP_CLOSED_CODE } from './social-login.types';
import type {
  ProviderWindowInput,
  SocialLoginContext,
  SocialLoginEvent,
  SocialLoginInput,
  SocialLoginOutput,
  SocialProof,
} from './social-login.types';

/**
 * The provider's window, provided at the edge as a callback actor: it opens the window when it
 * starts, reports `ProviderWindowEvent`s, and closes the window when it stops.
 */
const notProvidedWindow = fromCallback<EventObject, ProviderWindowInput>(() => {
  throw new Error('providerWindow not provided');
});

function windowInput({ context }: { context: SocialLoginContext }): ProviderWindowInput {
  return { provider: context.provider, telegramLogin: context.telegramLogin };
}

/** The proof comes with the event that entered `redeeming`; it is never kept in the context. */
function proofOf({ context, event }: { context: SocialLoginContext; event: SocialLoginEvent }): SocialProof {
  return { provider: context.provider, proofToken: event.type === 'provider.signedIn' ? event.proofToken : '' };
}

function signedIn({ event }: { event: { type: string } }): SocialLoginOutput {
  return { session: doneOutput<LoginSuccess>(event) };
}

const cancelled: SocialLoginOutput = { session: null };

/** The chart's output is its final state's (the event here is that state's done event). */
function finalOutput({ event }: { event: { type: string } }): SocialLoginOutput {
  return doneOutput<SocialLoginOutput>(event);
}

export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
    output: {} as SocialLoginOutput,
  },
  actors: {
    providerWindow: notProvidedWindow,
    redeemProof: notProvidedActor<LoginSuccess, SocialProof>('redeemProof'),
  },
  actions: {
    assignProviderFailure: assign(({ event }) => ({ errorCode: event.type === 'provider.failed' ? event.errorCode : null })),
    assignWindowClosed: assign({ errorCode: POPUP_CLOSED_CODE }),
    assignWindowBlocked: assign({ errorCode: POPUP_BLOCKED_CODE }),
    assignRedeemFailure: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    clearError: assign({ errorCode: null }),
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({ provider: input.provider, telegramLogin: input.telegramLogin ?? null, errorCode: null }),
  initial: 'waiting',
  output: finalOutput,
  states: {
    waiting: {
      tags: ['waiting'],
      description: "The provider's window is open; the site waits for its answer, a closed window or a cancel.",
      invoke: { id: 'providerWindow', src: 'providerWindow', input: windowInput },
      on: {
        'provider.signedIn': { target: 'redeeming' },
        'provider.failed': { target: 'failed', actions: 'assignProviderFailure' },
        'provider.closed': { target: 'failed', actions: 'assignWindowClosed' },
        'provider.blocked': { target: 'failed', actions: 'assignWindowBlocked' },
        // a window lost behind the site: the old one closes, a new one opens
        'social.retry': { target: 'waiting', reenter: true },
        'social.cancel': { target: 'cancelled' },
      },
    },
    redeeming: {
      tags: ['busy'],
      description: 'The proof is traded for a session: the ticket of Google or Facebook, or the signed answer of Telegram.',
      invoke: {
        id: 'redeemProof',
        src: 'redeemProof',
        input: proofOf,
        onDone: { target: 'succeeded' },
        onError: { target: 'failed', actions: 'assignRedeemFailure' },
      },
    },
    failed: {
      tags: ['error'],
      on: {
        'social.retry': { target: 'waiting', actions: 'clearError' },
        'social.cancel': { target: 'cancelled' },
      },
    },
    succeeded: { type: 'final', output: signedIn },
    cancelled: { type: 'final', output: cancelled },
  },
});
