/**
 * The one canonical form of a mobile number, as E.164 (ITU-T) writes it: the country's calling code
 * without `+` or an international prefix, and the national number without its trunk prefix. Every
 * path that takes a dialing code and a number (registration, texted codes, SMS login, password reset
 * by phone, binding a number in the security centre, the admin CLI, the phone identity provider)
 * stores, looks up, keeps unique and rate-limits by this form, so one phone is one number here:
 * `63` `9172727800`, `+63` `09172727800`, `063` and `0063` are all `63` `9172727800`.
 *
 * The split of the joined digits into calling code and national number is libphonenumber's (E.164
 * calling codes are prefix-free, so the split is unique), as is the national (trunk) prefix dropped
 * (`0` in the Philippines and Malaysia). Whether a number is one the merchant accepts is the
 * register rule's business (verification/phone.ts), not this file's: a number libphonenumber cannot
 * read keeps its digits as typed.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { typedDigits } from '../../wire/typed-input';

export interface Phone {
  /** the calling code, digits only: '63' */
  countryDialingCode: string;
  /** the national number, digits only, without trunk prefix: '9172727800' */
  mobileNum: string;
}

/** A dialing code as typed ('+63', '063', '0063', full-width digits) as a calling code: '63'. */
function callingCode(countryDialingCode: string): string {
  return typedDigits(countryDialingCode).replace(/^\+/, '').replace(/^0+/, '');
}

/** The canonical calling code and national number of a typed dialing code and number. */
export function canonicalPhone(countryDialingCode: string, mobileNum: string): Phone {
  const code = callingCode(countryDialingCode);
  const national = typedDigits(mobileNum);
  const parsed = /^\d+$/.test(code + national) ? parsePhoneNumberFromString(`+${code}${national}`) : undefined;
  if (parsed) return { countryDialingCode: parsed.countryCallingCode, mobileNum: parsed.nationalNumber };
  return { countryDialingCode: code, mobileNum: national };
}

/** The key texted codes, their outbox and their limits go by: the E.164 number's digits, '639172727800'. */
export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  const phone = canonicalPhone(countryDialingCode, mobileNum);
  return `${phone.countryDialingCode}${phone.mobileNum}`;
}

/** The key of a number given whole, calling code first ('+6309172727800' and '0063917…' are '639172727800'). */
export function phoneKeyOfE164(e164: string): string {
  return phoneKey('', callingCode(e164));
}
