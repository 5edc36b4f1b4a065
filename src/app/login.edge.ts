/**
 * The login chart with its real side effects: the password, SMS and free-play logins, the captcha,
 * and the remembered credentials. Loaded with the other dialog charts on first use.
 */
import { fromPromise } from 'xstate';
import { provideLoginMachine } from '../../machines/login';
import type { LoginRequest, LoginSuccess, RememberedLogin, SmsLoginRequest } from '../../machines/login';
import { fetchCaptcha } from '../api/captcha.api';
import { login, loginBySms, loginFreePlay } from '../api/login.api';
import { forgetRememberedSmsLogin, readRememberedSmsLogin, saveRememberedSmsLogin } from './remembered-sms-login';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from './storage';
import { providedSmsCountdownMachine } from './verification.edge';

export const providedLoginMachine = provideLoginMachine({
  actors: {
    // remember me keeps only the last way in: a remembered SMS login opens the SMS tab
    readRememberedLogin: fromPromise<RememberedLogin | null, void>(async () => {
      const sms = readRememberedSmsLogin();
      return sms ? { username: '', password: '', remember: true, sms } : readRememberedLogin();
    }),
    submitLogin: fromPromise<LoginSuccess, LoginRequest>(({ input }) => login(input)),
    submitSmsLogin: fromPromise<LoginSuccess, SmsLoginRequest>(({ input }) => loginBySms(input)),
    smsCountdown: providedSmsCountdownMachine,
    fetchCaptcha: fromPromise<string, void>(() => fetchCaptcha()),
    startFreePlay: fromPromise<LoginSuccess, void>(() => loginFreePlay()),
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
