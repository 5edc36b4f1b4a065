/** Session: who is using the site (guest, member, agent, trial, must-change-password). */
// types only: the dialog charts reach the session as its loaders' output (see GuestDialogCharts)
import type { forgotPasswordMachine, ForgotPasswordOutput } from '../forgot-password';
import type { loginMachine, LoginSuccess } from '../login';
import type { registrationMachine } from '../registration';
import type { socialLoginMachine, SocialLoginOutput, TelegramLogin } from '../social-login';
import type { LoadedCharts } from '../shared';
import type { SocialProvider } from '../social-login/social-login.types';

/** `GET /wps/member/info` value. `type`: 0 player; 1, 2, 41, 42 agent; 4 trial. */
export interface MemberInfo {
  id: number | string;
  account: string;
  nickname: string | null;
  type: number;
  toUpline?: string | number | null;
  clubLabel?: { labelName: string; rankLevel: number } | null;
  memberLabel?: { labelName: string }[];
  currencySymbol?: string;
  language?: string | null;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
}

export type { MemberRole } from '../../rules/member-types';

export interface SessionInput {
  /** flattened module switches of the merchant, e.g. `{ FREEPLAY3: true }` */
  features: Record<string, boolean>;
  /** a guest dialog asked for before the session started (a `/login` address read at boot) */
  intent?: GuestIntent | null;
  /** the merchant's Telegram login bot, for the social login (null or absent: none) */
  telegramLogin?: TelegramLogin | null;
}

/**
 * What a guest asked for from outside the dialogs (an address such as `/register?affiliateCode=…`,
 * the header's free-play button, a game that needs a sign-in), as the event that asks for it. Kept
 * while the session is still restoring or loading a member, and raised again once it is a guest
 * ready for dialogs; dropped when the session turns out to be signed in. A trial account's "Sign up"
 * keeps the registration here while its session is signed out.
 */
export type GuestIntent =
  | { type: 'login.open' }
  | { type: 'register.open'; referralCode?: string | null; affiliateCode?: string | null }
  | { type: 'forgot.open'; resetToken?: string | null }
  | { type: 'freePlay.request' };

/** What `readStoredSession` finds in session storage. */
export interface StoredSession {
  token: string | null;
}

/** The codes of the visitor's link that the registration dialog was opened with. */
export interface RegistrationCodes {
  referralCode: string | null;
  affiliateCode: string | null;
}

/** The dialog a social login was started from, and returns to when cancelled. */
export type SocialLoginOrigin = 'login' | 'registration';

export interface SessionContext {
  features: Record<string, boolean>;
  /** the merchant's Telegram login bot, handed to the social login */
  telegramLogin: TelegramLogin | null;
  member: MemberInfo | null;
  /** member info is being loaded right after a login in this tab (not a restore): navigate when loaded */
  interactiveLogin: boolean;
  errorCode: string | null;
  /** kept while the registration dialog gives way to a social login, for when it comes back */
  registrationCodes: RegistrationCodes;
  socialOrigin: SocialLoginOrigin;
  /** the socialLogin chart once loaded (null until then): its buttons may start it */
  socialLoginChart: LoadedCharts<{ socialLogin: SocialLoginChart }> | null;
  /** the login, registration and forgot-password charts once loaded (they load on first use) */
  dialogCharts: LoadedCharts<GuestDialogCharts> | null;
  /** the dialog a guest asked for while its chart loads */
  pendingDialog: GuestDialog;
  /** the e-mailed reset link's token the forgot-password dialog opens with */
  resetToken: string | null;
  /** asked for before the session was ready for it: raised again when it becomes a ready guest */
  pendingIntent: GuestIntent | null;
  /** the login dialog opens on free play (the header's button): handed to the login chart */
  freePlayRequested: boolean;
}

/** The guest dialogs whose charts load on first use. */
export type GuestDialog = 'login' | 'registration' | 'recovery';

/** What `loadSocialLogin` loads the social-login chart for: the providers the merchant offers (none: nothing to load). */
/**
 * The guest dialogs' charts, as `loadDialogCharts` answers them: the edge loads them with their
 * calls in one chunk the first time a guest opens a dialog (kept out of the home page's JavaScript),
 * and the session runs each as its child while its dialog is open.
 */
export interface GuestDialogCharts {
  login: typeof loginMachine;
  registration: typeof registrationMachine;
  forgotPassword: typeof forgotPasswordMachine;
}

/**
 * A dialog's chart ended: the session's answer to it (a session to store, or the dialog to go back
 * to). Sent by XState to the session, never by a view.
 */
export type DialogChartDone =
  | { type: 'xstate.done.actor.login'; output: LoginSuccess }
  | { type: 'xstate.done.actor.registration'; output: LoginSuccess }
  | { type: 'xstate.done.actor.forgotPassword'; output: ForgotPasswordOutput }
  | { type: 'xstate.done.actor.socialLogin'; output: SocialLoginOutput };

/** The social login chart, as `loadSocialLogin` answers it (null: no provider, or it did not load). */
export type SocialLoginChart = typeof socialLoginMachine;

export interface SocialLoginLoad {
  providers: SocialProvider[];
}

export type SessionEvent =
  | { type: 'login.open' }
  | { type: 'login.close' }
  | { type: 'register.open'; referralCode?: string | null; affiliateCode?: string | null }
  | { type: 'register.close' }
  /** `resetToken`: the site was opened from an e-mailed reset link */
  | { type: 'forgot.open'; resetToken?: string | null }
  | { type: 'forgot.close' }
  /** the header's free-play button: opens the login dialog and starts free play in it */
  | { type: 'freePlay.request' }
  /** a social login button of the login or the registration dialog (the provider's window opens in this click) */
  | { type: 'social.start'; provider: SocialProvider }
  /** a real-account action was asked for; `intent` names it for `proceedToIntent` (e.g. a route) */
  | { type: 'account.requireReal'; intent: string }
  | { type: 'warning.dismiss' }
  /** the real-account warning's "Sign up": leaves the trial session for the registration dialog */
  | { type: 'warning.signUp' }
  | { type: 'password.change' }
  | { type: 'changePassword.close' }
  | { type: 'session.signOut' }
  | { type: 'signOut.confirm' }
  | { type: 'signOut.cancel' }
  | { type: 'member.retry' }
  | { type: 'dialog.retry' }
  | { type: 'dialog.dismiss' };

export type SessionStatus =
  | 'restoring'
  | 'guest'
  | 'loadingMember'
  | 'member'
  | 'agent'
  | 'trial'
  | 'mustChangePassword'
  | 'signingOut'
  | 'memberLoadFailed';

export interface SessionView {
  status: SessionStatus;
  isSignedIn: boolean;
  accountName: string | null;
  isAgent: boolean;
  isTrial: boolean;
  showLogin: boolean;
  showRegister: boolean;
  showForgotPassword: boolean;
  /** a guest dialog's chart is loading (the first dialog opened on this page) */
  showDialogLoading: boolean;
  /** a guest dialog's chart did not load: retry or close */
  showDialogLoadFailed: boolean;
  /** a social login is running (its own view shows the wait and the failures) */
  showSocialLogin: boolean;
  /** the social login buttons work (the chart is loaded) */
  socialLoginReady: boolean;
  showChangePassword: boolean;
  changePasswordForced: boolean;
  showSignOutConfirm: boolean;
  showRealAccountWarning: boolean;
  /** the warning offers "Sign up" (the merchant lets visitors register themselves) */
  canSignUpFromWarning: boolean;
  canStartFreePlay: boolean;
  errorCode: string | null;
}
