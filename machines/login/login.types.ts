/**
 * Login dialog: username/password with captcha escalation, or a mobile number and an SMS code
 * (MOBILEVERCODELOGIN3); remember me and free play in both modes.
 */
import type { CaptchaSnapshotEvent, CaptchaSnapshotLike } from '../captcha';

export type LoginMode = 'password' | 'sms';

export type PasswordLoginField = 'username' | 'password' | 'captcha';
export type SmsLoginField = 'mobileNum' | 'countryDialingCode' | 'verificationCode';
export type LoginField = PasswordLoginField | SmsLoginField;

export type LoginValues = Record<LoginField, string>;

/** Field error codes; views map them to messages. */
export type LoginFieldError = 'required' | 'format';

export type LoginFieldErrors = Partial<Record<LoginField, LoginFieldError>>;

/** The merchant's switches the dialog needs (the session passes them from the module tree). */
export interface LoginInput {
  /** FREEPLAY3 */
  freePlayEnabled: boolean;
  /** MOBILEVERCODELOGIN3: the SMS tab is offered */
  smsLoginEnabled?: boolean;
  /** HUMANCHECK3: every SMS code costs a passed slider check */
  humanCheckRequired?: boolean;
  /** DIRECTREG3: the dialog links to registration */
  registrationEnabled?: boolean;
  /** opened by the header's free-play button: free play starts as soon as the form is ready */
  freePlayRequested?: boolean;
}

/** Output of the chart (and of `submitLogin` / `submitSmsLogin` / `startFreePlay`): what the session needs. */
export interface LoginSuccess {
  token: string;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
  customerType: number;
}

/** Rejection of `submitLogin` / `submitSmsLogin` / `startFreePlay`. */
export interface LoginFailure {
  errorCode: string;
  /** the gateway asks for a captcha on the next attempt (never after an SMS login) */
  captchaRequired: boolean;
}

/** Input of `submitLogin`; `captcha` is null while no captcha is asked for. */
export interface LoginRequest {
  username: string;
  password: string;
  captcha: string | null;
}

/** Input of `submitSmsLogin`: the gateway's login with `type: 'sms'` (CONTRACT §4.1). */
export interface SmsLoginRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
}

/** The number an SMS login with remember me left in its cookies (SPEC §3). */
export interface RememberedSmsLogin {
  mobileNum: string;
  countryDialingCode: string;
}

/**
 * What remember me left, read back when the dialog opens. Remember me keeps only the last way in:
 * a remembered SMS login opens the dialog on the SMS tab with its number.
 */
export interface RememberedLogin {
  username: string;
  password: string;
  remember: boolean;
  sms?: RememberedSmsLogin | null;
}

export interface LoginContext {
  values: LoginValues;
  remember: boolean;
  fieldErrors: LoginFieldErrors;
  errorCode: string | null;
  /** the captcha child as it last reported (its starting state until it runs) */
  captcha: CaptchaSnapshotLike;
  freePlayEnabled: boolean;
  smsLoginEnabled: boolean;
  humanCheckRequired: boolean;
  registrationEnabled: boolean;
  /** free play was asked for before the form was editable */
  freePlayRequested: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'mode.select'; mode: LoginMode }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' }
  /** the "get code" button: the chart checks the number, then asks its smsCountdown child */
  | { type: 'code.request' }
  | { type: 'captcha.refresh' }
  | { type: 'freePlay.start' };

/**
 * A rejected `submitLogin`, as the chart sees it. Both regions react to it: the form shows the error
 * code and the captcha region decides whether a (new) image is needed.
 */
export interface SubmitLoginErrorEvent {
  type: 'xstate.error.actor.submitLogin';
  error: unknown;
}

/** Remembered credentials, read by the form region; the mode region opens the SMS tab for an SMS login. */
export interface RememberedLoginDoneEvent {
  type: 'xstate.done.actor.readRememberedLogin';
  output: RememberedLogin | null;
}

/** Everything the chart handles: the view events, the invoke results shared by two regions, the captcha child's snapshots (followed by the captcha region). */
export type LoginMachineEvent = LoginEvent | SubmitLoginErrorEvent | RememberedLoginDoneEvent | CaptchaSnapshotEvent;

export interface LoginView {
  mode: LoginMode;
  /** the password / SMS tabs show only when SMS login is on */
  smsLoginEnabled: boolean;
  values: LoginValues;
  remember: boolean;
  fieldErrors: LoginFieldErrors;
  errorCode: string | null;
  busy: boolean;
  captchaVisible: boolean;
  captchaImage: string | null;
  captchaLoading: boolean;
  canRefreshCaptcha: boolean;
  canFreePlay: boolean;
  canSubmit: boolean;
  canSelectMode: boolean;
  canRequestCode: boolean;
  /** the "register now" link (DIRECTREG3) */
  canRegister: boolean;
}
