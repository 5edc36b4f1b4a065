/**
 * The client charts that decide who is signed in, and the world they are explored in: a fresh
 * visitor (nothing stored in the browser) of the demo merchant, and the answers the gateway can give
 * to each call. The status answer picks the merchant's switches: the demo merchant's, with SMS
 * login and reset by phone, social login or the registration's phone-provider path switched on
 * (fact `modules`).
 *
 * A new auth chart is added here as data (its world in a `*-world.ts` file beside this one): its
 * events' variants, the answers of its calls, and a reason for every event it leaves out.
 */
import { forgotPasswordMachine } from '../../machines/forgot-password';
import { loginMachine } from '../../machines/login';
import { registrationMachine } from '../../machines/registration';
import { routerMachine } from '../../machines/router';
import { sessionMachine } from '../../machines/session';
import { socialLoginMachine } from '../../machines/social-login';
import type { MemberInfo } from '../../machines/session';
import { systemStatusMachine } from '../../machines/system-status';
import { centreHostMachine } from '../../machines/centre-host';
import type { SystemStatus, SystemStatusCode } from '../../machines/system-status';
import type { AnyStateMachine } from 'xstate';
import type { ChartSpec, Facts } from './auth-path.types';
import { explorable, isChart } from './explorable-system';
import { captchaChart } from './captcha-world';
import { changePasswordChart, loginChart } from './login-world';
import { forgotOpen, forgotPasswordChart } from './forgot-password-world';
import { phoneProviderStatus } from './phone-world';
import { affiliateCheckChart, registerOpen, registrationChart } from './signup-world';
import { SOCIAL_MODULES, SOCIAL_SWITCHES, socialLoaded, socialLoginChart, socialMemberInfo, socialStart, socialSwitches } from './social-world';
import { sliderCheckChart, smsCountdownChart } from './verification-world';
import { DEMO_MODULES, ok, plain, SMS_MODULES, SMS_SWITCHES, view } from './world';

/**
 * The charts the session loads on first use and runs as its own children (spawned from what its
 * loaders answer, not invoked from its implementations): the dialog charts when a guest first
 * opens one, the social login beside a dialog with its buttons. The exploration's loaders answer
 * them, made explorable like every invoked chart.
 */
export const LOADED_CHARTS: Readonly<Record<string, Readonly<Record<string, AnyStateMachine>>>> = {
  session: { login: loginMachine, registration: registrationMachine, forgotPassword: forgotPasswordMachine, socialLogin: socialLoginMachine },
};

/** The chart a chart runs as its child under `id` (invoked or loaded), or null when that child is a call. */
export function childChart(chart: string, id: string, machine: AnyStateMachine | undefined = clientCharts[chart]?.machine): AnyStateMachine | null {
  const logic = LOADED_CHARTS[machine?.id ?? chart]?.[id] ?? machine?.implementations.actors[id];
  return isChart(logic) ? logic : null;
}

/** The loaders' answers: the session's loaded charts, explorable. */
export const LOADED_DIALOG_CHARTS = {
  login: explorable(loginMachine),
  registration: explorable(registrationMachine),
  forgotPassword: explorable(forgotPasswordMachine),
};

/** The chart the site starts, whose invoked and loaded charts make up the composition. */
export const CLIENT_ROOT = systemStatusMachine;

export const CLIENT_INITIAL_FACTS: Facts = { passwordChanged: false };

