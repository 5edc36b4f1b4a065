/**
 * Mobile numbers as the merchant's register rule for `mobileNum` accepts them, and the one form
 * the gateway stores and keys codes by: dialing code and national number, digits only.
 */
import type { RegisterRule } from '../system/merchant.service';

/** The rule's pattern as clients apply it: '*' means anything (CONTRACT §4.4). */
export function ruleAccepts(rule: RegisterRule, value: string): boolean {
  const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
  return value.length >= rule.minLength && value.length <= rule.maxLength && new RegExp(pattern).test(value);
}

export function phoneKey(countryDialingCode: string, mobileNum: string): string {
  return `${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;
}
