/**
 * SMS code button chart: graph paths through the slider check (passed, closed), the send
 * (accepted with a one-minute code, refused, refused with a wait), the countdown to 0 and the
 * 1-second throttle, on the gateway's path and on the phone-provider path, with the view model
 * checked at every step.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { selectSmsCountdownView, smsCountdownMachine } from '../../machines/sms-countdown';
import type { SmsCountdownSnapshot, SmsSendRequest, SmsSendResult } from '../../machines/sms-countdown';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as SmsCountdownSnapshot;
const send = { mobileNum: '9171234567', countryDialingCode: '63' };
const provider = { projectId: 'demo-phone-auth' };

runPathSuite({
  machine: smsCountdownMachine.provide({ actors: { sendSmsCode: pending<SmsSendResult, SmsSendRequest>(), sliderCheck: pending() as never } }),
  inputs: [{ purpose: 'register' }, { purpose: 'register', phoneProvider: provider }],
  events: {
    'sms.send': [
      { ...send, humanCheckRequired: true },
      { ...send, humanCheckRequired: false },
    ],
    'xstate.done.actor.sliderCheck': [{ output: { token: 'slider-token' } }, { output: { token: null } }],
    'xstate.done.actor.sendSmsCode': [{ output: { expiredMinutes: 1 } }, { output: { expiredMinutes: 1, sessionInfo: 'session-1' } }],
    'xstate.error.actor.sendSmsCode': [
      { error: { errorCode: 'TOO_MANY_REQUESTS' } },
      { error: { errorCode: 'sms.resend.early', retryAfterSeconds: 2 } },
    ],
  },
  // graph identity: the count of codes sent only matters as none / some (it grows without bound)
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { secondsLeft, humanCheckToken, errorCode, sent, phoneProvider, providerSession } = s.context;
    return JSON.stringify({ value: s.value, secondsLeft, humanCheckToken, errorCode, sent: Math.min(sent, 1), phoneProvider, providerSession });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectSmsCountdownView(s);
    expect(view.canSend).toBe(s.matches('idle'));
    expect(view.counting).toBe(view.secondsLeft > 0);
    if (view.counting) expect(view.secondsLeft).toBeLessThanOrEqual(60);
    // a slider token is held only between a passed check and the send that spends it
    if (s.context.humanCheckToken !== null) expect(s.matches('sending')).toBe(true);
    if (s.matches('throttled')) expect(view.canSend).toBe(false);
    // only the phone-provider path keeps a provider session, and only for the number the code went to
    if (s.context.providerSession !== null) {
      expect(s.context.phoneProvider).toEqual(provider);
      expect(s.context.providerSession).toEqual({ sessionInfo: 'session-1', ...send });
    }
  },
});

describe('SMS code button behaviour', () => {
  function start(result: () => Promise<SmsSendResult>, input: { phoneProvider?: { projectId: string } } = {}) {
    const requests: SmsSendRequest[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      smsCountdownMachine.provide({
        actors: {
          sendSmsCode: fromPromise<SmsSendResult, SmsSendRequest>(async ({ input: request }) => {
            requests.push(request);
            return result();
          }),
        },
      }),
      { input: { purpose: 'noLogin', ...input }, clock },
    );
    actor.start();
    return { actor, clock, requests };
  }

  it('counts down expiredMinutes x 60 seconds, then offers the button again', async () => {
    const { actor, clock, requests } = start(async () => ({ expiredMinutes: 5 }));
    actor.send({ type: 'sms.send', ...send, humanCheckRequired: false });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(selectSmsCountdownView(actor.getSnapshot()).secondsLeft).toBe(300);
    expect(requests).toEqual([{ purpose: 'noLogin', ...send, humanCheckToken: null }]);
    // the simulated clock fires timers that are due; each step schedules the next one
    for (let i = 0; i < 299; i++) clock.increment(1000);
    expect(selectSmsCountdownView(actor.getSnapshot())).toMatchObject({ counting: true, secondsLeft: 1, canSend: false });
    clock.increment(1000);
    expect(selectSmsCountdownView(actor.getSnapshot())).toMatchObject({ counting: false, canSend: true, sent: 1 });
  });

  it('sends through the provider on the phone-provider path, counts one minute and keeps the session with its number', async () => {
    const { actor, requests } = start(async () => ({ expiredMinutes: 5, sessionInfo: 'session-1' }), { phoneProvider: provider });
    actor.send({ type: 'sms.send', ...send, humanCheckRequired: false });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(actor.getSnapshot().context.secondsLeft).toBe(60);
    expect(requests[0].phoneProvider).toEqual(provider);
    expect(actor.getSnapshot().context.providerSession).toEqual({ sessionInfo: 'session-1', ...send });
  });

  it('keeps no provider session on the gateway path, whatever the answer carries', async () => {
    const { actor } = start(async () => ({ expiredMinutes: 5, sessionInfo: 'stray' }));
    actor.send({ type: 'sms.send', ...send, humanCheckRequired: false });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(actor.getSnapshot().context.providerSession).toBeNull();
  });

  it("counts the provider's wait down and shows its error when it refuses too many codes", async () => {
    const { actor } = start(
      async () => {
        throw { errorCode: 'auth/too-many-requests', retryAfterSeconds: 42 };
      },
      { phoneProvider: provider },
    );
    actor.send({ type: 'sms.send', ...send, humanCheckRequired: false });
    await waitFor(actor, (s) => s.matches('counting'));
    expect(selectSmsCountdownView(actor.getSnapshot())).toMatchObject({ secondsLeft: 42, errorCode: 'auth/too-many-requests', canSend: false });
  });

  it('keeps the button off for a second after a failed send, with the error for the dialog', async () => {
    const { actor, clock } = start(async () => {
      throw { errorCode: 'TOO_MANY_REQUESTS' };
    });
    actor.send({ type: 'sms.send', ...send, humanCheckRequired: false });
    await waitFor(actor, (s) => s.matches('throttled'));
    expect(selectSmsCountdownView(actor.getSnapshot())).toMatchObject({ canSend: false, errorCode: 'TOO_MANY_REQUESTS' });
    clock.increment(1000);
    expect(selectSmsCountdownView(actor.getSnapshot()).canSend).toBe(true);
    actor.send({ type: 'sms.dismissError' });
    expect(selectSmsCountdownView(actor.getSnapshot()).errorCode).toBeNull();
  });
});
