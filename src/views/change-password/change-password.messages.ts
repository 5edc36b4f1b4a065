/** Change-password error codes mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const errors: Record<string, MessageDescriptor> = {
  'password.old.invalid': msg`The current password is incorrect.`,
  request_param_err: msg`The new password is not accepted. Choose a different one.`,
};

export function changePasswordErrorMessage(code: string): MessageDescriptor {
  return errors[code] ?? commonMessage(code);
}

const fieldErrors: Record<string, MessageDescriptor> = {
  'password.format': msg`Use 8 to 128 characters with at least one letter and one digit.`,
  'password.same': msg`The new password must be different from the current one.`,
  // in_change_expired / inconsistent_twice keep the legacy wording
  inconsistent_twice: msg`Incorrect confirmation input`,
};

export function changePasswordFieldErrorMessage(code: string): MessageDescriptor {
  return fieldErrors[code] ?? commonMessage(code);
}
