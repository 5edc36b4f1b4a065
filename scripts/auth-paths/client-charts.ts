/**
 * The client charts that decide who is signed in, and the world they are explored in: a fresh
 * visitor (nothing stored in the browser) and the answers the gateway can give to each call.
 * Answers that speak for an account agree on it (`agrees.account`), so a path never logs in as a
 * player and then loads an agent's member info.
 *
 * A new auth chart (registration, SMS login, ...) is added here as data: its events' variants, the
 * answers of its calls, and a reason for every event it leaves out.
 */
import { changePasswordMachine } from '../../machines/change-password';
import { loginMachine, selectLoginView } from '../../machines/login';
import type { LoginSnapshot, LoginSuccess } from '../../machines/login';
import { sessionMachine } from '../../machines/session';
import type { MemberInfo } from '../../machines/session';
import { systemStatusMachine } from '../../machines/system-status';
import type { SystemStatus, SystemStatusCode } from '../../machines/system-status';
import type { ChartSpec, EventVariant, Facts } from './auth-path.types';

/** The chart the site starts, whose invoked charts make up the composition. */
export const CLIENT_ROOT = systemStatusMachine;

export const CLIENT_INITIAL_FACTS: Facts = { passwordChanged: false };

const plain: readonly EventVariant[] = [{ label: '' }];

const status = (code: SystemStatusCode): SystemStatus => ({
  code,
  features: { FREEPLAY3: true },
  maintenance: { endTime: null, message: null },
  ip: '127.0.0.1',
  customerService: [],
  merchantCode: 'demo',
  currencySymbol: 'P',
  defaultLanguage: 'MS',
  languages: ['MS'],
  loginedToHomePage: false,
  registerRules: {},
});

const signedIn = (customerType: number, mustChangePassword = false): LoginSuccess => ({
  token: 'token',
  firstTimeLogin: false,
  mustChangePassword,
  customerType,
});

const member = (type: number, mustChangePassword = false): MemberInfo => ({
  id: 1,
  account: 'account',
  nickname: null,
  type,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword,
});

const ok = (value: Record<string, unknown> | null) => ({ status: 200, body: { success: true, ...(value ? { value } : {}) } });
const refused = (status: number, errorCode: string, value?: Record<string, unknown>) => ({
  status,
  body: { success: false, errorCode, ...(value ? { value } : {}) },
});

const loginFailure = (errorCode: string, captchaRequired: boolean) => ({ error: { errorCode, captchaRequired } });

