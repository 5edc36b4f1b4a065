/**
 * The session chart's inputs, outputs and transition builders: what each invoked chart starts with,
 * what a finished one hands back, and the transitions several states share. Kept apart from the
 * chart's states (session.machine.ts) so each file reads on its own.
 */
import type { ChangePasswordInput } from '../change-password';
import type { ForgotPasswordInput, ForgotPasswordOutput } from '../forgot-password';
import type { LoginInput, LoginSuccess } from '../login';
import { doneOutput } from '../shared';
import type { RegistrationInput } from '../registration';
import type { SocialLoginInput, SocialLoginOutput } from '../social-login';
// the constants only: the chart itself comes with the dialogs' chunk (loadSocialLogin answers it)
import { SOCIAL_PROVIDERS, SOCIAL_SWITCHES } from '../social-login/social-login.types';
import type {
  DialogChartDone,
  GuestDialog,
  MemberInfo,
  RegistrationCodes,
  SessionContext,
  SessionEvent,
  SessionInput,
  SocialLoginLoad,
  SocialLoginOrigin,
} from './session.types';

/** Dialogs asked for while a stored session is looked for: kept for when the visitor is a guest. */
export const keepingIntents = {
  'login.open': { actions: 'keepPendingIntent' },
  'register.open': { actions: 'keepPendingIntent' },
  'forgot.open': { actions: 'keepPendingIntent' },
  'freePlay.request': { actions: 'keepPendingIntent' },
} as const;

export const NO_REGISTRATION_CODES: RegistrationCodes = { referralCode: null, affiliateCode: null };

export function initialContext({ input }: { input: SessionInput }): SessionContext {
  return {
    features: input.features,
    telegramLogin: input.telegramLogin ?? null,
    member: null,
    interactiveLogin: false,
    errorCode: null,
    registrationCodes: NO_REGISTRATION_CODES,
    socialOrigin: 'login',
    socialLoginChart: null,
    dialogCharts: null,
    pendingDialog: 'login',
    resetToken: null,
    pendingIntent: input.intent ?? null,
    freePlayRequested: false,
  };
}

export function loginInput({ context }: { context: SessionContext }): LoginInput {
  const { FREEPLAY3, MOBILEVERCODELOGIN3, HUMANCHECK3, DIRECTREG3 } = context.features;
  return {
    freePlayEnabled: FREEPLAY3 === true,
    smsLoginEnabled: MOBILEVERCODELOGIN3 === true,
    humanCheckRequired: HUMANCHECK3 === true,
    registrationEnabled: DIRECTREG3 === true,
    freePlayRequested: context.freePlayRequested,
  };
}

export const forcedChange: ChangePasswordInput = { forced: true };
export const requestedChange: ChangePasswordInput = { forced: false };

export function tokenOfLogin({ event }: { event: { type: string } }): { token: string } {
  return { token: doneOutput<LoginSuccess>(event).token };
}

export function tokenOfRecovery({ event }: { event: { type: string } }): { token: string } {
  return { token: doneOutput<ForgotPasswordOutput>(event).session?.token ?? '' };
}

export function registrationInput({ context }: { context: SessionContext }): RegistrationInput {
  return { features: context.features, ...context.registrationCodes };
}

export function socialLoginInput({ context, event }: { context: SessionContext; event: SessionEvent | DialogChartDone }): SocialLoginInput {
  return { provider: event.type === 'social.start' ? event.provider : 'google', telegramLogin: context.telegramLogin };
}

export function tokenOfSocialLogin({ event }: { event: { type: string } }): { token: string } {
  return { token: doneOutput<SocialLoginOutput>(event).session?.token ?? '' };
}

/** A social login button of a dialog: the provider's switch must be on and the chart loaded. */
export function socialStartFrom(origin: SocialLoginOrigin) {
  return { guard: 'socialProviderEnabled', target: 'socialLogin', actions: { type: 'assignSocialOrigin', params: { origin } } } as const;
}

export function socialLoginLoad({ context }: { context: SessionContext }): SocialLoginLoad {
  return { providers: SOCIAL_PROVIDERS.filter((provider) => context.features[SOCIAL_SWITCHES[provider]] === true) };
}

/**
 * Loads the social-login chart beside a dialog that has its buttons (nothing to load without a
 * provider). A chart that did not load leaves the buttons off; the dialog works as before.
 */
export const loadSocialLoginBeside = {
  id: 'loadSocialLogin',
  src: 'loadSocialLogin',
  input: socialLoginLoad,
  onDone: { guard: 'socialLoginLoaded', actions: 'assignSocialLoginChart' },
  onError: { actions: 'markSocialLoginUnavailable' },
} as const;

export function forgotPasswordInput({ context }: { context: SessionContext }): ForgotPasswordInput {
  return { features: context.features, byPhone: context.features.CHNGPASSVERIF3 === true, resetToken: context.resetToken };
}

/**
 * A guest asks for a dialog: straight in once the dialog charts are loaded, otherwise through
 * `loadingDialog`. `prepare` keeps what the dialog opens with (link codes, reset token).
 */
export function openGuestDialog(
  dialog: GuestDialog,
  target: 'loggingIn' | 'registering' | 'recovering',
  prepare?: 'assignRegistrationCodes' | 'assignResetToken',
) {
  const pending = { type: 'assignPendingDialog', params: { dialog } } as const;
  return [
    { guard: 'dialogChartsReady', target, actions: prepare ? [prepare] : [] },
    { target: 'loadingDialog', actions: prepare ? [prepare, pending] : [pending] },
  ] as const;
}

/** A login or a registration ended with a session: store the token and load the member. */
export const signedInBy = [
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

export function loadedMember({ event }: { event: { type: string } }): MemberInfo {
  return doneOutput<MemberInfo>(event);
}

export function intentOf({ event }: { event: SessionEvent }): { intent: string } {
  return { intent: event.type === 'account.requireReal' ? event.intent : '' };
}

/** Leaving a dialog of the signed-in area returns to the role the member has. */
export function backToRole() {
  return [{ guard: 'memberIsAgent', target: 'agent' }, { guard: 'memberIsTrial', target: 'trial' }, { target: 'member' }] as const;
}

/** Change password is open only to real accounts (trial accounts have no password they know). */
export function backToRealRole() {
  return [{ guard: 'memberIsAgent', target: 'agent' }, { target: 'member' }] as const;
}

export const toHome = { type: 'navigate', params: { to: '/' } } as const;
export const toAgentHome = { type: 'navigate', params: { to: '/agentHome' } } as const;
export const keepMember = ['assignMember', { type: 'storeMember', params: loadedMember }] as const;
