/**
 * Session (id `session`): restores a stored token, runs the login and change-password charts as
 * children, and decides the role from member info. Trial accounts (type 4) get a warning instead of
 * real-account actions. A social login button of the login or registration dialog hands the guest
 * to the socialLogin chart; its session is stored like any other sign-in's.
 *
 * The guest dialogs' charts (login, registration, forgot password) and the social login are kept out
 * of the home page's JavaScript: `loadDialogCharts` and `loadSocialLogin` answer them as actor logic
 * the first time they are needed, the session keeps them in its context, and each dialog state
 * spawns its chart as a child on entry and stops it on exit (its `xstate.done.actor.<id>` is the
 * dialog's outcome). The social login buttons work once that chart is loaded: the provider's window
 * must open inside the click, with no loading in between.
 */
import { and, assign, raise, sendTo, setup, stopChild } from 'xstate';
import { changePasswordMachine } from '../change-password';
import type { ForgotPasswordOutput } from '../forgot-password';
import type { LoginSuccess } from '../login';
import { doneOutput, errorCodeOf, errorOf, loadedCharts, notProvidedAction, notProvidedActor } from '../shared';
import type { SocialLoginOutput } from '../social-login';
// the constants only: the chart itself is loaded with the dialogs
import { SOCIAL_SWITCHES } from '../social-login/social-login.types';
import { roleOf } from '../../rules/member-types';
import {
  NO_REGISTRATION_CODES,
  backToRealRole,
  backToRole,
  forcedChange,
  initialContext,
  intentOf,
  keepMember,
  keepingIntents,
  loadSocialLoginBeside,
  openGuestDialog,
  requestedChange,
  signedInBy,
  socialStartFrom,
  toAgentHome,
  toHome,
  tokenOfRecovery,
  tokenOfSocialLogin,
} from './session.transitions';
import { startDialogChart, startSocialLoginChart } from './session.dialogs';
import type {
  GuestDialog,
  DialogChartDone,
  GuestDialogCharts,
  GuestIntent,
  MemberInfo,
  SessionContext,
  SessionEvent,
  SessionInput,
  SocialLoginChart,
  SocialLoginLoad,
  SocialLoginOrigin,
  StoredSession,
} from './session.types';

