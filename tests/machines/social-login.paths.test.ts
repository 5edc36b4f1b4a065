/**
 * Social login chart: graph paths over the provider window's answers (a proof, the provider's
 * refusal, a closed window, a blocked window), the proof accepted or refused, retry and cancel,
 * with the view model checked at every step; plus behaviour with callback and promise fakes: the
 * window opens when the chart starts, closes when it leaves, and the proof reaches the redeem call
 * without being kept in the context.
 */
import { describe, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import type { LoginSuccess } from '../../machines/login';
import { POPUP_BLOCKED_CODE, POPUP_CLOSED_CODE, selectSocialLoginView, socialLoginMachine } from '../../machines/social-login';
import type { ProviderWindowInput, SocialLoginSnapshot, SocialProof } from '../../machines/social-login';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

/** The merchant's Telegram bot, handed to the window the chart opens. */
const BOT = { botId: '7300451', oauthUrl: 'https://oauth.telegram.org' };
const session: LoginSuccess = { token: 't-social', firstTimeLogin: true, mustChangePassword: false, customerType: 0 };
const inertWindow = fromCallback<EventObject, ProviderWindowInput>(() => undefined);

runPathSuite({
  machine: socialLoginMachine.provide({ actors: { providerWindow: inertWindow, redeemProof: pending<LoginSuccess, SocialProof>() } }),
  inputs: [{ provider: 'google' }, { provider: 'telegram' }],
  events: {
    'provider.signedIn': [{ proofToken: 'ticket-1' }],
    'provider.failed': [{ errorCode: 'social.login.failed' }],
    'xstate.done.actor.redeemProof': [{ output: session }],
    'xstate.error.actor.redeemProof': [{ error: { errorCode: 'social.login.failed' } }, { error: { errorCode: 'network.error' } }],
  },
  assertStep: (raw, event) => {
    const s = raw as SocialLoginSnapshot;
    const view = selectSocialLoginView(s);
    expect(view.waiting).toBe(s.matches('waiting'));
    expect(view.busy).toBe(s.matches('redeeming'));
    // an error shows exactly while failed, and a failure always names one
    expect(view.errorCode !== null).toBe(s.matches('failed'));
    expect(view.canCancel).toBe(s.matches('waiting') || s.matches('failed'));
    expect(view.canRetry).toBe(view.canCancel);
    // the proof is a bearer secret: it is handed to the redeem call, never kept
    expect(JSON.stringify(s.context)).not.toContain('ticket-1');
    if (event.type === 'provider.closed') expect(view.errorCode).toBe(POPUP_CLOSED_CODE);
    if (event.type === 'provider.blocked') expect(view.errorCode).toBe(POPUP_BLOCKED_CODE);
    if (s.matches('succeeded')) expect(s.output).toEqual({ session });
    if (s.matches('cancelled')) expect(s.output).toEqual({ session: null });
    if (s.status === 'done') expect(view.canCancel || view.canRetry).toBe(false);
  },
});

describe('social login behaviour', () => {
  function start(answer: (input: ProviderWindowInput) => EventObject | null, redeem: (proof: SocialProof) => Promise<LoginSuccess>) {
    const windows = { opened: [] as ProviderWindowInput[], closed: 0 };
    const proofs: SocialProof[] = [];
    const machine = socialLoginMachine.provide({
      actors: {
        providerWindow: fromCallback<EventObject, ProviderWindowInput>(({ input, sendBack }) => {
          windows.opened.push(input);
          const event = answer(input);
          if (event) queueMicrotask(() => sendBack(event));
          return () => void windows.closed++;
        }),
        redeemProof: fromPromise<LoginSuccess, SocialProof>(async ({ input }) => {
          proofs.push(input);
          return redeem(input);
        }),
      },
    });
    const actor = createActor(machine, { input: { provider: 'telegram', telegramLogin: BOT } });
    return { actor, windows, proofs };
  }

  it('opens the window as it starts, before anything asynchronous happens', () => {
    const { actor, windows } = start(
      () => null,
      async () => session,
    );
    actor.start();
    expect(windows.opened).toEqual([{ provider: 'telegram', telegramLogin: BOT }]);
  });

  it("trades the window's proof for the session it outputs, and closes the window", async () => {
    const { actor, windows, proofs } = start(
      () => ({ type: 'provider.signedIn', proofToken: '{"id":"7","hash":"ab"}' }),
      async () => session,
    );
    actor.start();
    await waitFor(actor, (s) => s.status === 'done');
    expect(proofs).toEqual([{ provider: 'telegram', proofToken: '{"id":"7","hash":"ab"}' }]);
    expect(actor.getSnapshot().output).toEqual({ session });
    expect(windows.closed).toBe(1);
  });

  it('fails with the gateway code when the proof is refused, and a retry opens a new window', async () => {
    let tries = 0;
    const { actor, windows } = start(
      () => ({ type: 'provider.signedIn', proofToken: `ticket-${++tries}` }),
      async (proof) => {
        if (proof.proofToken === 'ticket-1') throw { errorCode: 'social.login.failed' };
        return session;
      },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectSocialLoginView(actor.getSnapshot())).toMatchObject({ errorCode: 'social.login.failed', canRetry: true, canCancel: true });
    actor.send({ type: 'social.retry' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(windows.opened).toHaveLength(2);
    expect(actor.getSnapshot().output).toEqual({ session });
  });

  it('reopens a lost window: the old one closes as the new one opens', () => {
    const { actor, windows } = start(
      () => null,
      async () => session,
    );
    actor.start();
    actor.send({ type: 'social.retry' });
    expect(windows).toEqual({
      opened: [
        { provider: 'telegram', telegramLogin: BOT },
        { provider: 'telegram', telegramLogin: BOT },
      ],
      closed: 1,
    });
    actor.send({ type: 'social.cancel' });
    expect(windows.closed).toBe(2);
    expect(actor.getSnapshot().output).toEqual({ session: null });
  });

  it('treats a window closed by the visitor as a failed login and a blocked one as blocked', async () => {
    const closed = start(
      () => ({ type: 'provider.closed' }),
      async () => session,
    );
    closed.actor.start();
    await waitFor(closed.actor, (s) => s.matches('failed'));
    expect(selectSocialLoginView(closed.actor.getSnapshot()).errorCode).toBe('social.popup.closed');
    const blocked = start(
      () => ({ type: 'provider.blocked' }),
      async () => session,
    );
    blocked.actor.start();
    await waitFor(blocked.actor, (s) => s.matches('failed'));
    expect(selectSocialLoginView(blocked.actor.getSnapshot()).errorCode).toBe('social.popup.blocked');
    expect(blocked.proofs).toEqual([]);
  });
});
