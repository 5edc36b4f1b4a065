/** Client-side checks of the change-password form (the server applies the same rule and more). */
import type { ChangePasswordFieldErrors, ChangePasswordValues } from './change-password.types';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** 8..128 characters with at least one letter and one digit (the gateway's rule). */
export function isPasswordFormatValid(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

export function validatePasswordChange(values: ChangePasswordValues): ChangePasswordFieldErrors {
  const errors: ChangePasswordFieldErrors = {};
  if (values.oldPassword.length === 0) errors.oldPassword = 'required';
  if (values.newPassword.length === 0) errors.newPassword = 'required';
  else if (!isPasswordFormatValid(values.newPassword)) errors.newPassword = 'password.format';
  else if (values.newPassword === values.oldPassword) errors.newPassword = 'password.same';
  if (values.confirmNewPassword.length === 0) errors.confirmNewPassword = 'required';
  else if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = 'inconsistent_twice';
  return errors;
}
