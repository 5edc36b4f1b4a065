/**
 * The login dialog (both tabs) and the change-password dialog in the world of the report: what a
 * visitor types and what the gateway answers. Answers that speak for an account agree on it
 * (`agrees.account`), so a path never logs in as a player and then loads an agent's member info.
 */
import { changePasswordMachine } from '../../machines/change-password';
import { loginMachine, selectLoginView } from '../../machines/login';
import type { LoginContext, LoginSnapshot } from '../../machines/login';
import type { ChartSpec, Facts } from './auth-path.types';
import { codeRequest, fillVariants, sliderOpen } from './form-world';
import type { FormWorld } from './form-world';
import { demoSwitches, failedWith, ok, plain, refused, signedIn, signingIn, smsSwitches, view } from './world';

const loginFailure = (errorCode: string, captchaRequired: boolean) => ({ error: { errorCode, captchaRequired } });

const context = (s: { context: unknown }) => s.context as LoginContext;
const smsTab = (s: { value: unknown; context: unknown }) => view(s).matches({ active: { mode: 'sms' } } as never);
const passwordTab = (s: { value: unknown; context: unknown }) => !smsTab(s);

/** The SMS tab: number, dialing code, then the code the get-code button had sent; a refusal ends the path. */
const smsForm: FormWorld = {
  order: () => ['mobileNum', 'countryDialingCode', 'verificationCode'],
  values: (s) => context(s).values,
  open: (s) => smsTab(s) && view(s).matches({ active: { form: 'editing' } } as never) && !sliderOpen(s) && context(s).errorCode === null,
};

const nothingTyped = (s: { context: unknown }) => Object.values(context(s).values).every((value) => value === '');

