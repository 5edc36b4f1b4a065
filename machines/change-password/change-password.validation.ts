/** Client-side checks of the change-password form (the server applies the same rule and more). */
import { passwordFormatOk } from '../../rules/password';
import type { ChangePasswordFieldErrors, ChangePasswordValues } from './change-password.types';

export function validatePasswordChange(values: ChangePasswordValues): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (values.oldPassword.length === 0) errors.oldPassword = 'required';
  if (values.newPassword.length === 0) errors.newPassword = 'required';
  else if (!passwordFormatOk(values.newPassword)) errors.newPassword = 'password.format';
  else if (values.newPassword === values.oldPassword) errors.newPassword = 'password.same';
  if (values.confirmNewPassword.length === 0) errors.confirmNewPassword = 'required';
  else if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = 'inconsistent_twice';
  return errors;
}
