import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from '../change-password';
import type { forgotPasswordMachine } from '../forgot-password';
import type { loginMachine } from '../login';
import type { registrationMachine } from '../registration';
import type { socialLoginMachine, SocialProvider } from '../social-login';
import { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../social-login/social-login.types';
import type { sessionMachine } from './session.machine';
import { roleOf } from '../../rules/member-types';
import type { SessionStatus, SessionView } from './session.types';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

function statusOf(snapshot: SessionSnapshot): SessionStatus {
  if (snapshot.matches('signedIn')) return snapshot.context.member ? roleOf(snapshot.context.member.type) : 'member';
  if (snapshot.matches('guest')) return 'guest';
  if (snapshot.matches('mustChangePassword')) return 'mustChangePassword';
  if (snapshot.matches('loadingMember')) return 'loadingMember';
  if (snapshot.matches('memberLoadFailed')) return 'memberLoadFailed';
  if (snapshot.matches('signingOut')) return 'signingOut';
  return 'restoring';
}

export function selectSessionView(snapshot: SessionSnapshot): SessionView {
  const status = statusOf(snapshot);
  const isSignedIn = snapshot.matches('signedIn');
  const { member, features, errorCode } = snapshot.context;
  const forced = snapshot.matches('mustChangePassword');
  return {
    status,
    isSignedIn,
    accountName: (isSignedIn || forced) && member ? member.account : null,
    isAgent: isSignedIn && status === 'agent',
    isTrial: isSignedIn && status === 'trial',
    showLogin: snapshot.matches({ guest: 'loggingIn' }),
    showRegister: snapshot.matches({ guest: 'registering' }),
    showForgotPassword: snapshot.matches({ guest: 'recovering' }),
    showDialogLoading: snapshot.matches({ guest: 'loadingDialog' }),
    showDialogLoadFailed: snapshot.matches({ guest: 'dialogLoadFailed' }),
    showSocialLogin: snapshot.matches({ guest: 'socialLogin' }),
    socialLoginReady: snapshot.context.socialLoginChart !== null,
    showChangePassword: forced || snapshot.matches({ signedIn: 'changingPassword' }),
    changePasswordForced: forced,
    showSignOutConfirm: snapshot.matches({ signedIn: 'confirmingSignOut' }) || snapshot.matches({ mustChangePassword: 'confirmingSignOut' }),
    showRealAccountWarning: snapshot.matches({ signedIn: { trial: 'realAccountWarning' } }),
    canSignUpFromWarning: snapshot.can({ type: 'warning.signUp' }),
    canStartFreePlay: snapshot.matches('guest') && features.FREEPLAY3 === true,
    errorCode,
  };
}

/**
 * A guest dialog's chart while its dialog is open: a child the session spawned from the loaded
 * logic (so its type is the loader's, not the session setup's).
 */
function dialogChild<TRef>(snapshot: SessionSnapshot, id: 'login' | 'registration' | 'forgotPassword' | 'socialLogin'): TRef | undefined {
  return (snapshot.children as Record<string, unknown>)[id] as TRef | undefined;
}

/** The login dialog's actor while it is open. */
export function selectLoginRef(snapshot: SessionSnapshot): ActorRefFrom<typeof loginMachine> | undefined {
  return dialogChild(snapshot, 'login');
}

/** The change-password dialog's actor while it is open (forced or requested). */
export function selectChangePasswordRef(snapshot: SessionSnapshot): ActorRefFrom<typeof changePasswordMachine> | undefined {
  return snapshot.children.changePassword;
}

/** The registration dialog's actor while it is open. */
export function selectRegistrationRef(snapshot: SessionSnapshot): ActorRefFrom<typeof registrationMachine> | undefined {
  return dialogChild(snapshot, 'registration');
}

/** The forgot-password dialog's actor while it is open. */
export function selectForgotPasswordRef(snapshot: SessionSnapshot): ActorRefFrom<typeof forgotPasswordMachine> | undefined {
  return dialogChild(snapshot, 'forgotPassword');
}

/** The social login while it runs. */
export function selectSocialLoginRef(snapshot: SessionSnapshot): ActorRefFrom<typeof socialLoginMachine> | undefined {
  return dialogChild(snapshot, 'socialLogin');
}

// one list per switch map (the context keeps the same map), so views comparing by reference stay still
const providersBySwitches = new WeakMap<Record<string, boolean>, readonly SocialProvider[]>();

/** The social login chart is loaded: its buttons work. */
export function selectSocialLoginReady(snapshot: SessionSnapshot): boolean {
  return snapshot.context.socialLoginChart !== null;
}

/** The social login buttons the merchant switched on, in display order. */
export function selectSocialProviders(snapshot: SessionSnapshot): readonly SocialProvider[] {
  const { features } = snapshot.context;
  let providers = providersBySwitches.get(features);
  if (!providers) {
    providers = SOCIAL_PROVIDERS.filter((provider) => features[SOCIAL_SWITCHES[provider]] === true);
    providersBySwitches.set(features, providers);
  }
  return providers;
}
