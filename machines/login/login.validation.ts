/**
 * Login form checks (SPEC §5): every field trimmed; the captcha counts only while it is shown; in
 * SMS mode the mobile number is required and in mobile format, the dialing code and the code
 * required. The formats are the gateway's, so a number it would refuse is caught before a send.
 */
import type { LoginFieldErrors, LoginRequest, LoginValues, SmsLoginRequest } from './login.types';

/** National number, digits only (the gateway keys codes by dialing code + number). */
const MOBILE_FORMAT = /^\d{4,20}$/;
/** ITU dialing code, with or without '+'. */
const DIALING_CODE_FORMAT = /^\+?\d{1,4}$/;

export function isMobileFormatValid(mobileNum: string): boolean {
  return MOBILE_FORMAT.test(mobileNum.trim());
}

export function isDialingCodeValid(countryDialingCode: string): boolean {
  return DIALING_CODE_FORMAT.test(countryDialingCode.trim());
}

export function validateLogin(values: Pick<LoginValues, 'username' | 'password' | 'captcha'>, captchaShown: boolean): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (values.username.trim() === '') errors.username = 'required';
  if (values.password.trim() === '') errors.password = 'required';
  if (captchaShown && values.captcha.trim() === '') errors.captcha = 'required';
  return errors;
}

/** What an SMS code needs: the number and its dialing code (checked before every send). */
export function validateSmsTarget(values: Pick<LoginValues, 'mobileNum' | 'countryDialingCode'>): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  if (values.mobileNum.trim() === '') errors.mobileNum = 'required';
  else if (!isMobileFormatValid(values.mobileNum)) errors.mobileNum = 'format';
  if (values.countryDialingCode.trim() === '') errors.countryDialingCode = 'required';
  else if (!isDialingCodeValid(values.countryDialingCode)) errors.countryDialingCode = 'format';
  return errors;
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
  return {
    mobileNum: values.mobileNum.trim(),
    countryDialingCode: values.countryDialingCode.trim().replace(/^\+/, ''),
    verificationCode: values.verificationCode.trim(),
  };
}
