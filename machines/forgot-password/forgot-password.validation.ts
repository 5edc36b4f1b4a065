/**
 * Forgot-password checks (SPEC §5), the gateway's formats: by e-mail the username (letters, digits,
 * _) and the address; by phone the number in mobile format, the dialing code and the code; and the
 * new password in password format, confirmed. Fields are trimmed, passwords taken as typed.
 */
import { passwordFormatOk } from '../../rules/password';
import { phoneTargetOf, validatePhoneTarget as validateNumber } from '../shared';
import type {
  EmailResetRequest,
  ForgotPasswordFieldErrors,
  ForgotPasswordValues,
  LinkResetRequest,
  PhoneResetRequest,
} from './forgot-password.types';

const USERNAME_FORMAT = /^[A-Za-z0-9_]{1,64}$/;
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function validateEmailReset(values: Pick<ForgotPasswordValues, 'username' | 'email'>): ForgotPasswordFieldErrors {
  const errors: ForgotPasswordFieldErrors = {};
  const username = values.username.trim();
  const email = values.email.trim();
  if (username === '') errors.username = 'required';
  else if (!USERNAME_FORMAT.test(username)) errors.username = 'format';
  if (email === '') errors.email = 'required';
  else if (email.length > 128 || !EMAIL_FORMAT.test(email)) errors.email = 'format';
  return errors;
}

export function validateNewPassword(values: Pick<ForgotPasswordValues, 'newPassword' | 'confirmNewPassword'>): ForgotPasswordFieldErrors {
  const errors: ForgotPasswordFieldErrors = {};
  if (values.newPassword.length === 0) errors.newPassword = 'required';
  else if (!passwordFormatOk(values.newPassword)) errors.newPassword = 'password.format';
  if (values.confirmNewPassword.length === 0) errors.confirmNewPassword = 'required';
  else if (values.confirmNewPassword !== values.newPassword) errors.confirmNewPassword = 'inconsistent_twice';
  return errors;
}

/** What an SMS code needs: checked before every send. */
export function validatePhoneTarget(values: Pick<ForgotPasswordValues, 'mobileNum' | 'countryDialingCode'>): ForgotPasswordFieldErrors {
  return validateNumber(values);
}

export function validatePhoneReset(values: ForgotPasswordValues): ForgotPasswordFieldErrors {
  const errors = { ...validatePhoneTarget(values), ...validateNewPassword(values) };
  if (values.verificationCode.trim() === '') errors.verificationCode = 'required';
  return errors;
}

export function toEmailResetRequest(values: ForgotPasswordValues): EmailResetRequest {
  return { username: values.username.trim(), email: values.email.trim() };
}

export function toLinkResetRequest(token: string, values: ForgotPasswordValues): LinkResetRequest {
  return { token, newPassword: values.newPassword, confirmNewPassword: values.confirmNewPassword };
}

/** The dialing code without '+', every field but the passwords trimmed. */
export function toPhoneResetRequest(values: ForgotPasswordValues): PhoneResetRequest {
  return {
    ...phoneTargetOf(values),
    verificationCode: values.verificationCode.trim(),
    newPassword: values.newPassword,
    confirmNewPassword: values.confirmNewPassword,
  };
}
