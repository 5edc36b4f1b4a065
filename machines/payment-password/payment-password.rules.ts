/**
 * The payment password's rules, as the gateway applies them (wire/security-center.schemas.ts),
 * pure so they are tested without a chart: 6 digits (full-width digits count as digits), not a
 * run or a repeat, confirmed, and a change must differ from the current PIN. Refusals of the
 * gateway are read onto the form's fields here too.
 */
import type {
  PaymentPasswordContext,
  PaymentPasswordFailure,
  PaymentPasswordField,
  PaymentPasswordFieldError,
  PaymentPasswordFieldErrors,
  PaymentPasswordMode,
} from './payment-password.types';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A typed number as the gateway reads it: compatibility forms plain, invisible characters and surrounding space gone. */
export const typedDigits = (value: string): string => value.normalize('NFKC').replace(IGNORABLE, '').trim();

export const PIN_FORMAT = /^\d{6}$/;
const CODE_FORMAT = /^\d{6}$/;

/** 123456, 654321 and 111111 are what everyone tries first. */
export function pinWeak(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, index) => Number(digit) - Number(pin[index])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

const error = (code: PaymentPasswordFieldError['code'], text: string | null = null): PaymentPasswordFieldError => ({ code, text });

function newPinErrors(values: Record<PaymentPasswordField, string>, mode: PaymentPasswordMode): PaymentPasswordFieldErrors {
  const errors: PaymentPasswordFieldErrors = {};
  const pin = typedDigits(values.newPassword);
  if (pin === '') errors.newPassword = error('required');
  else if (!PIN_FORMAT.test(pin)) errors.newPassword = error('format');
  else if (pinWeak(pin)) errors.newPassword = error('weak');
  else if (mode === 'change' && pin === typedDigits(values.oldPassword)) errors.newPassword = error('same');
  const confirmation = typedDigits(values.confirmNewPassword);
  if (confirmation === '') errors.confirmNewPassword = error('required');
  else if (confirmation !== pin) errors.confirmNewPassword = error('mismatch');
  return errors;
}

/** The errors a submit of the open form would show; empty when it may be sent. */
export function validatePaymentPassword(context: Pick<PaymentPasswordContext, 'mode' | 'values'>): PaymentPasswordFieldErrors {
  const { mode, values } = context;
  if (mode === null) return {};
  const errors: PaymentPasswordFieldErrors = {};
  // the current PIN is an answer: any non-empty answer goes to the gateway, which counts it
  if (mode === 'change' && typedDigits(values.oldPassword) === '') errors.oldPassword = error('required');
  if (mode === 'reset') {
    const code = typedDigits(values.verificationCode);
    if (code === '') errors.verificationCode = error('required');
    else if (!CODE_FORMAT.test(code)) errors.verificationCode = error('format');
  }
  return { ...errors, ...newPinErrors(values, mode) };
}

/** The gateway's field names are the form's; their texts are its own. */
const FIELDS: readonly PaymentPasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword', 'verificationCode'];
const CODED: Readonly<Record<string, PaymentPasswordFieldError['code']>> = {
  'payment.password.format': 'format',
  'payment.password.weak': 'weak',
  'password.same': 'same',
  inconsistent_twice: 'mismatch',
};

/** A refusal shown under a field, or null when it belongs above the form. */
export function refusedFields(failure: PaymentPasswordFailure): PaymentPasswordFieldErrors | null {
  if (failure.errorCode === 'invalid.payment.pw') return { oldPassword: error('wrong') };
  // every refusal of the texted code (wrong, expired, used, too many tries) is the code's
  if (failure.errorCode.startsWith('sms.code.')) return { verificationCode: error('wrong', failure.errorCode) };
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return null;
  const errors: PaymentPasswordFieldErrors = {};
  for (const field of FIELDS) {
    const text = failure.fields[field];
    if (text !== undefined) errors[field] = CODED[text] ? error(CODED[text]) : error('refused', text);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
