/**
 * Phone numbers as the phone identity provider speaks them (E.164: '+639171234567'); the gateway's
 * one form of a number, and its key, are identity/phone-key.ts's.
 */

/** '+', a country code that does not start with 0, 7 to 15 digits in all (ITU-T E.164). */
export const E164 = /^\+[1-9]\d{6,14}$/;
