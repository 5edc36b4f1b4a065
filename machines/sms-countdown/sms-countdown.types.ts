/**
 * The "get code" button (id `smsCountdown`): runs the slider check when the gateway requires one,
 * sends the code, then counts down `expiredMinutes x 60` seconds (60 on the phone-provider path)
 * before another code may be asked for. The chart that owns the form validates the number first
 * and sends `sms.send` only for a valid one.
 */

export type SmsPurpose = 'register' | 'noLogin';

export interface SmsCountdownInput {
  purpose: SmsPurpose;
  /** the phone-provider path counts down one minute whatever the gateway says */
  phoneProvider?: boolean;
}

export interface SmsTarget {
  mobileNum: string;
  countryDialingCode: string;
}

/** What `sendSmsCode` sends; it resolves `{ expiredMinutes }` and rejects with `{ errorCode, retryAfterSeconds? }`. */
export interface SmsSendRequest extends SmsTarget {
  purpose: SmsPurpose;
  humanCheckToken: string | null;
}

export interface SmsSendResult {
  expiredMinutes: number;
}

export interface SmsCountdownContext {
  purpose: SmsPurpose;
  phoneProvider: boolean;
  target: SmsTarget | null;
  humanCheckToken: string | null;
  secondsLeft: number;
  /** the last failure (server message code), shown in a warning dialog */
  errorCode: string | null;
  /** how many codes this form has had sent */
  sent: number;
}

export type SmsCountdownEvent =
  /** `humanCheckRequired`: HUMANCHECK3 is on, so this send needs a passed slider check first */
  | { type: 'sms.send'; mobileNum: string; countryDialingCode: string; humanCheckRequired: boolean }
  | { type: 'sms.dismissError' };

export interface SmsCountdownView {
  canSend: boolean;
  checkingHuman: boolean;
  sending: boolean;
  counting: boolean;
  secondsLeft: number;
  errorCode: string | null;
  sent: number;
}
