/**
 * The session chart with its real side effects: gateway calls, browser storage, navigation. Every
 * rejection is turned into a plain `{ errorCode }` object so charts and recorded traces only ever
 * hold JSON data.
 */
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { MemberInfo, SocialLoginLoad, StoredSession } from '../../machines/session';
import { bindLazyCharts } from '../../machines/shared';
import { loginMachine } from '../../machines/login';
import type { LoginFailure, LoginRequest, LoginSuccess, RememberedLogin, SmsLoginRequest } from '../../machines/login';
import { changePasswordMachine } from '../../machines/change-password';
import type { PasswordChangeRequest } from '../../machines/change-password';
import { toApiError } from '../api/client';
import { fetchCaptcha } from '../api/captcha.api';
import { changePassword, fetchMemberInfo } from '../api/member.api';
import { login, loginBySms, loginFreePlay, logout } from '../api/session.api';
import type { LoginValue } from '../api/session.api';
import { providedForgotPasswordMachine } from './forgot-password.edge';
import { providedRegistrationMachine } from './registration.edge';
import { navigateTo } from './navigation';
import { forgetRememberedSmsLogin, readRememberedSmsLogin, saveRememberedSmsLogin } from './remembered-sms-login';
import {
  clearSession,
  forgetRememberedLogin,
  readRememberedLogin,
  readStoredToken,
  saveRememberedLogin,
  storeMember,
  storeToken,
} from './storage';
import { providedSmsCountdownMachine } from './verification.edge';

/** `{ errorCode }` of any failure: what the charts read. */
export function failureCode(error: unknown): { errorCode: string } {
  return { errorCode: toApiError(error).errorCode };
}

function loginFailure(error: unknown): LoginFailure {
  const apiError = toApiError(error);
  const value = apiError.value as { captcha?: unknown } | null;
  return { errorCode: apiError.errorCode, captchaRequired: Boolean(value && value.captcha) };
}

function loginSuccess(value: LoginValue): LoginSuccess {
  return {
    token: value.token,
    firstTimeLogin: value.firstTimeLogin === true,
    mustChangePassword: value.mustChangePassword === true,
    customerType: value.customerType,
  };
}

/**
 * Loads the social-login chart with its edge (the provider window, the calls) and binds it into the
 * session, once a dialog with social login buttons is open; never fails (the buttons stay off).
 */
async function loadSocialLogin({ providers }: SocialLoginLoad): Promise<boolean> {
  if (providers.length === 0) return false;
  try {
    const { providedSocialLoginMachine } = await import('./social-login.edge');
    bindLazyCharts(providedSessionMachine, { socialLogin: providedSocialLoginMachine });
    return true;
  } catch {
    return false;
  }
}

/** Where a real-account action leads once the guard lets it through. */
const intentRoutes: Record<string, string> = {};

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

export const providedChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    submitPasswordChange: fromPromise<void, PasswordChangeRequest>(async ({ input }) => {
      try {
        await changePassword(input);
      } catch (error) {
        throw failureCode(error);
      }
    }),
  },
});

export const providedSessionMachine = sessionMachine.provide({
  actors: {
    readStoredSession: fromPromise<StoredSession, void>(async () => ({ token: readStoredToken() })),
    loadMemberInfo: fromPromise<MemberInfo, void>(async () => {
      try {
        return (await fetchMemberInfo()) as MemberInfo;
      } catch (error) {
        throw failureCode(error);
      }
    }),
    logout: fromPromise<void, void>(async () => {
      try {
        await logout();
      } catch (error) {
        throw failureCode(error);
      }
    }),
    login: providedLoginMachine,
    changePassword: providedChangePasswordMachine,
    forgotPassword: providedForgotPasswordMachine,
    registration: providedRegistrationMachine,
    loadSocialLogin: fromPromise<boolean, SocialLoginLoad>(({ input }) => loadSocialLogin(input)),
  },
  actions: {
    storeToken: (_, params) => storeToken(params.token),
    storeMember: (_, member) => storeMember(member),
    clearSession: () => clearSession(),
    navigate: (_, params) => navigateTo(params.to),
    // The legacy first-login action (a welcome pop-up) has no content yet.
    runFirstLoginAction: () => {},
    proceedToIntent: (_, params) => {
      const to = intentRoutes[params.intent];
      if (to) navigateTo(to);
    },
  },
});
