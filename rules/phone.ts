/**
 * Mobile numbers as forms take them (SPEC §5): a national number of 4 to 20 digits and an ITU
 * dialing code of 1 to 4 digits (with or without its '+'), and the merchant's own rule for
 * `mobileNum` when it sets one (CONTRACT §4.4). The gateway keys codes and accounts by one
 * canonical form (server/identity/phone-key.ts); these decide only whether a typed number is taken.
 */

/** National number, digits only. */
export const MOBILE_FORMAT = /^\d{4,20}$/;
/** ITU dialing code, with or without '+'. */
export const DIALING_CODE_FORMAT = /^\+?\d{1,4}$/;

export function isMobileFormatValid(mobileNum: string): boolean {
  return MOBILE_FORMAT.test(mobileNum.trim());
}

export function isDialingCodeValid(countryDialingCode: string): boolean {
  return DIALING_CODE_FORMAT.test(countryDialingCode.trim());
}

/** A merchant's register rule for one field: its pattern (`*` for any) and length range. */
export interface RegisterRulePattern {
  acceptedPattern: string;
  minLength: number;
  maxLength: number;
}

/** The pattern as written by the gateway's clients: `*` means anything (CONTRACT §4.4). */
export function normalisePattern(pattern: string): string {
  return pattern === '*' ? '.*' : pattern;
}

/**
 * Whether a filled field meets the merchant's rule: its length within range and its pattern
 * matched. A pattern that does not compile checks nothing beyond the length, on both sides alike
 * (the operator's mistake must not lock every player out of registering).
 */
export function registerRuleAccepts(rule: RegisterRulePattern, value: string): boolean {
  if (value.length < rule.minLength || value.length > rule.maxLength) return false;
  let pattern: RegExp;
  try {
    pattern = new RegExp(normalisePattern(rule.acceptedPattern));
  } catch {
    return true;
  }
  return pattern.test(value);
}
