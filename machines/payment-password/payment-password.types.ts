/**
 * The payment (withdrawal) password in the security centre (research §3.2, §3.5;
 * wire/security-center.schemas.ts): a 6-digit PIN, set once, then changed by answering the current
 * one or reset by a code texted to the bound phone. The gateway locks it after 5 wrong answers;
 * the chart shows the lock and the answers left. These are the chart's shapes.
 */
import type { FormContext } from '../shared';

/** The password's state as the security config reports it. */
export interface PaymentPasswordState {
  set: boolean;
  /** ISO end of a lock, null when not locked */
  lockedUntil: string | null;
  /** seconds until the lock ends, read by src/api from the answer (the browser's clock may be off) */
  retryAfterSeconds: number;
  /** wrong answers left before a lock */
  attemptsLeft: number;
}

export interface PaymentPasswordInput {
  status: PaymentPasswordState;
  /** a phone is bound: the forgotten password can be reset by a code */
  mobileBound: boolean;
}

export type PaymentPasswordField = 'oldPassword' | 'newPassword' | 'confirmNewPassword' | 'verificationCode';

/**
 * Why a field is refused: `required`, `format` (not 6 digits), `weak` (a run or a repeat such as
 * 123456 or 111111), `same` (the new PIN is the current one), `mismatch` (the confirmation
 * differs), `wrong` (the gateway refused the current PIN or the code), or `refused` with the
 * gateway's own text.
 */
export type PaymentPasswordErrorCode = 'required' | 'format' | 'weak' | 'same' | 'mismatch' | 'wrong' | 'refused';

export interface PaymentPasswordFieldError {
  code: PaymentPasswordErrorCode;
  /** the gateway's text for `refused`, or the code's error (`sms.code.expired`) for a code; else null */
  text: string | null;
}

export type PaymentPasswordFieldErrors = Partial<Record<PaymentPasswordField, PaymentPasswordFieldError>>;

/** The form in use. */
export type PaymentPasswordMode = 'set' | 'change' | 'reset';

/** What just succeeded, for the page to say so. */
export type PaymentPasswordNotice = 'set' | 'changed' | 'reset' | null;

export interface SetPaymentPasswordRequest {
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePaymentPasswordRequest extends SetPaymentPasswordRequest {
  oldPassword: string;
}

export interface ResetPaymentPasswordRequest extends SetPaymentPasswordRequest {
  verificationCode: string;
}

/**
 * A refused call as src/api hands it over: the code and, beside it, what the refusal carries
 * (`invalid.payment.pw` the answers left, `payment.password.locked` the lock, `sms.code.invalid`
 * the tries left, `request_param_err` the problem per field).
 */
export interface PaymentPasswordFailure {
  errorCode: string;
  attemptsLeft?: number;
  lockedUntil?: string;
  retryAfterSeconds?: number;
  triesLeft?: number;
  fields?: Record<string, string>;
}

export interface PaymentPasswordContext extends FormContext<PaymentPasswordField, PaymentPasswordFieldError> {
  status: PaymentPasswordState;
  mobileBound: boolean;
  /** the form in use, null when none is open */
  mode: PaymentPasswordMode | null;
  /** tries left on the texted code after a wrong one, null when none was wrong */
  codeTriesLeft: number | null;
  notice: PaymentPasswordNotice;
}

export type PaymentPasswordEvent =
  | { type: 'password.set' }
  | { type: 'password.change' }
  | { type: 'password.forgot' }
  | { type: 'field.change'; field: PaymentPasswordField; value: string }
  /** the "get code" button of the reset form */
  | { type: 'code.request' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  /** the security centre bound a mobile number: a forgotten PIN can now be reset by a texted code */
  | { type: 'mobile.bound' };

export interface PaymentPasswordView {
  status: PaymentPasswordState;
  locked: boolean;
  /** wrong answers left before the lock, only once a wrong one was given; null while none was */
  wrongPinsLeft: number | null;
  mode: PaymentPasswordMode | null;
  values: Record<PaymentPasswordField, string>;
  fieldErrors: PaymentPasswordFieldErrors;
  errorCode: string | null;
  codeTriesLeft: number | null;
  notice: PaymentPasswordNotice;
  /** a call is under way (a submit, or reading the state again after one) */
  busy: boolean;
  canSet: boolean;
  canChange: boolean;
  canForget: boolean;
  mobileBound: boolean;
  canSubmit: boolean;
}
