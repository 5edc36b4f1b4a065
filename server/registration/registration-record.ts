/**
 * Where and how a member signed up (SPEC §7 register call: registerUrl, affiliateCode, referralCode,
 * domain, registerMethod), kept on the member beside migration 004's referral_code, register_ip and
 * upline_id, with how the mobile number was proven and the member's created_at. The wire values are
 * checked here for length and format; a malformed one refuses the registration (400, naming the
 * field) rather than being stored.
 */
import { z } from 'zod';

/** Codes as links carry them: letters, digits, '_' and '-'. */
export const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

/** A host name (labels of letters, digits and inner hyphens), an IPv4 address, or a bracketed IPv6 one. */
const HOST = /^(?:(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]{2,45}\])$/;

/** WEB (the site), or another client's upper-case channel name. */
const REGISTER_METHOD = /^[A-Z][A-Z0-9_]{0,15}$/;

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
};

/** An absent or blank value is null; anything else must be a string of the given shape. */
const optional = (schema: z.ZodString) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

export const registrationRecordFields = {
  registerUrl: optional(z.string().trim().max(2048, 'at most 2048 characters').refine(isWebAddress, 'not an http(s) address')),
  domain: optional(z.string().trim().toLowerCase().max(253, 'at most 253 characters').regex(HOST, 'not a host name')),
  referralCode: optional(z.string().trim().max(64, 'at most 64 characters').regex(REFERRAL_CODE, 'letters, digits, _ and - only')),
  registerMethod: z.string().trim().regex(REGISTER_METHOD, 'not a register method').optional().default('WEB'),
};

export type PhoneVerification = 'sms' | 'phoneProvider' | 'none';

export interface RegistrationRecord {
  registerUrl: string | null;
  domain: string | null;
  registerMethod: string;
  referralCode: string | null;
}
