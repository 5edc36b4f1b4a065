/**
 * Login form checks (SPEC §5): every field trimmed; the captcha counts only while it is shown; in
 * SMS mode the mobile number is required and in mobile format, the dialing code and the code
 * required. The formats are the gateway's, so a number it would refuse is caught before a send.
 */
import { phoneTargetOf, validatePhoneTarget } from '../shared';
import type { LoginFieldErrors, LoginRequest, LoginValues, SmsLoginRequest } from './login.types';

export { isDialingCodeValid, isMobileFormatValid } from '../shared';

export function validateLogin(values: Pick<LoginValues, 'username' | 'password' | 'captcha'>, captchaShown: boolean): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (values.username.trim() === '') errors.username = 'required';
  if (values.password.trim() === '') errors.password = 'required';
  if (captchaShown && values.captcha.trim() === '') errors.captcha = 'required';
  return errors;
}

/** What an SMS code needs: the number and its dialing code (checked before every send). */
export function validateSmsTarget(values: Pick<LoginValues, 'mobileNum' | 'countryDialingCode'>): LoginFieldErrors {
  return validatePhoneTarget(values);
}

export function validateSmsLogin(values: LoginValues): LoginFieldErrors {
  const errors = validateSmsTarget(values);
  if (values.verificationCode.trim() === '') errors.verificationCode = 'required';
  return errors;
}

/** The request for `submitLogin`. The password is sent as typed: spaces may be part of it. */
export function toLoginRequest(values: Pick<LoginValues, 'username' | 'password' | 'captcha'>): LoginRequest {
  const captcha = values.captcha.trim();
  return { username: values.username.trim(), password: values.password, captcha: captcha === '' ? null : captcha };
}

/** The request for `submitSmsLogin`: every field trimmed, the dialing code without '+'. */
export function toSmsLoginRequest(values: LoginValues): SmsLoginRequest {
  return { ...phoneTargetOf(values), verificationCode: values.verificationCode.trim() };
}
