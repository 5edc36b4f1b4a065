/**
 * The contact form's rules, as the gateway applies them (wire/security-center.schemas.ts), pure so
 * they are tested without a chart: a number in the gateway's format with its dialing code (the
 * merchant's own number rule is the gateway's), an address with one `@` and a dot in its domain, a
 * 6-digit code; typed full-width digits count as digits. Refusals of the gateway are read onto the
 * form's fields here too, and the requests are built from what was typed.
 */
import { validatePhoneTarget } from '../shared';
import type {
  ContactBindingContext,
  ContactBindingFailure,
  ContactErrorCode,
  ContactField,
  ContactFieldError,
  ContactFieldErrors,
  ContactKind,
  ContactStep,
  SaveContactRequest,
  VerifyCurrentRequest,
} from './contact-binding.types';

const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** A typed number or code as the gateway reads it: compatibility forms plain, invisible characters and surrounding space gone. */
export const typedDigits = (value: string): string => value.normalize('NFKC').replace(IGNORABLE, '').trim();

const CODE_FORMAT = /^\d{6}$/;
/** as wire/security-center.schemas.ts `EMAIL_FORMAT`: one `@`, a dot in the domain, no spaces */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const EMAIL_MAX = 128;

const error = (code: ContactErrorCode, text: string | null = null): ContactFieldError => ({ code, text });

type Values = Record<ContactField, string>;

/** The field a step's code is typed in. */
export const codeField = (step: ContactStep): ContactField => (step === 'current' ? 'currentCode' : 'verificationCode');

function codeError(value: string): ContactFieldError | null {
  const code = typedDigits(value);
  if (code === '') return error('required');
  return CODE_FORMAT.test(code) ? null : error('format');
}

/** The new number or address: what a code may be sent to. */
export function validateContactTarget({ kind, values }: { kind: ContactKind; values: Values }): ContactFieldErrors {
  if (kind === 'mobile') {
    const found = validatePhoneTarget({ mobileNum: typedDigits(values.mobileNum), countryDialingCode: typedDigits(values.countryDialingCode) });
    const errors: ContactFieldErrors = {};
    if (found.countryDialingCode) errors.countryDialingCode = error(found.countryDialingCode);
    if (found.mobileNum) errors.mobileNum = error(found.mobileNum);
    return errors;
  }
  const email = values.email.trim();
  if (email === '') return { email: error('required') };
  return email.length <= EMAIL_MAX && EMAIL_FORMAT.test(email) ? {} : { email: error('format') };
}

/** The errors a submit of the step would show; empty when it may be sent. */
export function validateContactStep(context: Pick<ContactBindingContext, 'kind' | 'step' | 'values'>): ContactFieldErrors {
  const { step, values } = context;
  const field = codeField(step);
  const code = codeError(values[field]);
  const errors: ContactFieldErrors = step === 'new' ? validateContactTarget(context) : {};
  return code ? { ...errors, [field]: code } : errors;
}

const CODED: Readonly<Record<string, ContactErrorCode>> = {
  required: 'required',
  'invalid mobile number': 'format',
  'invalid dialing code': 'format',
  'email.format': 'format',
  'email.invisible': 'format',
  'invalid code': 'format',
  'mobile.same': 'same',
  'email.same': 'same',
  'mobile.taken': 'taken',
};
const FIELDS: readonly ContactField[] = ['countryDialingCode', 'mobileNum', 'email', 'verificationCode'];

/** A refusal shown under a field, or null when it belongs above the form. */
export function refusedFields(failure: ContactBindingFailure, step: ContactStep): ContactFieldErrors | null {
  // every refusal of the code (wrong, expired, used, too many tries, none sent) is the code's
  if (failure.errorCode.startsWith('sms.code.') || failure.errorCode.startsWith('mail.code.')) {
    return { [codeField(step)]: error('wrong', failure.errorCode) };
  }
  if (failure.errorCode === 'mobile.same') return { mobileNum: error('same') };
  if (failure.errorCode === 'email.same') return { email: error('same') };
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return null;
  const errors: ContactFieldErrors = {};
  for (const field of FIELDS) {
    const text = failure.fields[field];
    if (text === undefined) continue;
    // the code field of this step is the one on the form
    const shownAt = field === 'verificationCode' ? codeField(step) : field;
    errors[shownAt] = CODED[text] ? error(CODED[text]) : error('refused', text);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

/** The target of a new code as the "get code" button sends it (the dialing code without '+'). */
export function codeTarget({ kind, values }: Pick<ContactBindingContext, 'kind' | 'values'>) {
  if (kind === 'email') return { mobileNum: '', countryDialingCode: '', email: values.email.trim() };
  return { mobileNum: typedDigits(values.mobileNum), countryDialingCode: typedDigits(values.countryDialingCode).replace(/^\+/, '') };
}

export function verifyRequest({ kind, values }: Pick<ContactBindingContext, 'kind' | 'values'>): VerifyCurrentRequest {
  return { kind, verificationCode: typedDigits(values.currentCode) };
}

export function saveRequest(context: Pick<ContactBindingContext, 'kind' | 'values'>): SaveContactRequest {
  const verificationCode = typedDigits(context.values.verificationCode);
  const target = codeTarget(context);
  if (context.kind === 'email') return { kind: 'email', email: target.email ?? '', verificationCode };
  return { kind: 'mobile', countryDialingCode: target.countryDialingCode, mobileNum: target.mobileNum, verificationCode };
}
