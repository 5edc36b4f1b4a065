/**
 * The password rule (SPEC §5, ARCHITECTURE §5): 8 to 128 characters with at least one letter and
 * one digit, letters and digits of any script (a Chinese or Malay keyboard's digits count). The one
 * rule the change-password and forgot-password charts, the request schemas and the admin CLI apply,
 * so the client never accepts what the gateway refuses.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function passwordFormatOk(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}
