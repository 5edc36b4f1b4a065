/**
 * The widgets registration, SMS login and reset by phone share: the slider human check and the
 * get-code button. The slider is shown as one press, one move and one release; the proof drags like
 * a hand (18 uneven samples over half a second), since that is what the gateway judges.
 */
import { sliderCheckMachine } from '../../machines/slider-check';
import type { SliderCheckContext } from '../../machines/slider-check';
import { smsCountdownMachine } from '../../machines/sms-countdown';
import type { ChartSpec } from './auth-path.types';
import { offTheProviderPath, providerCodeSent } from './phone-world';
import { failedWith, ok, refused } from './world';

/** The slider's size (server/human-check/slider-image.ts); the target offset stays on the server. */
const CHALLENGE = { challengeId: 'challenge', background: '', piece: '', width: 300, height: 150, pieceWidth: 44 };

export const sliderCheckChart: ChartSpec = {
  machine: sliderCheckMachine,
  events: {
    'xstate.done.actor.fetchChallenge': [
      { label: 'challenge', payload: { output: CHALLENGE }, answer: ok({}), decision: 'a challenge issued; its target offset kept on the server' },
    ],
    'slider.press': [{ label: '', payload: { t: 0 } }],
    // one move stands for the whole drag
    'slider.move': [{ label: 'onto the target', payload: { x: 120, t: 300 }, offered: (s) => (s.context as SliderCheckContext).trace.length === 1 }],
    'slider.release': [{ label: '', payload: { t: 520 }, offered: (s) => (s.context as SliderCheckContext).trace.length > 1 }],
    'xstate.done.actor.verifyDrag': [
      {
        label: 'passed',
        payload: { output: { token: 'slider-token' } },
        answer: ok({}),
        decision: 'on target with a hand-like trace: a token for one call of this purpose within 2 minutes',
      },
    ],
    'xstate.error.actor.verifyDrag': [
      {
        label: 'off the target',
        payload: failedWith('humancheck.failed'),
        answer: refused(200, 'humancheck.failed'),
        request: { credential: 'wrong' },
        decision: 'the drag missed the target: this challenge is spent, a new one is needed',
      },
    ],
  },
  ignored: {
    'slider.cancel': 'closing the check sends nothing: the chart that opened it goes back to its form, and the gateway decides nothing',
    'slider.reload': 'a new challenge instead of this one: the same path',
    'xstate.error.actor.fetchChallenge': 'a challenge that fails to load only offers a reload; the gateway decides nothing',
  },
};

export const smsCountdownChart: ChartSpec = {
  machine: smsCountdownMachine,
  events: {
    'xstate.done.actor.sendSmsCode': [
      {
        label: 'code sent',
        offered: offTheProviderPath,
        payload: { output: { expiredMinutes: 5 } },
        answer: ok({ expiredMinutes: 5 }),
        decision:
          "the slider token spent; a new code stored as an HMAC and texted (for registration to a number without an account, for SMS login and reset to the account's number)",
      },
      providerCodeSent,
    ],
  },
  ignored: {
    'sms.send': 'sent by the form chart when the visitor presses the get-code button (sms.request, code.request), never directly',
    'sms.dismissError': 'closes the warning of a refused send; nothing is sent',
    'xstate.error.actor.sendSmsCode':
      'a refused send (resend too early, hourly limits, no slider token) leaves the button off and texts nothing, so no path signs in through it; the refusals are proven by the mutations and the smsCode chart',
    'xstate.after.SMS_THROTTLE.smsCountdown.throttled': 'only after a refused send (left out above)',
    'xstate.after.SMS_TICK.smsCountdown.counting':
      'the countdown only re-enables the button for a second code; one code per path (resends are proven on the smsCode chart)',
  },
};
