/**
 * Forgot password (SPEC §2, §4): by e-mail (default) or by phone (CHNGPASSVERIF3), and the step an
 * e-mailed link opens, "choose a new password". Input and output are the session chart's
 * (`ForgotPasswordInput`, `ForgotPasswordOutput`).
 */

export type ForgotPasswordField =
  | 'username'
  | 'email'
  | 'mobileNum'
  | 'countryDialingCode'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';

export type ForgotPasswordValues = Record<ForgotPasswordField, string>;

/** Field error codes; views map them to messages. */
export type ForgotPasswordFieldError = 'required' | 'format' | 'password.format' | 'inconsistent_twice';

export type ForgotPasswordFieldErrors = Partial<Record<ForgotPasswordField, ForgotPasswordFieldError>>;

/** `requestResetEmail`: the gateway answers the same whether or not the two belong together. */
export interface EmailResetRequest {
  username: string;
  email: string;
}

/** `resetWithLink`: rejects with `password.reset.invalid` for an unknown, expired or used link. */
export interface LinkResetRequest {
  token: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `resetByPhone`: resolves a session like a login (auto-login), rejects with `sms.code.invalid`. */
export interface PhoneResetRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** The session a reset by phone starts (the login value the session chart reads). */
export interface PhoneResetSession {
  token: string;
  firstTimeLogin: boolean;
  mustChangePassword: boolean;
  customerType: number;
}

export interface ForgotPasswordContext {
  values: ForgotPasswordValues;
  fieldErrors: ForgotPasswordFieldErrors;
  errorCode: string | null;
  byPhone: boolean;
  /** HUMANCHECK3: each SMS code costs a passed slider check */
  humanCheckRequired: boolean;
  /** the e-mailed link's token while its step is open; dropped when the visitor asks for a new link */
  resetToken: string | null;
}

export type ForgotPasswordEvent =
  | { type: 'field.change'; field: ForgotPasswordField; value: string }
  | { type: 'form.submit' }
  /** the "get code" button (by phone): the chart checks the number, then asks its smsCountdown child */
  | { type: 'code.request' }
  /** the visitor read "check your e-mail" or "password changed": back to the login dialog */
  | { type: 'result.confirm' }
  /** an invalid or used link: ask for a new one */
  | { type: 'link.renew' };

export type ForgotPasswordStep = 'email' | 'emailSent' | 'phone' | 'newPassword' | 'passwordChanged' | 'linkInvalid';

export interface ForgotPasswordView {
  step: ForgotPasswordStep;
  values: ForgotPasswordValues;
  fieldErrors: ForgotPasswordFieldErrors;
  errorCode: string | null;
  busy: boolean;
  canSubmit: boolean;
  canRequestCode: boolean;
  canConfirm: boolean;
  canRenewLink: boolean;
}

/** What the forgot-password chart receives. */
export interface ForgotPasswordInput {
  features: Record<string, boolean>;
  /** CHNGPASSVERIF3: by phone (send code, new password, auto-login); otherwise by e-mail */
  byPhone: boolean;
  /** the token of a `/forget#reset=<token>` link: the dialog opens on "choose a new password" */
  resetToken: string | null;
}

/**
 * How forgot password ends: by phone with a session (auto-login), by e-mail with none (the link
 * sets the password; a new login is required).
 */
export interface ForgotPasswordOutput {
  session: { token: string; firstTimeLogin: boolean; mustChangePassword: boolean; customerType: number } | null;
}
