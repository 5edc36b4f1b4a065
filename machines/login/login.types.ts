/** Login dialog: username/password with captcha escalation, remember me and free play. */

export type LoginField = 'username' | 'password' | 'captcha';

export type LoginValues = Record<LoginField, string>;

export type LoginFieldErrors = Partial<Record<LoginField, 'required'>>;

export interface LoginInput {
  freePlayEnabled: boolean;
}

/** Output of the chart (and of `submitLogin` / `startFreePlay`): what the session needs. */
export interface LoginSuccess {
  token: string;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
  customerType: number;
}

/** Rejection of `submitLogin` / `startFreePlay`. */
export interface LoginFailure {
  errorCode: string;
  /** the gateway asks for a captcha on the next attempt */
  captchaRequired: boolean;
}

/** Input of `submitLogin`; `captcha` is null while no captcha is asked for. */
export interface LoginRequest {
  username: string;
  password: string;
  captcha: string | null;
}

/** Credentials saved by remember me, read back when the dialog opens. */
export interface RememberedLogin {
  username: string;
  password: string;
  remember: boolean;
}

export interface LoginContext {
  values: LoginValues;
  remember: boolean;
  fieldErrors: LoginFieldErrors;
  errorCode: string | null;
  /** base64 PNG without a data: prefix */
  captchaImage: string | null;
  freePlayEnabled: boolean;
}

export type LoginEvent =
  | { type: 'field.change'; field: LoginField; value: string }
  | { type: 'remember.toggle' }
  | { type: 'form.submit' }
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

/** Everything the chart handles: the view events plus the invoke result shared by both regions. */
export type LoginMachineEvent = LoginEvent | SubmitLoginErrorEvent;

export interface LoginView {
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
}
