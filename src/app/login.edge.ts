/**
 * The login chart with its real side effects: the password, SMS and free-play logins, the captcha,
 * and the remembered credentials. Loaded with the other dialog charts on first use.
 */
import { fromPromise } from 'xstate';
import { loginMachine } from '../../machines/login';
import type { LoginFailure, LoginRequest, LoginSuccess, RememberedLogin, SmsLoginRequest } from '../../machines/login';
import { toApiError } from '../api/client';
import { failureCode } from './failure-code';
import { fetchCaptcha } from '../api/captcha.api';
import { login, loginBySms, loginFreePlay } from '../api/session.api';
import type { LoginValue } from '../api/session.api';
import { forgetRememberedSmsLogin, readRememberedSmsLogin, saveRememberedSmsLogin } from './remembered-sms-login';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './storage';
import { providedSmsCountdownMachine } from './verification.edge';

function loginFailure(error: unknown): LoginFailure {
  const apiError = toApiError(error);
  const value = apiError.value as { captcha?: unknown } | null;
  return { errorCode: apiError.errorCode, captchaRequired: Boolean(value?.captcha) };
}

function loginSuccess(value: LoginValue): LoginSuccess {
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin === true,
    mustChangePassword: value.mustChangePassword === true,
    customerType: value.customerType,
  };
}

export const providedLoginMachine = loginMachine.provide({
  actors: {
    // remember me keeps only the last way in: a remembered SMS login opens the SMS tab
    readRememberedLogin: fromPromise<RememberedLogin | null, void>(async () => {
      const sms = readRememberedSmsLogin();
      return sms ? { username: '', password: '', remember: true, sms } : readRememberedLogin();
    }),
    submitLogin: fromPromise<LoginSuccess, LoginRequest>(async ({ input }) => {
      try {
        return loginSuccess(await login(input));
      } catch (error) {
        throw loginFailure(error);
      }
    }),
    submitSmsLogin: fromPromise<LoginSuccess, SmsLoginRequest>(async ({ input }) => {
      try {
        return loginSuccess(await loginBySms(input));
      } catch (error) {
        throw loginFailure(error);
      }
    }),
    smsCountdown: providedSmsCountdownMachine,
    fetchCaptcha: fromPromise<string, void>(async () => {
      try {
        return await fetchCaptcha();
      } catch (error) {
        throw failureCode(error);
      }
    }),
    startFreePlay: fromPromise<LoginSuccess, void>(async () => {
      try {
        return loginSuccess(await loginFreePlay());
      } catch (error) {
        throw loginFailure(error);
      }
    }),
  },
  actions: {
    saveRememberedLogin: (_, params) => {
      forgetRememberedSmsLogin();
      saveRememberedLogin(params.username, params.password);
    },
    saveRememberedSmsLogin: (_, params) => {
      forgetRememberedLogin();
      saveRememberedSmsLogin(params);
    },
    forgetRememberedLogin: () => {
      forgetRememberedLogin();
      forgetRememberedSmsLogin();
    },
  },
});