const status = (code: SystemStatusCode, features: Readonly<Record<string, boolean>> = DEMO_MODULES): SystemStatus => ({
  code,
  features: { ...features },
  maintenance: { endTime: null, message: null },
  ip: '127.0.0.1',
  customerService: [],
  merchantCode: 'demo',
  currencySymbol: 'P',
  defaultLanguage: 'MS',
  languages: ['MS'],
  loginedToHomePage: false,
  utcOffsetMinutes: 480,
  registerRules: {},
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

const network = {
  payload: { error: { errorCode: 'network.error' } },
  answer: { transport: 'network.error' },
  decision: 'none: the gateway was not reached',
};
const fromGuestPage = (s: { value: unknown; context: unknown }) => view(s).matches({ guest: 'idle' } as never);

export const clientCharts: Record<string, ChartSpec> = {
  systemStatus: {
    machine: systemStatusMachine,
    events: {
      'xstate.done.actor.loadSystemStatus': [
        {
          label: 'open (code 0)',
          agrees: { modules: 'demo' },
          payload: { output: status(0) },
          answer: ok({ maintenance: false, regionRestriction: false }),
          decision: 'no maintenance, visitor IP and country allowed',
        },
        {
          label: 'maintenance (code 1)',
          payload: { output: status(1) },
          answer: ok({ maintenance: true }),
          decision: 'the operator switched maintenance on',
        },
        {
          label: 'region blocked (code 2)',
          payload: { output: status(2) },
          answer: ok({ maintenance: false, regionRestriction: true }),
          decision: 'an operator rule matches the visitor IP or country',
        },
        {
          label: 'open, SMS login and reset by phone on (code 0)',
          agrees: { modules: 'smsOn' },
          payload: { output: status(0, SMS_MODULES) },
          answer: ok({ maintenance: false, regionRestriction: false }),
          precondition: { switches: SMS_SWITCHES },
          decision: 'no maintenance, visitor allowed; the operator switched MOBILEVERCODELOGIN3 and CHNGPASSVERIF3 on',
        },
        {
          label: 'open, Google and Telegram login on (code 0)',
          agrees: { modules: 'socialOn' },
          payload: { output: status(0, SOCIAL_MODULES) },
          answer: ok({
            maintenance: false,
            regionRestriction: false,
            info: { social: { google: true, telegram: { oauthUrl: 'https://oauth.telegram.org' } } },
          }),
          precondition: { switches: SOCIAL_SWITCHES },
          decision:
            'no maintenance, visitor allowed; the operator switched GOOGLELOGIN3 and TELEGRAMLOGIN3 on, and the gateway has the provider and the bot configured',
        },
        phoneProviderStatus(status(0)),
      ],
      'xstate.error.actor.loadSystemStatus': [{ label: 'no answer (network)', ...network }],
      'status.retry': plain,
    },
    ignored: {
      'login.open': 'an address (/login) or a game asks the root for the login dialog: the session opens it as from its guest page',
      'register.open': 'an address (/register) asks the root for the registration dialog: the session opens it as from its guest page',
      'forgot.open': 'an address (/forget) asks the root for the forgot-password dialog: the session opens it as from its guest page',
      'freePlay.request': "the header's free-play button: the session opens the login dialog, whose free-play path is the login chart's",
      'account.requireReal':
        "the router's answer to a free-play account at a centre page: the session shows the real-account warning, as from the account's own button",
      'child.start':
        "a view's chart (a widget, a list, a centre page) started as the root's child while its view shows: no sign-in path passes through one",
      'child.stop': "a view's chart stopped by the root as its view goes: no sign-in path passes through one",
    },
  },
  session: {
    machine: sessionMachine,
    events: {
      'xstate.done.actor.readStoredSession': [{ label: 'no stored token (fresh visitor)', payload: { output: { token: null } } }],
      'xstate.done.actor.loadMemberInfo': [
        {
          label: 'player (type 0)',
          agrees: { account: 'player' },
          payload: { output: member(0) },
          answer: ok({ type: 0, mustChangePassword: false }),
          decision: 'live token of a player',
        },
        {
          label: 'agent (type 1)',
          agrees: { account: 'agent' },
          payload: { output: member(1) },
          answer: ok({ type: 1, mustChangePassword: false }),
          decision: 'live token of an agent',
        },
        {
          label: 'trial (type 4)',
          agrees: { account: 'trial' },
          payload: { output: member(4) },
          answer: ok({ type: 4, mustChangePassword: false }),
          decision: 'live token of a free-play account',
        },
        {
          label: 'new player (type 0)',
          agrees: { account: 'newPlayer' },
          payload: { output: member(0) },
          answer: ok({ type: 0, mustChangePassword: false }),
          decision: 'live token of the member the registration created',
        },
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
        ...socialMemberInfo(member),
      ],
      'xstate.error.actor.loadMemberInfo': [{ label: 'no answer (network)', ...network }],
      // after sign-out the browser is a fresh visitor again, who may sign in as anyone; the merchant's switches stay
      'xstate.done.actor.logout': [
        {
          label: 'token revoked',
          payload: { output: undefined },
          next: (facts) => ({ ...CLIENT_INITIAL_FACTS, modules: facts.modules! }),
          answer: ok(null),
          decision: 'session revoked',
        },
      ],
      // dialogs open from the guest page; switching from one dialog to another reaches the same dialog, fresh
      'login.open': [{ label: '', offered: fromGuestPage }],
      'register.open': registerOpen,
      'forgot.open': forgotOpen,
      'login.close': plain,
      'account.requireReal': [{ label: 'a real-account page', payload: { intent: '/member' } }],
      'social.start': socialStart,
      'xstate.done.actor.loadSocialLogin': socialLoaded,
      'xstate.done.actor.loadDialogCharts': [{ label: 'the dialog charts loaded', payload: { output: LOADED_DIALOG_CHARTS } }],
      'warning.dismiss': plain,
      // a trial's "Sign up" signs it out (the same logout as a confirmed sign-out) and opens registration
      'warning.signUp': plain,
      // a social player has no password of this site to change (the gateway refuses any current password)
      'password.change': [{ label: '', onlyIf: (facts) => !socialSwitches(facts) }],
      'changePassword.close': plain,
      'session.signOut': plain,
      'signOut.confirm': plain,
      'signOut.cancel': plain,
      'member.retry': plain,
    },
    ignored: {
      'xstate.error.actor.readStoredSession': 'an unreadable session storage is treated as no stored token: the same path',
      'xstate.error.actor.logout': 'the local session is cleared whatever the logout answer: the same path',
      'register.close': 'closing the registration dialog returns to the guest page; nothing is sent',
      'forgot.close': 'closing the forgot-password dialog returns to the guest page; nothing is sent',
      'xstate.error.actor.loadSocialLogin': 'a social login that did not load leaves its buttons off; the dialog is the same',
      'xstate.error.actor.loadDialogCharts': 'a dialog chunk that did not load shows a retry; nothing is sent and no one is signed in',
      'dialog.retry': 'retries loading the dialog chunk: the path continues as when it loaded the first time',
      'dialog.dismiss': 'closing a dialog that is still loading returns to the guest page; nothing is sent',
      'freePlay.request': "the header's free-play button opens the login dialog and starts free play in it: the login chart's free-play path",
    },
  },
  router: {
    machine: routerMachine,
    events: {},
    ignored: {
      navigate:
        'a page, a link or a chart moves the address (the route guard then decides what a visitor without a session sees): the gateway, not the address, decides who is signed in',
      'address.popped': "the browser's back and forward move the address: nothing is sent and no one is signed in or out",
      'history.go': "the browser's back and forward: nothing is sent and no one is signed in or out",
      'session.changed':
        "the session's status as the router follows it, to keep the address within the access rule (an agents' page, a members-only site, a centre page): the address follows who is signed in, never the other way; a guest at a centre page is asked to sign in through the root, as by login.open",
      'centre.replace':
        "a centre's chart puts the page it shows in the address in place of one the account is not offered: the account is signed in already",
      'query.replace': "a page's own parameter follows what it shows (the deposit page's result): the account is signed in already",
      'centre.countsStale': 'an offer answered on an agent-centre page, passed on to the centre host: the agent is signed in already',
    },
  },
  centreHost: {
    machine: centreHostMachine,
    events: {},
    ignored: {
      'centre.shown':
        'the router tells which centre page the address shows, once the access rule let the account see it: the account is signed in already',
      'centre.retry': "the centre's chunk is asked for again: nothing is sent to the gateway and no one is signed in or out",
      'centre.countsStale': 'an offer answered on an agent-centre page: the agent centre counts its badges again for an agent signed in already',
      'xstate.done.actor.loadCentreChart': "the centre's chunk arrived: its chart runs for the account signed in already",
      'xstate.error.actor.loadCentreChart': "the centre's chunk did not arrive: the centre offers a retry; no one is signed in or out",
    },
  },
  login: loginChart,
  captcha: captchaChart,
  changePassword: changePasswordChart,
  registration: registrationChart,
  affiliateCheck: affiliateCheckChart,
  sliderCheck: sliderCheckChart,
  smsCountdown: smsCountdownChart,
  forgotPassword: forgotPasswordChart,
  socialLogin: socialLoginChart,
};
