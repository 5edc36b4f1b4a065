/** What the login asks of the world (the gateway's logins, the captcha, remember me's store), and the chart provided with it. */
import { fromPromise } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown';
import { provideLoginMachine } from './login.machine';
import type { LoginRequest, LoginSuccess, RememberedLogin, RememberedSmsLogin, SmsLoginRequest } from './login.types';

export interface LoginCalls {
  login(request: LoginRequest): Promise<LoginSuccess>;
  loginBySms(request: SmsLoginRequest): Promise<LoginSuccess>;
  loginFreePlay(): Promise<LoginSuccess>;
  fetchCaptcha(): Promise<string>;
  /** the credentials remember me kept from a password login, null when none */
  readRememberedLogin(): RememberedLogin | null;
  saveRememberedLogin(username: string, password: string): void;
  forgetRememberedLogin(): void;
  /** the number remember me kept from an SMS login, null when none */
  readRememberedSmsLogin(): RememberedSmsLogin | null;
  saveRememberedSmsLogin(remembered: RememberedSmsLogin): void;
  forgetRememberedSmsLogin(): void;
}

/** The login with its calls and its "get code" button; remember me keeps only the last way in. */
export function provideLogin(calls: LoginCalls, smsCountdown: typeof smsCountdownMachine): ReturnType<typeof provideLoginMachine> {
  return provideLoginMachine({
    actors: {
      // a remembered SMS login opens the SMS tab
      readRememberedLogin: fromPromise<RememberedLogin | null, void>(async () => {
        const sms = calls.readRememberedSmsLogin();
        return sms ? { username: '', password: '', remember: true, sms } : calls.readRememberedLogin();
      }),
      submitLogin: fromPromise<LoginSuccess, LoginRequest>(({ input }) => calls.login(input)),
      submitSmsLogin: fromPromise<LoginSuccess, SmsLoginRequest>(({ input }) => calls.loginBySms(input)),
      smsCountdown,
      fetchCaptcha: fromPromise<string, void>(() => calls.fetchCaptcha()),
      startFreePlay: fromPromise<LoginSuccess, void>(() => calls.loginFreePlay()),
    },
    actions: {
      saveRememberedLogin: (_, params) => {
        calls.forgetRememberedSmsLogin();
        calls.saveRememberedLogin(params.username, params.password);
      },
      saveRememberedSmsLogin: (_, params) => {
        calls.forgetRememberedLogin();
        calls.saveRememberedSmsLogin(params);
      },
      forgetRememberedLogin: () => {
        calls.forgetRememberedLogin();
        calls.forgetRememberedSmsLogin();
      },
    },
  });
}
