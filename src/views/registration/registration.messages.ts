/**
 * Registration codes mapped to messages: field labels, the `reg_pattern_<patternId>` texts of
 * CONTRACT §5 with the length substituted (one number when min equals max), and the gateway's
 * refusals. The charts carry only codes.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegistrationField, RegistrationFieldError } from '../../../machines/registration';
import { commonMessage } from '../common/common.messages';
import { verificationMessage } from '../verification/verification.messages';

const labels: Record<RegistrationField, MessageDescriptor> = {
  username: msg`Username`,
  password: msg`Password`,
  confirmPassword: msg`Confirm password`,
  mobileNum: msg`Mobile number`,
  verificationCode: msg`SMS code`,
  payeeName: msg`Real name`,
  paymentPassword: msg`Payment password`,
  email: msg`Email`,
  qqNum: msg`QQ`,
  line: msg`Line`,
  whatsapp: msg`WhatsApp`,
  facebook: msg`Facebook`,
  wechat: msg`WeChat`,
  idNumber: msg`ID number`,
  recommenderId: msg`Recommender ID`,
  affiliateCode: msg`Invitation code`,
  captcha: msg`Captcha`,
};

export function registrationFieldLabel(field: RegistrationField): MessageDescriptor {
  return labels[field];
}

/** "6–16", or "10" when both bounds are the same (CONTRACT §4.4). */
export function lengthText(min: number | undefined, max: number | undefined): string {
  if (min === undefined || max === undefined) return String(min ?? max ?? '');
  return min === max ? String(min) : `${min}–${max}`;
}

/** `reg_pattern_<id>` by pattern id (CONTRACT §5). */
const patterns: Record<number, (length: string) => MessageDescriptor> = {
  0: (length) => msg`Enter ${length} characters.`,
  1: (length) => msg`${length} characters; the first must be a letter, then letters and numbers.`,
  2: (length) => msg`${length} characters; Chinese characters (kanji) and numbers.`,
  3: (length) => msg`${length} characters in e-mail format.`,
  4: (length) => msg`${length} letters and numbers, no special characters.`,
  5: (length) => msg`${length} characters; must combine letters and numbers.`,
  6: (length) => msg`${length} characters; numbers only.`,
  7: (length) => msg`${length} letters and numbers, no special characters, at least one uppercase letter.`,
  8: (length) => msg`${length} characters; English letters and spaces only.`,
  9: (length) => msg`${length} characters; spaces are not allowed.`,
  10: (length) => msg`${length} characters; Chinese characters and punctuation.`,
  11: () => msg`Date format yyyy-MM-dd.`,
  12: (length) => msg`${length} characters; letters and a space.`,
  13: () => msg`Date format MM-dd-yyyy.`,
  14: (length) => msg`${length} characters; letters and numbers only.`,
  15: (length) => msg`${length} characters; Korean only.`,
  16: (length) => msg`${length} characters; Thai only.`,
  17: (length) => msg`${length} characters; Thai or English letters and spaces.`,
  18: (length) => msg`${length} characters; uppercase letters and spaces, at least one English letter.`,
  19: (length) => msg`${length} characters; letters, numbers and symbols are allowed.`,
};

const unknownPattern = (length: string) => msg`Enter ${length} characters in the required format.`;

export function patternMessage(patternId: number, min?: number, max?: number): MessageDescriptor {
  return (patterns[patternId] ?? unknownPattern)(lengthText(min, max));
}

const fieldCodes: Record<string, MessageDescriptor> = {
  required: msg`This field is required.`,
  inconsistent_twice: msg`Incorrect confirmation input.`,
  invitation_code_error: msg`Invalid invitation code.`,
  'captcha.invalid': msg`The captcha is wrong or has expired. Enter the new one.`,
  'username.taken': msg`This username is already registered.`,
  'mobile.taken': msg`This mobile number is already registered.`,
  'sms.code.format': msg`The SMS code has 6 digits.`,
  'sms.code.missing': msg`Please ask for an SMS code first.`,
  'sms.code.used': msg`This code was already used. Please ask for a new one.`,
  'sms.code.expired': msg`The code has expired. Please ask for a new one.`,
  'sms.code.locked': msg`Too many wrong codes. Please ask for a new one.`,
  // the gateway's refusals of the phone provider's ID token (phone-provider path)
  'phoneauth.token.invalid': msg`The phone verification could not be checked. Please ask for a new code.`,
  'phoneauth.token.expired': msg`The code has expired. Please ask for a new one.`,
  'phoneauth.token.used': msg`This code was already used. Please ask for a new one.`,
  'phoneauth.token.phone': msg`The code was sent to another number. Please ask for a code for this number.`,
};

export function fieldErrorMessage(error: RegistrationFieldError): MessageDescriptor {
  const pattern = /^reg_pattern_(\d+)$/.exec(error.code);
  if (pattern) return patternMessage(Number(pattern[1]), error.min, error.max);
  if (error.code === 'sms.code.invalid') {
    const triesLeft = error.triesLeft;
    return triesLeft === undefined ? msg`Invalid verification code.` : msg`Invalid verification code. Tries left: ${triesLeft}.`;
  }
  if (fieldCodes[error.code]) return fieldCodes[error.code];
  // the phone provider's refusals of a code (SPEC §8 phone-auth messages)
  return error.code.startsWith('auth/') ? verificationMessage(error.code) : commonMessage(error.code);
}

const formCodes: Record<string, MessageDescriptor> = {
  'humancheck.required': msg`Please complete the security check first.`,
  'system.maintenance': msg`The site is under maintenance. Please try again later.`,
  'region.blocked': msg`Registration is not available in your region.`,
  'function.not.available': msg`This way of registering is not available.`,
  request_param_err: msg`Please check the form.`,
  'phoneauth.disabled': msg`This operation is not enabled.`,
};

export function registrationErrorMessage(code: string): MessageDescriptor {
  if (formCodes[code]) return formCodes[code];
  return code.startsWith('auth/') ? verificationMessage(code) : commonMessage(code);
}
