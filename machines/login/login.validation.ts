/** Login form checks: every field trimmed; the captcha counts only while it is shown. */
import type { LoginFieldErrors, LoginRequest, LoginValues } from './login.types';

export function validateLogin(values: LoginValues, captchaShown: boolean): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (values.username.trim() === '') errors.username = 'required';
  if (values.password.trim() === '') errors.password = 'required';
  if (captchaShown && values.captcha.trim() === '') errors.captcha = 'required';
  return errors;
}

/** The request for `submitLogin`. The password is sent as typed: spaces may be part of it. */
export function toLoginRequest(values: LoginValues): LoginRequest {
  const captcha = values.captcha.trim();
  return { username: values.username.trim(), password: values.password, captcha: captcha === '' ? null : captcha };
}
