/**
 * Every chart of the site in one list: diagram generation, the auth-path report, trace replay and
 * the coverage check iterate over it. Each entry's `id` is the chart's machine id; its flow folder
 * and path test are named after the kebab-case id.
 */
import type { AnyStateMachine } from 'xstate';
import { affiliateCheckMachine } from './affiliate-check';
import { changePasswordMachine } from './change-password';
import { forgotPasswordMachine } from './forgot-password';
import { humanCheckMachine } from './human-check';
import { loginMachine } from './login';
import { loginEscalationMachine } from './login-escalation';
import { registrationMachine } from './registration';
import { sessionMachine } from './session';
import { sliderCheckMachine } from './slider-check';
import { smsCodeMachine } from './sms-code';
import { smsCountdownMachine } from './sms-countdown';
import { systemStatusMachine } from './system-status';

export interface RegisteredChart {
  id: string;
  machine: AnyStateMachine;
  description: string;
}

export const machineRegistry: readonly RegisteredChart[] = [
  {
    id: 'systemStatus',
    machine: systemStatusMachine,
    description: 'Root of the site: loads the merchant status and shows the app, maintenance or region-blocked screen.',
  },
  {
    id: 'session',
    machine: sessionMachine,
    description: 'Guest, member, agent, trial and must-change-password sessions; sign-in, sign-out and the real-account guard.',
  },
  {
    id: 'login',
    machine: loginMachine,
    description: 'Login dialog: credentials, remember me, captcha shown after a failure that asks for it, free play.',
  },
  {
    id: 'changePassword',
    machine: changePasswordMachine,
    description: 'Change password, forced for must-change sessions or opened by a signed-in member.',
  },
  {
    id: 'loginEscalation',
    machine: loginEscalationMachine,
    description: 'Server-side policy per account: captcha after 3 failures, lock after 10 within 15 minutes.',
  },
  {
    id: 'smsCode',
    machine: smsCodeMachine,
    description: 'Server-side SMS code per number: valid 5 minutes, single use, 5 wrong tries, resend after 60 s, 5 sends an hour.',
  },
  {
    id: 'humanCheck',
    machine: humanCheckMachine,
    description: 'Server-side slider challenge: one drag; a pass yields a token for one register or SMS call within 2 minutes.',
  },
  {
    id: 'sliderCheck',
    machine: sliderCheckMachine,
    description: 'Slider human check in the browser: load a challenge, drag the piece, the gateway judges; a pass outputs a token.',
  },
  {
    id: 'smsCountdown',
    machine: smsCountdownMachine,
    description: 'The get-code button: slider check when required, send, then count expiredMinutes x 60 s; 1 s throttle after a failure.',
  },
  {
    id: 'forgotPassword',
    machine: forgotPasswordMachine,
    description: 'Forgot password: by e-mail (same answer for every request), by phone with an SMS code and auto-login, or the reset link step.',
  },
  {
    id: 'registration',
    machine: registrationMachine,
    description: 'Registration dialog: settings, username or mobile tab, field rules, captcha, SMS code, terms, invitation code, slider check, register with login.',
  },
  {
    id: 'affiliateCheck',
    machine: affiliateCheckMachine,
    description: 'Invitation code of a registration: a valid link code hides the input and is used; otherwise the typed code is checked at submit.',
  },
];