export const clientCharts: Record<string, ChartSpec> = {
  systemStatus: {
    machine: systemStatusMachine,
    events: {
      'xstate.done.actor.loadSystemStatus': [
        { label: 'open (code 0)', payload: { output: status(0) }, answer: ok({ maintenance: false, regionRestriction: false }), decision: 'no maintenance, visitor IP and country allowed' },
        { label: 'maintenance (code 1)', payload: { output: status(1) }, answer: ok({ maintenance: true }), decision: 'the operator switched maintenance on' },
        { label: 'region blocked (code 2)', payload: { output: status(2) }, answer: ok({ maintenance: false, regionRestriction: true }), decision: 'an operator rule matches the visitor IP or country' },
      ],
      'xstate.error.actor.loadSystemStatus': [
        { label: 'no answer (network)', payload: { error: { errorCode: 'network.error' } }, answer: { transport: 'network.error' }, decision: 'none: the gateway was not reached' },
      ],
      'status.retry': plain,
    },
  },
  session: {
    machine: sessionMachine,
    events: {
      'xstate.done.actor.readStoredSession': [{ label: 'no stored token (fresh visitor)', payload: { output: { token: null } } }],
      'xstate.done.actor.loadMemberInfo': [
        { label: 'player (type 0)', agrees: { account: 'player' }, payload: { output: member(0) }, answer: ok({ type: 0, mustChangePassword: false }), decision: 'live token of a player' },
        { label: 'agent (type 1)', agrees: { account: 'agent' }, payload: { output: member(1) }, answer: ok({ type: 1, mustChangePassword: false }), decision: 'live token of an agent' },
        { label: 'trial (type 4)', agrees: { account: 'trial' }, payload: { output: member(4) }, answer: ok({ type: 4, mustChangePassword: false }), decision: 'live token of a free-play account' },
        {
          label: 'must change password',
          agrees: { account: 'mustChange' },
          requires: { passwordChanged: false },
          payload: { output: member(0, true) },
          answer: ok({ type: 0, mustChangePassword: true }),
          decision: 'the session was opened as must-change-password',
        },
        {
          label: 'password changed (type 0)',
          agrees: { account: 'mustChange' },
          requires: { passwordChanged: true },
          payload: { output: member(0) },
          answer: ok({ type: 0, mustChangePassword: false }),
          decision: 'the must-change flag was cleared by the password change',
        },
      ],
      'xstate.error.actor.loadMemberInfo': [
        { label: 'no answer (network)', payload: { error: { errorCode: 'network.error' } }, answer: { transport: 'network.error' }, decision: 'none: the gateway was not reached' },
      ],
      // after sign-out the browser is a fresh visitor again, who may log in as anyone
      'xstate.done.actor.logout': [{ label: 'token revoked', payload: { output: undefined }, next: () => CLIENT_INITIAL_FACTS, answer: ok(null), decision: 'session revoked' }],
      'login.open': plain,
      'login.close': plain,
      'account.requireReal': [{ label: 'a real-account page', payload: { intent: '/member' } }],
      'warning.dismiss': plain,
      'password.change': plain,
      'changePassword.close': plain,
      'session.signOut': plain,
      'signOut.confirm': plain,
      'signOut.cancel': plain,
      'member.retry': plain,
    },
    ignored: {
      'xstate.error.actor.readStoredSession': 'an unreadable session storage is treated as no stored token: the same path',
      'xstate.error.actor.logout': 'the local session is cleared whatever the logout answer: the same path',
      // until the registration and forgot-password charts are composed into the session, their
      // dialogs open onto placeholders that reach no gateway: no path can go through them yet
      'register.open': 'registration is not yet a chart in the composition (the session invokes a placeholder)',
      'register.close': 'registration is not yet a chart in the composition',
      'forgot.open': 'forgot password is not yet a chart in the composition (the session invokes a placeholder)',
      'forgot.close': 'forgot password is not yet a chart in the composition',
      'xstate.done.actor.registration': 'registration is not yet a chart in the composition',
      'xstate.done.actor.forgotPassword': 'forgot password is not yet a chart in the composition',
    },
  },
  login: {
    machine: loginMachine,
    events: {
      'xstate.done.actor.readRememberedLogin': [{ label: 'nothing remembered', payload: { output: null } }],
      // a visitor can answer the captcha only once its image is on screen
      'field.change': [
        { label: 'username', payload: { field: 'username', value: 'visitor' } },
        { label: 'password', payload: { field: 'password', value: 'Secret-pass-1' } },
        { label: 'captcha answer', payload: { field: 'captcha', value: 'AB12' }, offered: (s) => selectLoginView(s as LoginSnapshot).captchaImage !== null },
      ],
      'form.submit': plain,
      'freePlay.start': plain,
      'captcha.refresh': plain,
      'xstate.done.actor.submitLogin': [
        { label: 'player (type 0)', agrees: { account: 'player' }, payload: { output: signedIn(0) }, answer: ok({ customerType: 0, mustChangePassword: false }), request: { credential: 'right' }, decision: 'password verified; new session token' },
        { label: 'agent (type 1)', agrees: { account: 'agent' }, payload: { output: signedIn(1) }, answer: ok({ customerType: 1, mustChangePassword: false }), request: { credential: 'right' }, decision: 'password verified; new session token' },
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
      'xstate.done.actor.fetchCaptcha': [{ label: 'image', payload: { output: 'iVBORw0KGgo=' }, answer: ok(null), decision: 'a new challenge bound to this browser' }],
      'xstate.done.actor.startFreePlay': [
        { label: 'trial account', agrees: { account: 'trial' }, payload: { output: { ...signedIn(4), firstTimeLogin: true } }, answer: ok({ customerType: 4, mustChangePassword: false }), decision: 'a new trial account (type 4) without a password, and its session' },
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
      'xstate.error.actor.fetchCaptcha': 'an image that fails to load only offers a refresh; the gateway decides nothing',
    },
  },
  changePassword: {
    machine: changePasswordMachine,
    events: {
      'field.change': [
        { label: 'current password', payload: { field: 'oldPassword', value: 'Secret-pass-1' } },
        { label: 'new password', payload: { field: 'newPassword', value: 'Fresh-pass-22' } },
        { label: 'new password again', payload: { field: 'confirmNewPassword', value: 'Fresh-pass-22' } },
      ],
      'form.submit': plain,
      'xstate.done.actor.submitPasswordChange': [
        { label: 'changed', next: (facts) => ({ ...facts, passwordChanged: true }), payload: { output: undefined }, answer: ok(null), request: { credential: 'right' }, decision: 'old password verified; new hash stored; other sessions revoked' },
      ],
      'xstate.error.actor.submitPasswordChange': [
        { label: 'wrong current password', payload: { error: { errorCode: 'password.old.invalid' } }, answer: refused(200, 'password.old.invalid'), request: { credential: 'wrong' }, decision: 'argon2id mismatch on the current password' },
      ],
    },
  },
};
