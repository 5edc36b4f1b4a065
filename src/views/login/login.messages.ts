/** Login error codes (from the login chart) mapped to messages, for the password and the SMS tab. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const login: Record<string, MessageDescriptor> = {
  'login.failed': msg`Incorrect username or password.`,
  'captcha.invalid': msg`The captcha is wrong or has expired. Enter the new one.`,
  'function.not.available': msg`Free play is not available right now.`,
};

export function loginErrorMessage(code: string): MessageDescriptor {
  return login[code] ?? commonMessage(code);
}

// The gateway refuses every SMS login the same way: it does not say whether the number has an account.
const smsLogin: Record<string, MessageDescriptor> = {
  'login.failed': msg`The mobile number or SMS code is incorrect, or the code has expired.`,
  'function.not.available': msg`Login by SMS code is not available right now.`,
};

export function smsLoginErrorMessage(code: string): MessageDescriptor {
  return smsLogin[code] ?? commonMessage(code);
}

const fieldErrors: Record<string, MessageDescriptor> = {
  'username.required': msg`Please enter your username.`,
  'password.required': msg`Please enter your password.`,
  'captcha.required': msg`Please enter the captcha.`,
  'mobileNum.required': msg`Please enter your mobile number.`,
  'mobileNum.format': msg`Please enter a valid mobile number (digits only).`,
  'countryDialingCode.required': msg`Please enter the country code.`,
  'countryDialingCode.format': msg`Please enter a valid country code.`,
  'verificationCode.required': msg`Please enter the SMS code.`,
};

export function loginFieldErrorMessage(field: string, code: string): MessageDescriptor {
  return fieldErrors[`${field}.${code}`] ?? commonMessage(code);
}
