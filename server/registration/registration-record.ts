/**
 * Where and how a member signed up (SPEC §7 register call: registerUrl, affiliateCode, referralCode,
 * domain, registerMethod), kept on the member beside migration 004's referral_code, register_ip and
 * upline_id, with how the mobile number was proven and the member's created_at. The wire values are
 * checked for length and format by the register body's schema (wire/registration.schemas.ts,
 * registrationRecordFields); a malformed one refuses the registration (400, naming the field)
 * rather than being stored.
 */

export type PhoneVerification = 'sms' | 'phoneProvider' | 'none';

export interface RegistrationRecord {
  registerUrl: string | null;
  domain: string | null;
  registerMethod: string;
  referralCode: string | null;
}
