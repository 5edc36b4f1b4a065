/** Login error codes (from the login chart) mapped to messages. */
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

const fieldErrors: Record<string, MessageDescriptor> = {
  'username.required': msg`Please enter your username.`,
  'password.required': msg`Please enter your password.`,
  'captcha.required': msg`Please enter the captcha.`,
};

export function loginFieldErrorMessage(field: string, code: string): MessageDescriptor {
  return fieldErrors[`${field}.${code}`] ?? commonMessage(code);
}
