/**
 * Binding or changing the member's mobile number or e-mail address in the security centre
 * (research §3.2; wire/security-center.schemas.ts): a code sent to the new contact binds it; when
 * one is bound, a code sent to the bound contact proves it first. One chart for both kinds, the
 * kind its input. These are the chart's shapes.
 */
import type { FormContext } from '../shared';

export type ContactKind = 'mobile' | 'email';

/** `current`: proving the bound contact; `new`: the contact to bind and its code. */
export type ContactStep = 'current' | 'new';

export interface ContactBindingInput {
  kind: ContactKind;
  /** the bound contact as the security config shows it (masked); null when none is bound */
  current: string | null;
}

export type ContactField = 'currentCode' | 'countryDialingCode' | 'mobileNum' | 'email' | 'verificationCode';

/**
 * Why a field is refused: `required`, `format` (not a number, an address or a 6-digit code),
 * `same` (the contact bound now), `taken` (a number another account holds), `wrong` (the gateway
 * refused the code: wrong, expired, used, or locked after too many tries), or `refused` with the
 * gateway's own text.
 */
export type ContactErrorCode = 'required' | 'format' | 'same' | 'taken' | 'wrong' | 'refused';

export interface ContactFieldError {
  code: ContactErrorCode;
  /** for `wrong`, the code's refusal (`sms.code.expired`, `mail.code.locked`); for `refused`, the gateway's text; else null */
  text: string | null;
}

export type ContactFieldErrors = Partial<Record<ContactField, ContactFieldError>>;

/** Where a new code goes and what is bound: a number with its dialing code, or an address. */
export type ContactTarget = { kind: 'mobile'; countryDialingCode: string; mobileNum: string } | { kind: 'email'; email: string };

/** `verifyCurrentContact`: the code sent to the bound contact. */
export interface VerifyCurrentRequest {
  kind: ContactKind;
  verificationCode: string;
}

/** `saveContact`: the new contact and the code sent to it. */
export type SaveContactRequest = ContactTarget & { verificationCode: string };

/** What the gateway bound, masked as the security config shows it; the chart's output. */
export interface ContactSaved {
  kind: ContactKind;
  value: string;
}

/**
 * A refused call as src/api hands it over: the code and, beside it, what the refusal carries
 * (`sms.code.invalid` / `mail.code.invalid` the tries left, `request_param_err` the problem per field).
 */
export interface ContactBindingFailure {
  errorCode: string;
  triesLeft?: number;
  fields?: Record<string, string>;
}

export interface ContactBindingContext extends FormContext<ContactField, ContactFieldError> {
  kind: ContactKind;
  current: string | null;
  step: ContactStep;
  /** tries left on the code of this step after a wrong one, null when none was wrong */
  codeTriesLeft: number | null;
  /** the bound contact, masked, once the gateway kept it */
  saved: string | null;
}

export type ContactBindingEvent =
  | { type: 'field.change'; field: ContactField; value: string }
  /** the "get code" button: to the bound contact while proving it, else to the contact typed */
  | { type: 'code.request' }
  | { type: 'form.submit' };

export interface ContactBindingView {
  kind: ContactKind;
  current: string | null;
  step: ContactStep;
  values: Record<ContactField, string>;
  fieldErrors: ContactFieldErrors;
  errorCode: string | null;
  codeTriesLeft: number | null;
  /** the code is being checked or the contact saved */
  busy: boolean;
  canSubmit: boolean;
  canRequestCode: boolean;
}
