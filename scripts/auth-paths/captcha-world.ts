/**
 * The picture captcha of the login and registration dialogs in the world of the report: its image
 * call, and the events its owner sends it. Whichever answer a call carries, the gateway consumes it
 * and judges it (the login and register calls' `captcha.invalid`): the image is only where the
 * visitor reads the answer from.
 */
import { captchaMachine } from '../../machines/captcha';
import type { ChartSpec } from './auth-path.types';
import { ok } from './world';

export const captchaChart: ChartSpec = {
  machine: captchaMachine,
  events: {
    'xstate.done.actor.fetchCaptcha': [
      { label: 'image', payload: { output: 'iVBORw0KGgo=' }, answer: ok(null), decision: 'a new challenge bound to this browser' },
    ],
  },
  ignored: {
    'xstate.error.actor.fetchCaptcha': 'an image that fails to load only offers a refresh; the gateway decides nothing',
    'captcha.refresh': "sent by the login or registration chart when the visitor asks for another image (the dialog's own event), never directly",
    'captcha.reload': 'sent by the login or registration chart when an attempt consumed the answer, never by the visitor or the gateway',
  },
};
