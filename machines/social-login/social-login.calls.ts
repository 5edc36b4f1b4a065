/** What the social login asks of the world, and the chart provided with it. */
import { fromPromise } from 'xstate';
import type { CallbackActorLogic, EventObject } from 'xstate';
import type { LoginSuccess } from '../login';
import { socialLoginMachine } from './social-login.machine';
import type { ProviderWindowInput, SocialProof } from './social-login.types';

export interface SocialLoginCalls {
  /** trades the provider's proof for a session */
  redeemSocialProof(proof: SocialProof): Promise<LoginSuccess>;
}

/**
 * The chart with its calls and the provider's window: a callback actor that opens the window as it
 * starts (inside the send of the click's event, where browsers allow a popup), reports its
 * `ProviderWindowEvent`s and closes it when stopped.
 */
export function provideSocialLogin(
  calls: SocialLoginCalls,
  providerWindow: CallbackActorLogic<EventObject, ProviderWindowInput>,
): typeof socialLoginMachine {
  return socialLoginMachine.provide({
    actors: {
      providerWindow,
      redeemProof: fromPromise<LoginSuccess, SocialProof>(({ input }) => calls.redeemSocialProof(input)),
    },
  });
}
