/**
 * Mobile numbers as the merchant's register rule for `mobileNum` accepts them. The one form the
 * gateway stores and keys codes by is identity/phone-key.ts's.
 */
import type { RegisterRule } from '../system/merchant.service';

/** The rule's pattern as clients apply it: '*' means anything (CONTRACT §4.4). */
export function ruleAccepts(rule: RegisterRule, value: string): boolean {
  const pattern = rule.acceptedPattern === '*' ? '.*' : rule.acceptedPattern;
  return value.length >= rule.minLength && value.length <= rule.maxLength && new RegExp(pattern).test(value);
}
