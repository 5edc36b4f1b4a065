/**
 * Affiliate link codes: short, random, and easy to read aloud or copy from a poster. The alphabet
 * leaves out the letters and digits people confuse (0/O, 1/I/L), and holds only what the register
 * form's invitation-code rule accepts (letters and digits).
 */
import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** 31^8, about 8.5e11 codes: guessing a live one is hopeless at the register call's rate limit. */
export const CODE_LENGTH = 8;

export function newAffiliateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}