export const loginChart: ChartSpec = {
  machine: loginMachine,
  events: {
    'xstate.done.actor.readRememberedLogin': [{ label: 'nothing remembered', payload: { output: null } }],
    // the password tab is explored with the demo merchant's switches; a visitor answers the captcha only once its image is on screen
    'field.change': [
      { label: 'username', payload: { field: 'username', value: 'visitor' }, offered: passwordTab, onlyIf: demoSwitches },
      { label: 'password', payload: { field: 'password', value: 'Secret-pass-1' }, offered: passwordTab, onlyIf: demoSwitches },
      {
        label: 'captcha answer',
        payload: { field: 'captcha', value: 'AB12' },
        offered: (s) => selectLoginView(s as LoginSnapshot).captchaImage !== null,
      },
      ...fillVariants(smsForm, [
        { label: 'mobile number', field: 'mobileNum', value: '9171234567' },
        { label: 'dialing code', field: 'countryDialingCode', value: '63' },
        { label: 'SMS code', field: 'verificationCode', value: '123456' },
      ]),
    ],
    // the visitor picks the SMS tab before typing; going back to the password tab is the password login, explored on its own
    'mode.select': [{ label: 'SMS tab', payload: { mode: 'sms' }, offered: (s) => passwordTab(s) && nothingTyped(s), onlyIf: smsSwitches }],
    'code.request': codeRequest(smsForm),
    'form.submit': plain,
    'freePlay.start': [{ label: '', onlyIf: demoSwitches }],
    'captcha.refresh': plain,
    'xstate.done.actor.submitLogin': [
      {
        label: 'player (type 0)',
        agrees: { account: 'player' },
        payload: { output: signedIn(0) },
        answer: ok({ customerType: 0, mustChangePassword: false }),
        request: { credential: 'right' },
        decision: 'password verified; new session token',
      },
      {
        label: 'agent (type 1)',
        agrees: { account: 'agent' },
        payload: { output: signedIn(1) },
        answer: ok({ customerType: 1, mustChangePassword: false }),
        request: { credential: 'right' },
        decision: 'password verified; new session token',
      },
      {
        label: 'must change password',
        agrees: { account: 'mustChange' },
        payload: { output: signedIn(0, true) },
        answer: ok({ customerType: 0, mustChangePassword: true }),
        request: { credential: 'right' },
        decision: 'password verified; the session may only change the password, read member info and log out',
      },
    ],
    // `escalation` is what the gateway has said about the account on this path: once it asked for a
    // captcha it keeps asking, so later answers agree with the first one
    'xstate.error.actor.submitLogin': [
      {
        label: 'wrong password',
        agrees: { escalation: 'open' },
        payload: loginFailure('login.failed', false),
        answer: refused(200, 'login.failed', { captcha: false }),
        request: { credential: 'wrong' },
        decision: 'argon2id mismatch; loginEscalation counts the failure (fewer than 3: no captcha yet)',
      },
      {
        label: 'wrong password, captcha required',
        agrees: { escalation: 'captcha' },
        payload: loginFailure('login.failed', true),
        answer: refused(200, 'login.failed', { captcha: true }),
        request: { credential: 'wrong' },
        precondition: { priorFailures: 2 },
        decision: 'argon2id mismatch; loginEscalation is (or now reaches) captchaRequired: 3 failures in 15 minutes',
      },
      {
        label: 'captcha missing or wrong',
        agrees: { escalation: 'captcha' },
        payload: loginFailure('captcha.invalid', true),
        answer: refused(200, 'captcha.invalid', { captcha: true }),
        request: { credential: 'right', captcha: 'wrong' },
        precondition: { priorFailures: 3 },
        decision: 'loginEscalation is in captchaRequired and no valid captcha came: refused before any password check',
      },
    ],
    'xstate.done.actor.submitSmsLogin': [
      {
        label: 'player (type 0)',
        agrees: { account: 'player' },
        next: signingIn('smsLogin'),
        payload: { output: signedIn(0) },
        answer: ok({ customerType: 0, mustChangePassword: false }),
        decision: 'the code texted to that number matched and was consumed; a session for the member with the number',
      },
    ],
    'xstate.error.actor.submitSmsLogin': [
      {
        label: 'wrong code',
        payload: loginFailure('login.failed', false),
        answer: refused(200, 'login.failed', { captcha: false }),
        request: { smsCode: 'wrong' },
        decision: 'no match: the wrong try is counted (the 5th exhausts the code); answered like a wrong password',
      },
    ],
    'xstate.done.actor.startFreePlay': [
      {
        label: 'trial account',
        agrees: { account: 'trial' },
        payload: { output: { ...signedIn(4), firstTimeLogin: true } },
        answer: ok({ customerType: 4, mustChangePassword: false }),
        decision: 'a new trial account (type 4) without a password, and its session',
      },
    ],
    'xstate.error.actor.startFreePlay': [
      {
        label: 'free play switched off',
        payload: loginFailure('function.not.available', false),
        answer: refused(403, 'function.not.available'),
        request: { operator: 'freePlayOff' },
        decision: 'FREEPLAY3 is off for the merchant',
      },
    ],
  },
  ignored: {
    'remember.toggle': 'remember me only decides whether this browser keeps the credentials; the gateway never sees it',
    'xstate.error.actor.readRememberedLogin': 'an unreadable store is treated as nothing remembered: the same path',
    'xstate.snapshot.captcha': 'sent by the captcha chart itself (its snapshots), never by the visitor or the gateway',
  },
};

/** A changed password is what the session rests on from then on, whichever way it was opened. */
function afterPasswordChange(facts: Facts): Facts {
  const { via: _opened, ...rest } = facts;
  return { ...rest, passwordChanged: true };
}

export const changePasswordChart: ChartSpec = {
  machine: changePasswordMachine,
  events: {
    'field.change': [
      { label: 'current password', payload: { field: 'oldPassword', value: 'Secret-pass-1' } },
      { label: 'new password', payload: { field: 'newPassword', value: 'Fresh-pass-22' } },
      { label: 'new password again', payload: { field: 'confirmNewPassword', value: 'Fresh-pass-22' } },
    ],
    'form.submit': plain,
    'xstate.done.actor.submitPasswordChange': [
      {
        label: 'changed',
        next: afterPasswordChange,
        payload: { output: undefined },
        answer: ok(null),
        request: { credential: 'right' },
        decision: 'old password verified; new hash stored; other sessions revoked',
      },
    ],
    'xstate.error.actor.submitPasswordChange': [
      {
        label: 'wrong current password',
        payload: failedWith('password.old.invalid'),
        answer: refused(200, 'password.old.invalid'),
        request: { credential: 'wrong' },
        decision: 'argon2id mismatch on the current password',
      },
    ],
  },
};
