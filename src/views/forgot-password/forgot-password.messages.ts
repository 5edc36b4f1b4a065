/** Forgot-password error and field-error codes (from the forgot-password chart) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const errors: Record<string, MessageDescriptor> = {
  'password.reset.invalid': msg`This link is not valid any more: it has expired or was already used.`,
  request_param_err: msg`Some fields were not accepted. Please check them and try again.`,
  'sms.code.invalid': msg`The code is not valid for this number. Please ask for a new one.`,
  'function.not.available': msg`Resetting the password this way is not available right now.`,
};

export function forgotPasswordErrorMessage(code: string): MessageDescriptor {
  return errors[code] ?? commonMessage(code);
}

const fieldErrors: Record<string, MessageDescriptor> = {
  'username.required': msg`Please enter your username.`,
  'username.format': msg`A username has only letters, digits and _.`,
  'email.required': msg`Please enter your e-mail address.`,
  'email.format': msg`Please enter a valid e-mail address.`,
  'mobileNum.required': msg`Please enter your mobile number.`,
  'mobileNum.format': msg`Please enter a valid mobile number (digits only).`,
  'countryDialingCode.required': msg`Please enter the country code.`,
  'countryDialingCode.format': msg`Please enter a valid country code.`,
  'verificationCode.required': msg`Please enter the SMS code.`,
  'newPassword.required': msg`Please enter a new password.`,
  'newPassword.password.format': msg`Use 8 to 128 characters with at least one letter and one digit.`,
  'confirmNewPassword.required': msg`Please enter the new password again.`,
  'confirmNewPassword.inconsistent_twice': msg`Incorrect confirmation input`,
};

export function forgotPasswordFieldMessage(field: string, code: string): MessageDescriptor {
  return fieldErrors[`${field}.${code}`] ?? commonMessage(code);
}
