/**
 * Registration checks (SPEC §5, CONTRACT §4.4): a required field must be filled; a filled field
 * must match its rule's pattern and length (message key `reg_pattern_<patternId>` with min and
 * max); confirm password must equal the password (`inconsistent_twice`). The gateway checks the
 * same again; its refusals are mapped back onto the fields here too.
 */
import { registerRuleAccepts } from '../../rules/phone';
import { hasFieldErrors } from '../shared';
import { PROFILE_FIELDS, REGISTRATION_FIELDS } from './registration.types';
import type {
  RegisterFailure,
  RegisterRequest,
  RegisterRule,
  RegisterRules,
  RegistrationContext,
  RegistrationField,
  RegistrationFieldError,
  RegistrationFieldErrors,
} from './registration.types';
import { phoneTokenForNumber } from './registration.phone';
import { visibleFields } from './registration.rules';

/** Fields whose value is taken as typed: spaces may be part of a secret. */
const UNTRIMMED: ReadonlySet<RegistrationField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export function fieldValue(context: Pick<RegistrationContext, 'values'>, field: RegistrationField): string {
  const value = context.values[field];
  return UNTRIMMED.has(field) ? value : value.trim();
}

export function patternError(rule: RegisterRule): RegistrationFieldError {
  return { code: `reg_pattern_${rule.patternId}`, min: rule.minLength, max: rule.maxLength };
}

function checkField(field: RegistrationField, value: string, required: boolean, rules: RegisterRules): RegistrationFieldError | null {
  if (value === '') return required ? { code: 'required' } : null;
  const rule = rules[field];
  if (rule?.enabled && !registerRuleAccepts(rule, value)) return patternError(rule);
  return null;
}

type Checked = Pick<RegistrationContext, 'settings' | 'mode' | 'values' | 'affiliate' | 'features'>;

/** Errors of every shown field, in display order. */
export function validateRegistration(context: Checked): RegistrationFieldErrors {
  const errors: RegistrationFieldErrors = {};
  if (!context.settings) return errors;
  const rules = context.settings.rules;
  for (const spec of visibleFields({ rules, switches: context.features, mode: context.mode, affiliate: context.affiliate })) {
    const value = fieldValue(context, spec.field);
    if (spec.field === 'confirmPassword') {
      if (value === '') errors.confirmPassword = { code: 'required' };
      else if (value !== fieldValue(context, 'password')) errors.confirmPassword = { code: 'inconsistent_twice' };
      continue;
    }
    const error = checkField(spec.field, value, spec.required, rules);
    if (error) errors[spec.field] = error;
  }
  return errors;
}

/** The mobile number alone, checked before an SMS code is asked for. */
export function validateMobile(context: Checked): RegistrationFieldError | null {
  if (!context.settings) return { code: 'required' };
  return checkField('mobileNum', fieldValue(context, 'mobileNum'), true, context.settings.rules);
}

/** The code the submit uses: the valid link code while the input is hidden, else the typed one. */
export function affiliateCodeOf(context: Pick<RegistrationContext, 'affiliate' | 'values'>): string {
  return context.affiliate.input === 'hidden' ? (context.affiliate.linkCode ?? '') : context.values.affiliateCode.trim();
}

/**
 * The register call's body; only shown fields carry values. In mobile mode the username is the
 * number. On the phone-provider path it carries the provider's ID token for the number.
 */
export function toRegisterRequest(context: RegistrationContext): RegisterRequest {
  const shown = new Set(
    context.settings
      ? visibleFields({ rules: context.settings.rules, switches: context.features, mode: context.mode, affiliate: context.affiliate }).map(
          (s) => s.field,
        )
      : [],
  );
  const value = (field: RegistrationField) => (shown.has(field) ? fieldValue(context, field) : '');
  const profile: RegisterRequest['profile'] = {};
  for (const field of PROFILE_FIELDS) if (shown.has(field) && value(field) !== '') profile[field] = value(field);
  const mobileNum = value('mobileNum');
  const password = value('password');
  return {
    mode: context.mode,
    username: context.mode === 'mobile' ? mobileNum : value('username'),
    password,
    // mobile registration sends the password twice (CONTRACT §4.5)
    confirmPassword: context.mode === 'mobile' ? password : value('confirmPassword'),
    mobileNum,
    countryDialingCode: context.countryDialingCode,
    verificationCode: value('verificationCode'),
    affiliateCode: affiliateCodeOf(context),
    captcha: value('captcha'),
    humanCheckToken: context.humanCheckToken,
    referralCode: context.referralCode,
    profile,
    phoneIdToken: phoneTokenForNumber(context),
  };
}

/** Gateway refusals that belong under one field rather than above the form. */
const FIELD_OF_CODE: Record<string, RegistrationField> = {
  'captcha.invalid': 'captcha',
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
  'sms.code.invalid': 'verificationCode',
  'sms.code.missing': 'verificationCode',
  'sms.code.used': 'verificationCode',
  'sms.code.expired': 'verificationCode',
  'sms.code.locked': 'verificationCode',
  // the phone identity provider's refusals of the code, and the gateway's of its ID token
  'auth/invalid-verification-code': 'verificationCode',
  'auth/missing-verification-code': 'verificationCode',
  'auth/code-expired': 'verificationCode',
  'auth/invalid-verification-id': 'verificationCode',
  'auth/missing-verification-id': 'verificationCode',
  'phoneauth.token.invalid': 'verificationCode',
  'phoneauth.token.expired': 'verificationCode',
  'phoneauth.token.used': 'verificationCode',
  'phoneauth.token.phone': 'verificationCode',
  invitation_code_error: 'affiliateCode',
};

/** Where a refused register call shows: under fields, or as the form's error code. */
export function failureErrors(
  failure: Partial<RegisterFailure>,
  rules: RegisterRules,
): { fieldErrors: RegistrationFieldErrors; errorCode: string | null } {
  const code = typeof failure.errorCode === 'string' && failure.errorCode !== '' ? failure.errorCode : 'system.error';
  if (failure.fields && Object.keys(failure.fields).length > 0) {
    const fieldErrors: RegistrationFieldErrors = {};
    for (const [field, fieldCode] of Object.entries(failure.fields)) {
      const rule = rules[field];
      if (!(REGISTRATION_FIELDS as readonly string[]).includes(field)) continue;
      fieldErrors[field as RegistrationField] = fieldCode.startsWith('reg_pattern_') && rule ? patternError(rule) : { code: fieldCode };
    }
    if (hasFieldErrors(fieldErrors)) return { fieldErrors, errorCode: null };
  }
  const field = FIELD_OF_CODE[code];
  if (field) {
    const error: RegistrationFieldError = typeof failure.triesLeft === 'number' ? { code, triesLeft: failure.triesLeft } : { code };
    return { fieldErrors: { [field]: error }, errorCode: null };
  }
  return { fieldErrors: {}, errorCode: code };
}
