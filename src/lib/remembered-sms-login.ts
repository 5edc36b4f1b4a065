/**
 * Remember me for an SMS login (SPEC §3: the sms-login mobile number with its dialing code, 1 day).
 * `loginTypeSms` (CONTRACT §2) says the last remembered login was by SMS, so the dialog opens on
 * that tab; `<merchant>-loginSms` holds `<dialing code>-<number>`. The code itself is never kept.
 */
import { deleteCookie, readCookie, writeCookie } from './cookies';
import { readMerchantCode } from './storage';

export interface RememberedSmsNumber {
  mobileNum: string;
  countryDialingCode: string;
}

const numberCookie = () => `${readMerchantCode()}-loginSms`;

export function readRememberedSmsLogin(): RememberedSmsNumber | null {
  if (readCookie('loginTypeSms') !== 'true') return null;
  const match = /^(\d{1,4})-(\d{4,20})$/.exec(readCookie(numberCookie()) ?? '');
  return match ? { countryDialingCode: match[1], mobileNum: match[2] } : null;
}

export function saveRememberedSmsLogin(remembered: RememberedSmsNumber): void {
  writeCookie(numberCookie(), `${remembered.countryDialingCode.replace(/^\+/, '')}-${remembered.mobileNum}`);
  writeCookie('loginTypeSms', 'true');
}

export function forgetRememberedSmsLogin(): void {
  deleteCookie(numberCookie());
  deleteCookie('loginTypeSms');
}
