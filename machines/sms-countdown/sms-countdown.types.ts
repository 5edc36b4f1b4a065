/**
 * The "get code" button (id `smsCountdown`): runs the slider check when the gateway requires one,
 * sends the code, then counts down `expiredMinutes x 60` seconds (60 on the phone-provider path)
 * before another code may be asked for. The chart that owns the form validates the number first
 * and sends `sms.send` only for a valid one.
 *
 * On the phone-provider path the code goes out through the phone identity provider, which answers
 * a `sessionInfo`: the chart keeps it with the number, for the form that confirms the code later.
 */

/**
 * `changePaymentPassword` (platform purpose 4) goes to the signed-in member's bound phone: no number
 * is sent. `updatePhone` (5) and `changeEmail` (10, a code by e-mail) go to the member's bound phone
 * or address when the target is empty, else to the number or address being bound.
 */
export type SmsPurpose = 'register' | 'noLogin' | 'changePaymentPassword' | 'updatePhone' | 'changeEmail';

/** The phone identity provider's project the merchant signs phone numbers in with. */
export interface PhoneProvider {
  projectId: string;
}

/** A code the provider texted: its session, and the number it went to. */
export interface PhoneCodeSession {
  sessionInfo: string;
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsCountdownInput {
  purpose: SmsPurpose;
  /** the phone-provider path: codes through the provider, one minute of countdown whatever it says */
  phoneProvider?: PhoneProvider | null;
}

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
  /** the address a `changeEmail` code goes to (empty number then) */
  email?: string;
}

/**
 * What `sendSmsCode` sends; it resolves `{ expiredMinutes }` (and the provider's `sessionInfo` on the
 * phone-provider path) and rejects with `{ errorCode, retryAfterSeconds? }`.
 */
export interface SmsSendRequest extends SmsTarget {
  purpose: SmsPurpose;
  humanCheckToken: string | null;
  /** send through this phone identity provider project instead of the gateway */
  phoneProvider?: PhoneProvider | null;
}

export interface SmsSendResult {
  expiredMinutes: number;
  sessionInfo?: string;
}

export interface SmsCountdownContext {
  purpose: SmsPurpose;
  phoneProvider: PhoneProvider | null;
  /** the provider's session of the last code it texted (phone-provider path) */
  providerSession: PhoneCodeSession | null;
  target: SmsTarget | null;
  humanCheckToken: string | null;
  secondsLeft: number;
  /** the last failure (server message code), shown in a warning dialog */
  errorCode: string | null;
  /** how many codes this form has had sent */
  sent: number;
}

export type SmsCountdownEvent =
  /** `humanCheckRequired`: HUMANCHECK3 is on, so this send needs a passed slider check first; `email` for a code by e-mail */
  { type: 'sms.send'; mobileNum: string; countryDialingCode: string; email?: string; humanCheckRequired: boolean } | { type: 'sms.dismissError' };

export interface SmsCountdownView {
  canSend: boolean;
  checkingHuman: boolean;
  sending: boolean;
  counting: boolean;
  secondsLeft: number;
  errorCode: string | null;
  sent: number;
}
