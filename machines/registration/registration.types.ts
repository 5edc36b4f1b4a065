/**
 * Registration dialog (SPEC §2 "Registration popup", §4, §5; CONTRACT §4.4, §4.5): by username or
 * by mobile number, fields per the merchant's rules, captcha, SMS code, terms, affiliate code,
 * slider check, then the register call that answers with a session.
 */
import type { CaptchaSnapshotLike } from '../captcha';
import type { LoginSuccess } from '../login';
import type { PhoneCodeSession, PhoneProvider } from '../sms-countdown';

export type { LoginSuccess, PhoneCodeSession, PhoneProvider };

export type RegistrationMode = 'username' | 'mobile';

/** The optional profile fields, in the order the form shows them. */
export const PROFILE_DISPLAY_ORDER = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
] as const;

/** Every field of the form; the merchant's rules decide which are shown and required. */
export const REGISTRATION_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  ...PROFILE_DISPLAY_ORDER,
  'affiliateCode',
  'captcha',
] as const;

export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The optional profile fields the register call carries beside the account fields. */
export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];

export type RegistrationValues = Record<RegistrationField, string>;

/** One field's rule (CONTRACT §4.4); `acceptedPattern` is already normalised ('*' became '.*'). */
export interface RegisterRule {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
  type?: string;
}

export type RegisterRules = Partial<Record<string, RegisterRule>>;

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name?: string;
}

/**
 * What `loadRegisterSettings` resolves: rules per field, switches, the dialing codes (merchant's
 * first), and the phone identity provider's project when the merchant has the phone-provider path on.
 */
export interface RegisterSettings {
  rules: RegisterRules;
  switches: Record<string, boolean>;
  countries: Country[];
  phoneProvider?: PhoneProvider | null;
}

/** The provider's ID token of a confirmed code, bound to the number it proves. */
export interface PhoneIdToken {
  idToken: string;
  mobileNum: string;
  countryDialingCode: string;
}

/** What `confirmPhoneCode` sends to the provider; it resolves `{ idToken }` and rejects with `{ errorCode }`. */
export interface PhoneCodeConfirmation {
  projectId: string;
  sessionInfo: string;
  code: string;
}

/**
 * A field error: a message key and what the message substitutes. `required`, `reg_pattern_<id>`
 * (with min and max), `inconsistent_twice`, or a gateway code such as `sms.code.invalid`.
 */
export interface RegistrationFieldError {
  code: string;
  min?: number;
  max?: number;
  /** wrong SMS codes left before the code is locked */
  triesLeft?: number;
}

export type RegistrationFieldErrors = Partial<Record<RegistrationField, RegistrationFieldError>>;

/** A field as the form draws it. */
export interface FieldSpec {
  field: RegistrationField;
  required: boolean;
  /** input type hint from the rule (`password`, `email`, `tel`), else text */
  type: string;
  minLength: number | null;
  maxLength: number | null;
}

/**
 * The affiliate chart as the registration sees it: `checking` while the link's code is checked,
 * `hidden` when that code was valid (the submit uses it), `shown` otherwise.
 */
export interface AffiliateState {
  input: 'checking' | 'hidden' | 'shown';
  /** the valid link code while the input is hidden */
  linkCode: string | null;
}

export interface RegistrationContext {
  features: Record<string, boolean>;
  referralCode: string | null;
  /** invitation code the visitor's link carried, checked by the affiliate chart */
  linkAffiliateCode: string | null;
  settings: RegisterSettings | null;
  mode: RegistrationMode;
  values: RegistrationValues;
  countryDialingCode: string;
  termsAccepted: boolean;
  fieldErrors: RegistrationFieldErrors;
  errorCode: string | null;
  /** the captcha child as it last reported (its starting state until it runs) */
  captcha: CaptchaSnapshotLike;
  /** a passed slider check, spent by the next register call */
  humanCheckToken: string | null;
  affiliate: AffiliateState;
  /** phone-provider path: the provider's session of the last code texted (from the SMS button's chart) */
  phoneCodeSession: PhoneCodeSession | null;
  /** that session confirmed its code already, or the provider ended it: a new code is needed */
  phoneCodeSpent: boolean;
  /** phone-provider path: the ID token of the confirmed code, kept until a register call spends it */
  phoneIdToken: PhoneIdToken | null;
}

/** What `submitRegistration` sends; the edge adds `login: true`, `registerMethod: 'WEB'` and the domain. */
export interface RegisterRequest {
  mode: RegistrationMode;
  username: string;
  password: string;
  confirmPassword: string;
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  affiliateCode: string;
  captcha: string;
  humanCheckToken: string | null;
  referralCode: string | null;
  profile: Partial<Record<ProfileField, string>>;
  /** phone-provider path: the provider's ID token for this number (sent as firebaseIdToken, channel sms) */
  phoneIdToken?: string | null;
}

/** Rejection of `submitRegistration`: the gateway's code, and per-field codes for `request_param_err`. */
export interface RegisterFailure {
  errorCode: string;
  fields?: Record<string, string>;
  triesLeft?: number;
}

export type RegistrationEvent =
  | { type: 'mode.select'; mode: RegistrationMode }
  | { type: 'field.change'; field: RegistrationField; value: string }
  | { type: 'country.select'; countryDialingCode: string }
  | { type: 'terms.toggle' }
  | { type: 'captcha.refresh' }
  | { type: 'sms.request' }
  | { type: 'form.submit' }
  | { type: 'warning.dismiss' }
  | { type: 'settings.retry' };

export type RegistrationWarning = 'terms' | 'invitationCode' | null;

export interface RegistrationView {
  loading: boolean;
  loadFailed: boolean;
  /** the username / mobile tab shows only when both methods are on */
  showModeTabs: boolean;
  mode: RegistrationMode;
  fields: FieldSpec[];
  values: RegistrationValues;
  fieldErrors: RegistrationFieldErrors;
  errorCode: string | null;
  countries: Country[];
  countryDialingCode: string;
  termsAccepted: boolean;
  warning: RegistrationWarning;
  captchaShown: boolean;
  captchaImage: string | null;
  captchaLoading: boolean;
  canRefreshCaptcha: boolean;
  /** the SMS code field and its button */
  smsCodeShown: boolean;
  canRequestSms: boolean;
  busy: boolean;
  canSubmit: boolean;
  /** social login buttons the merchant switched on (none by default) */
  socialLogins: Array<'facebook' | 'google' | 'telegram'>;
}

/** What the registration chart receives: the switches, and the codes the visitor's link carried. */
export interface RegistrationInput {
  features: Record<string, boolean>;
  /** `referralCode` of the /register link (SPEC §2), null without one */
  referralCode: string | null;
  /** invitation code of the visitor's link, checked by the registration's affiliate chart */
  affiliateCode: string | null;
}
