/**
 * Phone numbers as the phone identity provider speaks them (E.164: '+639171234567') and as the
 * gateway keys SMS codes (digits only: '639171234567').
 */

/** '+', a country code that does not start with 0, 7 to 15 digits in all (ITU-T E.164). */
export const E164 = /^\+[1-9]\d{6,14}$/;

export function e164Of(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/^\+/, '')}${mobileNum}`;
}

/** The sms_codes / outbox key of an E.164 number. */
export function digitsOf(e164: string): string {
  return e164.replace(/^\+/, '');
}
