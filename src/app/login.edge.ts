/** The login chart with the gateway's logins, the captcha and remember me's cookies; loaded with the other dialog charts on first use. */
import { provideLogin } from '../../machines/login';
import { fetchCaptcha } from '../api/captcha.api';
import { login, loginBySms, loginFreePlay } from '../api/login.api';
import { forgetRememberedSmsLogin, readRememberedSmsLogin, saveRememberedSmsLogin } from '../lib/remembered-sms-login';
import { forgetRememberedLogin, readRememberedLogin, saveRememberedLogin } from '../lib/storage';
import { providedSmsCountdownMachine } from './verification.edge';

const gateway = { login, loginBySms, loginFreePlay, fetchCaptcha };
// remember me: a password login's credentials, an SMS login's number
const credentials = { readRememberedLogin, saveRememberedLogin, forgetRememberedLogin };
const smsNumber = { readRememberedSmsLogin, saveRememberedSmsLogin, forgetRememberedSmsLogin };

export const providedLoginMachine = provideLogin({ ...gateway, ...credentials, ...smsNumber }, providedSmsCountdownMachine);
