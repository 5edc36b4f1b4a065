/** The social-login chart with the provider's window and the gateway's call, loaded with the first dialog that has its buttons. */
import { fromCallback } from 'xstate';
import type { EventObject } from 'xstate';
import { provideSocialLogin } from '../../machines/social-login';
import { popupFeatures, providerWindowPlan } from './social-login-window';
import type { ProviderWindowEvent, ProviderWindowInput } from '../../machines/social-login';
import { readMerchantCode } from '../api/request-context';
import { redeemSocialProof } from '../api/social-login.api';

/** How often the window is checked for having been closed, and how long a closed one may still deliver its message. */
const CLOSED_POLL_MS = 500;

/**
 * Opens the provider's window as it starts (inside the click's send: browsers allow a popup only there), reports its
 * first answer (the provider's, or the window closed), and closes it when stopped.
 */
export const providerWindow = fromCallback<EventObject, ProviderWindowInput>(({ input, sendBack }) => {
  let answered = false;
  const answer = (event: ProviderWindowEvent | null) => {
    if (answered || !event) return;
    answered = true;
    sendBack(event);
  };
  const plan = providerWindowPlan(input, window.location.origin, readMerchantCode());
  const popup = plan && window.open(plan.url, 'socialLogin', popupFeatures(window));
  if (!plan || !popup) {
    answer(plan ? { type: 'provider.blocked' } : { type: 'provider.failed', errorCode: 'function.not.available' });
    return undefined;
  }
  // only a message from that window and from the origin expected of it: any other page could post a forged one
  const onMessage = (message: MessageEvent) => {
    if (message.source === popup && message.origin === plan.origin) answer(plan.read(message.data));
  };
  window.addEventListener('message', onMessage);
  // A page that posts its answer and closes itself may be seen closed before its message arrives:
  // a window counts as closed by the visitor only once it has stayed closed for one more poll.
  let seenClosed = false;
  const poll = window.setInterval(() => {
    if (!popup.closed) return;
    if (seenClosed) answer({ type: 'provider.closed' });
    seenClosed = true;
  }, CLOSED_POLL_MS);
  return () => {
    window.removeEventListener('message', onMessage);
    window.clearInterval(poll);
    if (!popup.closed) popup.close();
  };
});

export const providedSocialLoginMachine = provideSocialLogin({ redeemSocialProof }, providerWindow);
