/**
 * Session (id `session`): restores a stored token, runs the login and change-password charts as
 * children, and decides the role from member info. Trial accounts (type 4) get a warning instead of
 * real-account actions.
 */
import { and, assign, setup } from 'xstate';
import { changePasswordMachine } from '../change-password';
import type { ChangePasswordInput } from '../change-password';
import { forgotPasswordMachine } from '../forgot-password';
import { loginMachine } from '../login';
import type { LoginInput, LoginSuccess } from '../login';
import { registrationMachine } from '../registration';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { roleOf } from './session.roles';
import type {
  ForgotPasswordInput,
  ForgotPasswordOutput,
  MemberInfo,
  RegistrationInput,
  SessionContext,
  SessionEvent,
  SessionInput,
  StoredSession,
} from './session.types';

/** The gateway's answer for a missing, expired or revoked token. */
export const DEAD_TOKEN_CODE = 'login.not.session';

function initialContext({ input }: { input: SessionInput }): SessionContext {
  return { features: input.features, member: null, interactiveLogin: false, errorCode: null };
}

function loginInput({ context }: { context: SessionContext }): LoginInput {
  const { FREEPLAY3, MOBILEVERCODELOGIN3, HUMANCHECK3, DIRECTREG3 } = context.features;
  return {
    freePlayEnabled: FREEPLAY3 === true,
    smsLoginEnabled: MOBILEVERCODELOGIN3 === true,
    humanCheckRequired: HUMANCHECK3 === true,
    registrationEnabled: DIRECTREG3 === true,
  };
}

const forcedChange: ChangePasswordInput = { forced: true };
const requestedChange: ChangePasswordInput = { forced: false };

function tokenOfLogin({ event }: { event: { type: string } }): { token: string } {
  return { token: doneOutput<LoginSuccess>(event).token };
}

function tokenOfRecovery({ event }: { event: { type: string } }): { token: string } {
  return { token: doneOutput<ForgotPasswordOutput>(event).session?.token ?? '' };
}

function registrationInput({ context, event }: { context: SessionContext; event: SessionEvent }): RegistrationInput {
  const open = event.type === 'register.open' ? event : null;
  return { features: context.features, referralCode: open?.referralCode ?? null, affiliateCode: open?.affiliateCode ?? null };
}

function forgotPasswordInput({ context, event }: { context: SessionContext; event: SessionEvent }): ForgotPasswordInput {
  const resetToken = event.type === 'forgot.open' ? (event.resetToken ?? null) : null;
  return { features: context.features, byPhone: context.features.CHNGPASSVERIF3 === true, resetToken };
}

/** A login or a registration ended with a session: store the token and load the member. */
const signedInBy = [
  {
    guard: 'firstTimeLogin',
    target: '#session.loadingMember',
    actions: [{ type: 'storeToken', params: tokenOfLogin }, 'runFirstLoginAction', 'markInteractiveLogin'],
  },
  {
    target: '#session.loadingMember',
    actions: [{ type: 'storeToken', params: tokenOfLogin }, 'markInteractiveLogin'],
  },
] as const;

function loadedMember({ event }: { event: { type: string } }): MemberInfo {
  return doneOutput<MemberInfo>(event);
}

function intentOf({ event }: { event: SessionEvent }): { intent: string } {
  return { intent: event.type === 'account.requireReal' ? event.intent : '' };
}

/** Leaving a dialog of the signed-in area returns to the role the member has. */
function backToRole() {
  return [
    { guard: 'memberIsAgent', target: 'agent' },
    { guard: 'memberIsTrial', target: 'trial' },
    { target: 'member' },
  ] as const;
}

/** Change password is open only to real accounts (trial accounts have no password they know). */
function backToRealRole() {
  return [{ guard: 'memberIsAgent', target: 'agent' }, { target: 'member' }] as const;
}

const toHome = { type: 'navigate', params: { to: '/' } } as const;
const toAgentHome = { type: 'navigate', params: { to: '/agentHome' } } as const;
const keepMember = ['assignMember', { type: 'storeMember', params: loadedMember }] as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    children: {} as { login: 'login'; changePassword: 'changePassword'; registration: 'registration'; forgotPassword: 'forgotPassword' },
  },
  actors: {
    readStoredSession: notProvidedActor<StoredSession>('readStoredSession'),
    loadMemberInfo: notProvidedActor<MemberInfo>('loadMemberInfo'),
    logout: notProvidedActor<void>('logout'),
    login: loginMachine,
    changePassword: changePasswordMachine,
    registration: registrationMachine,
    forgotPassword: forgotPasswordMachine,
  },
  actions: {
    storeToken: notProvidedAction<{ token: string }>('storeToken'),
    storeMember: notProvidedAction<MemberInfo>('storeMember'),
    clearSession: notProvidedAction('clearSession'),
    navigate: notProvidedAction<{ to: string }>('navigate'),
    runFirstLoginAction: notProvidedAction('runFirstLoginAction'),
    proceedToIntent: notProvidedAction<{ intent: string }>('proceedToIntent'),
    markInteractiveLogin: assign({ interactiveLogin: true }),
    assignMember: assign(({ event }) => ({ member: doneOutput<MemberInfo>(event), interactiveLogin: false, errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event)) })),
    clearError: assign({ errorCode: null }),
    resetSession: assign({ member: null, interactiveLogin: false, errorCode: null }),
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
  },
}).createMachine({
  id: 'session',
  context: initialContext,
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['busy'],
      description: 'Looks for a token left in session storage by this tab.',
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
          on: {
            'login.open': { target: 'loggingIn' },
            'register.open': { target: 'registering' },
            'forgot.open': { target: 'recovering' },
            'account.requireReal': { target: 'loggingIn' },
          },
        },
        loggingIn: {
          invoke: {
            id: 'login',
            src: 'login',
            input: loginInput,
            onDone: signedInBy,
          },
          on: {
            'login.close': { target: 'idle' },
            // the dialog's "register now" and "forgot password" links
            'register.open': { target: 'registering' },
            'forgot.open': { target: 'recovering' },
          },
        },
        registering: {
          description: 'The registration dialog; a registration made with login true ends signed in.',
          invoke: {
            id: 'registration',
            src: 'registration',
            input: registrationInput,
            onDone: signedInBy,
          },
          on: {
            'register.close': { target: 'idle' },
            'login.open': { target: 'loggingIn' },
          },
        },
        recovering: {
          description: 'Forgot password: by phone it ends signed in; by e-mail the visitor logs in again with the new password.',
          invoke: {
            id: 'forgotPassword',
            src: 'forgotPassword',
            input: forgotPasswordInput,
            onDone: [
              {
                guard: 'recoveredWithSession',
                target: '#session.loadingMember',
                actions: [{ type: 'storeToken', params: tokenOfRecovery }, 'markInteractiveLogin'],
              },
              { target: 'loggingIn' },
            ],
          },
          on: {
            'forgot.close': { target: 'idle' },
            'login.open': { target: 'loggingIn' },
          },
        },
      },
    },
    loadingMember: {
      tags: ['busy'],
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
            realAccountWarning: { on: { 'warning.dismiss': { target: 'idle' } } },
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