/** The gateway's answer for a missing, expired or revoked token. */
export const DEAD_TOKEN_CODE = 'login.not.session';

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | DialogChartDone,
    input: {} as SessionInput,
    children: {} as { changePassword: 'changePassword' },
  },
  actors: {
    readStoredSession: notProvidedActor<StoredSession>('readStoredSession'),
    loadMemberInfo: notProvidedActor<MemberInfo>('loadMemberInfo'),
    logout: notProvidedActor<void>('logout'),
    changePassword: changePasswordMachine,
    /** answers the login, registration and forgot-password charts (one chunk) */
    loadDialogCharts: notProvidedActor<GuestDialogCharts>('loadDialogCharts'),
    /** answers the socialLogin chart, or null when there is nothing to load */
    loadSocialLogin: notProvidedActor<SocialLoginChart | null, SocialLoginLoad>('loadSocialLogin'),
  },
  actions: {
    storeToken: notProvidedAction<{ token: string }>('storeToken'),
    storeMember: notProvidedAction<MemberInfo>('storeMember'),
    clearSession: notProvidedAction('clearSession'),
    navigate: notProvidedAction<{ to: string }>('navigate'),
    runFirstLoginAction: notProvidedAction('runFirstLoginAction'),
    proceedToIntent: notProvidedAction<{ intent: string }>('proceedToIntent'),
    // signed in: the codes of a registration link have served their purpose
    markInteractiveLogin: assign({ interactiveLogin: true, registrationCodes: NO_REGISTRATION_CODES }),
    assignMember: assign(({ event }) => ({ member: doneOutput<MemberInfo>(event), interactiveLogin: false, errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    clearError: assign({ errorCode: null }),
    resetSession: assign({ member: null, interactiveLogin: false, errorCode: null }),
    assignRegistrationCodes: assign(({ event }) => {
      const open = event.type === 'register.open' ? event : null;
      return { registrationCodes: { referralCode: open?.referralCode ?? null, affiliateCode: open?.affiliateCode ?? null } };
    }),
    // kept only while a social login started from the registration dialog may return to it
    clearRegistrationCodes: assign({ registrationCodes: NO_REGISTRATION_CODES }),
    assignSocialOrigin: assign((_, params: { origin: SocialLoginOrigin }) => ({ socialOrigin: params.origin })),
    assignSocialLoginChart: assign(({ event }) => ({ socialLoginChart: loadedCharts({ socialLogin: doneOutput<SocialLoginChart>(event) }) })),
    assignDialogCharts: assign(({ event }) => ({ dialogCharts: loadedCharts(doneOutput<GuestDialogCharts>(event)), errorCode: null })),
    // each dialog state runs its chart, from the loaded ones, as the child its view talks to; a
    // dialog state is entered only once its charts are loaded
    startLogin: assign(startDialogChart('login')),
    startRegistration: assign(startDialogChart('registration')),
    startForgotPassword: assign(startDialogChart('forgotPassword')),
    startSocialLogin: assign(startSocialLoginChart),
    stopLogin: stopChild('login'),
    stopRegistration: stopChild('registration'),
    stopForgotPassword: stopChild('forgotPassword'),
    stopSocialLogin: stopChild('socialLogin'),
    assignPendingDialog: assign((_, params: { dialog: GuestDialog }) => ({ pendingDialog: params.dialog })),
    assignResetToken: assign(({ event }) => ({ resetToken: event.type === 'forgot.open' ? (event.resetToken ?? null) : null })),
    markSocialLoginUnavailable: assign({ socialLoginChart: null }),
    keepPendingIntent: assign(({ event }) => ({ pendingIntent: event as GuestIntent })),
    dropPendingIntent: assign({ pendingIntent: null }),
    /** a trial account's "Sign up": the registration dialog opens once it is a guest again */
    keepSignUpIntent: assign({ pendingIntent: { type: 'register.open' } as GuestIntent }),
    /** a guest ready for dialogs takes what was asked for before (raised, so the usual transition runs) */
    raisePendingIntent: raise(({ context }) => context.pendingIntent as GuestIntent),
    markFreePlayRequested: assign({ freePlayRequested: true }),
    clearFreePlayRequest: assign({ freePlayRequested: false }),
    startFreePlayInLogin: sendTo('login', { type: 'freePlay.start' }),
  },
  guards: {
    hasStoredToken: ({ event }) => Boolean(doneOutput<StoredSession>(event).token),
    firstTimeLogin: ({ event }) => doneOutput<LoginSuccess>(event).firstTimeLogin === true,
    recoveredWithSession: ({ event }) => doneOutput<ForgotPasswordOutput>(event).session !== null,
    loadedMustChangePassword: ({ event }) => doneOutput<MemberInfo>(event).mustChangePassword === true,
    loadedAgent: ({ event }) => roleOf(doneOutput<MemberInfo>(event).type) === 'agent',
    loadedTrial: ({ event }) => roleOf(doneOutput<MemberInfo>(event).type) === 'trial',
    interactiveLogin: ({ context }) => context.interactiveLogin,
    interactiveAgent: and(['loadedAgent', 'interactiveLogin']),
    interactiveTrial: and(['loadedTrial', 'interactiveLogin']),
    deadToken: ({ event }) => errorCodeOf(errorOf(event)) === DEAD_TOKEN_CODE,
    memberIsAgent: ({ context }) => context.member !== null && roleOf(context.member.type) === 'agent',
    memberIsTrial: ({ context }) => context.member !== null && roleOf(context.member.type) === 'trial',
    socialProviderEnabled: ({ context, event }) =>
      context.socialLoginChart !== null && event.type === 'social.start' && context.features[SOCIAL_SWITCHES[event.provider]] === true,
    socialLoginLoaded: ({ event }) => doneOutput<SocialLoginChart | null>(event) !== null,
    socialSignedIn: ({ event }) => doneOutput<SocialLoginOutput>(event).session !== null,
    socialFirstTimeLogin: ({ event }) => doneOutput<SocialLoginOutput>(event).session?.firstTimeLogin === true,
    socialFromRegistration: ({ context }) => context.socialOrigin === 'registration',
    dialogChartsReady: ({ context }) => context.dialogCharts !== null,
    pendingRegistration: ({ context }) => context.pendingDialog === 'registration',
    pendingRecovery: ({ context }) => context.pendingDialog === 'recovery',
    hasPendingIntent: ({ context }) => context.pendingIntent !== null,
    /** DIRECTREG3: visitors may register themselves (else only through an agent's link) */
    directRegistration: ({ context }) => context.features.DIRECTREG3 === true,
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      description: 'Looks for a token left in session storage by this tab; a dialog asked for meanwhile waits.',
      on: keepingIntents,
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [{ guard: 'hasStoredToken', target: 'loadingMember' }, { target: 'guest' }],
        onError: { target: 'guest' },
      },
    },
    guest: {
      initial: 'idle',
      states: {
        idle: {
          entry: 'clearFreePlayRequest',
          // raised rather than handled here, so the usual transition for the event runs
          always: { guard: 'hasPendingIntent', actions: ['raisePendingIntent', 'dropPendingIntent'] },
          on: {
            'freePlay.request': [
              { guard: 'dialogChartsReady', target: 'loggingIn', actions: 'markFreePlayRequested' },
              { target: 'loadingDialog', actions: ['markFreePlayRequested', { type: 'assignPendingDialog', params: { dialog: 'login' } }] },
            ],
            'login.open': openGuestDialog('login', 'loggingIn'),
            'register.open': openGuestDialog('registration', 'registering', 'assignRegistrationCodes'),
            'forgot.open': openGuestDialog('recovery', 'recovering', 'assignResetToken'),
            'account.requireReal': openGuestDialog('login', 'loggingIn'),
          },
        },
        loadingDialog: {
          tags: ['busy'],
          description: 'The first dialog a guest opens loads the login, registration and recovery charts (kept out of the home page).',
          invoke: {
            id: 'loadDialogCharts',
            src: 'loadDialogCharts',
            onDone: [
              { guard: 'pendingRegistration', target: 'registering', actions: 'assignDialogCharts' },
              { guard: 'pendingRecovery', target: 'recovering', actions: 'assignDialogCharts' },
              { target: 'loggingIn', actions: 'assignDialogCharts' },
            ],
            onError: { target: 'dialogLoadFailed', actions: 'assignLoadError' },
          },
          on: {
            'dialog.dismiss': { target: 'idle', actions: 'clearRegistrationCodes' },
            // free play happens in the login dialog, whichever dialog was loading
            'freePlay.request': { actions: ['markFreePlayRequested', { type: 'assignPendingDialog', params: { dialog: 'login' } }] },
          },
        },
        dialogLoadFailed: {
          tags: ['error'],
          description: 'The dialog could not be loaded (network, or over 120 s); the guest may retry or close it.',
          on: {
            'dialog.retry': { target: 'loadingDialog', actions: 'clearError' },
            'dialog.dismiss': { target: 'idle', actions: ['clearError', 'clearRegistrationCodes'] },
          },
        },
        loggingIn: {
          // the request has reached the login chart's input once this state is entered
          entry: 'startLogin',
          exit: ['clearFreePlayRequest', 'stopLogin'],
          invoke: loadSocialLoginBeside,
          on: {
            'xstate.done.actor.login': signedInBy,
            'login.close': { target: 'idle' },
            // the dialog's "register now" and "forgot password" links
            'register.open': { target: 'registering', actions: 'assignRegistrationCodes' },
            'forgot.open': { target: 'recovering', actions: 'assignResetToken' },
            'social.start': socialStartFrom('login'),
          },
        },
        registering: {
          description: 'The registration dialog; a registration made with login true ends signed in.',
          entry: 'startRegistration',
          exit: 'stopRegistration',
          invoke: loadSocialLoginBeside,
          on: {
            'xstate.done.actor.registration': signedInBy,
            'register.close': { target: 'idle', actions: 'clearRegistrationCodes' },
            'login.open': { target: 'loggingIn', actions: 'clearRegistrationCodes' },
            'social.start': socialStartFrom('registration'),
          },
        },
        socialLogin: {
          description: 'Sign-in in the window of Google, Facebook or Telegram; a cancel returns to the dialog it was started from.',
          entry: 'startSocialLogin',
          exit: 'stopSocialLogin',
          on: {
            'xstate.done.actor.socialLogin': [
              {
                guard: 'socialFirstTimeLogin',
                target: '#session.loadingMember',
                actions: [{ type: 'storeToken', params: tokenOfSocialLogin }, 'runFirstLoginAction', 'markInteractiveLogin'],
              },
              {
                guard: 'socialSignedIn',
                target: '#session.loadingMember',
                actions: [{ type: 'storeToken', params: tokenOfSocialLogin }, 'markInteractiveLogin'],
              },
              { guard: 'socialFromRegistration', target: 'registering' },
              { target: 'loggingIn' },
            ],
          },
        },
        recovering: {
          description: 'Forgot password: by phone it ends signed in; by e-mail the visitor logs in again with the new password.',
          entry: 'startForgotPassword',
          exit: 'stopForgotPassword',
          on: {
            'xstate.done.actor.forgotPassword': [
              {
                guard: 'recoveredWithSession',
                target: '#session.loadingMember',
                actions: [{ type: 'storeToken', params: tokenOfRecovery }, 'markInteractiveLogin'],
              },
              { target: 'loggingIn' },
            ],
            'forgot.close': { target: 'idle' },
            'login.open': { target: 'loggingIn' },
          },
        },
      },
    },
    loadingMember: {
      tags: ['busy'],
      // a dialog asked for while restoring is dropped: a stored token says the visitor is signed in
      entry: 'dropPendingIntent',
      invoke: {
        id: 'loadMemberInfo',
        src: 'loadMemberInfo',
        onDone: [
          { guard: 'loadedMustChangePassword', target: 'mustChangePassword', actions: keepMember },
          { guard: 'interactiveAgent', target: 'signedIn.agent', actions: [...keepMember, toAgentHome] },
          { guard: 'loadedAgent', target: 'signedIn.agent', actions: keepMember },
          { guard: 'interactiveTrial', target: 'signedIn.trial', actions: [...keepMember, toHome] },
          { guard: 'loadedTrial', target: 'signedIn.trial', actions: keepMember },
          { guard: 'interactiveLogin', target: 'signedIn.member', actions: [...keepMember, toHome] },
          { target: 'signedIn.member', actions: keepMember },
        ],
        onError: [
          { guard: 'deadToken', target: 'guest', actions: ['clearSession', 'resetSession'] },
          { target: 'memberLoadFailed', actions: 'assignLoadError' },
        ],
      },
    },
    memberLoadFailed: {
      tags: ['error'],
      description: 'Member info could not be loaded for a reason other than a dead token (network, server).',
      on: {
        'member.retry': { target: 'loadingMember', actions: 'clearError' },
        'session.signOut': { target: 'signingOut' },
      },
    },
    mustChangePassword: {
      description: 'The gateway allows only change password, member info and sign-out until a new password is set.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: forcedChange,
        onDone: { target: 'loadingMember', actions: toHome },
      },
      initial: 'changing',
      states: {
        changing: { on: { 'session.signOut': { target: 'confirmingSignOut' } } },
        confirmingSignOut: {
          on: {
            'signOut.confirm': { target: '#session.signingOut' },
            'signOut.cancel': { target: 'changing' },
          },
        },
      },
    },
    signedIn: {
      initial: 'member',
      states: {
        member: {
          on: {
            'account.requireReal': { actions: { type: 'proceedToIntent', params: intentOf } },
            'password.change': { target: 'changingPassword' },
            'session.signOut': { target: 'confirmingSignOut' },
          },
        },
        agent: {
          on: {
            'account.requireReal': { actions: { type: 'proceedToIntent', params: intentOf } },
            'password.change': { target: 'changingPassword' },
            'session.signOut': { target: 'confirmingSignOut' },
          },
        },
        trial: {
          description: 'A free-play account: real-account actions show a warning instead.',
          initial: 'idle',
          on: { 'session.signOut': { target: 'confirmingSignOut' } },
          states: {
            idle: { on: { 'account.requireReal': { target: 'realAccountWarning' } } },
            realAccountWarning: {
              description: 'Asks a free-play account to register; signing up ends the trial session first, then opens the registration dialog.',
              on: {
                'warning.dismiss': { target: 'idle' },
                // the visitor chose to sign up: no second confirmation of the sign-out
                'warning.signUp': { guard: 'directRegistration', target: '#session.signingOut', actions: 'keepSignUpIntent' },
              },
            },
          },
        },
        changingPassword: {
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: requestedChange,
            onDone: { target: '#session.loadingMember', actions: toHome },
          },
          on: { 'changePassword.close': backToRealRole() },
        },
        confirmingSignOut: {
          on: {
            'signOut.confirm': { target: '#session.signingOut' },
            'signOut.cancel': backToRole(),
          },
        },
      },
    },
    signingOut: {
      tags: ['busy'],
      description: 'Revokes the token server-side; the local session is cleared whatever the answer.',
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: { target: 'guest', actions: ['clearSession', 'resetSession', toHome] },
        onError: { target: 'guest', actions: ['clearSession', 'resetSession', toHome] },
      },
    },
  },
});
