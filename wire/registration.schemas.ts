/**
 * Registration (CONTRACT §4.5, SPEC §7): `PUT /wps/member/register` (username) and
 * `PUT /wps/member/register/mobile`, both sealed; the invitation-code check
 * `GET /wps/agent/affiliate?code&domain` and `GET /wps/check/username?username=`.
 */
import { z } from 'zod';
import { dialingCode } from './fields.schemas';
import { loginSuccess } from './session.schemas';
import { typedDigits, typedText } from './typed-input';

/** Fields the form may send and the rules may govern, besides password and confirmPassword. */
export const PROFILE_FIELDS = [
  'payeeName',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'recommenderId',
  'paymentPassword',
] as const;

// ---- requests ----

/** Codes as links carry them: letters, digits, '_' and '-'. */
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

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
const optionalRecord = (schema: z.ZodString) =>
  z.preprocess(
    (value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value),
    schema.nullable(),
  );

/**
 * Where and how a member signed up, kept on the member (server/registration/registration-record.ts).
 * A malformed value refuses the registration (400, naming the field) rather than being stored.
 */
export const registrationRecordFields = {
  registerUrl: optionalRecord(z.string().trim().max(2048, 'at most 2048 characters').refine(isWebAddress, 'not an http(s) address')),
  domain: optionalRecord(z.string().trim().toLowerCase().max(253, 'at most 253 characters').regex(HOST, 'not a host name')),
  referralCode: optionalRecord(z.string().trim().max(64, 'at most 64 characters').regex(REFERRAL_CODE, 'letters, digits, _ and - only')),
  registerMethod: z.string().trim().regex(REGISTER_METHOD, 'not a register method').optional().default('WEB'),
};

const text = z.string().trim().max(256).optional().default('');
// typed identifiers in their one form before any rule sees them (wire/typed-input.ts)
const typedName = text.transform(typedText);
const typedNumber = text.transform(typedDigits);

/** The decrypted register body; the merchant's rules are checked after it (server/registration/register-fields.ts). */
export const registerBody = z
  .object({
    username: typedName,
    // passwords are taken as typed: no trimming
    password: z.string().max(256).optional().default(''),
    confirmPassword: z.string().max(256).optional().default(''),
    mobileNum: typedNumber,
    countryDialingCode: dialingCode.optional().default('63'),
    verificationCode: typedNumber,
    affiliateCode: z.string().trim().max(64).optional().default('').transform(typedText),
    captcha: text,
    humanCheckToken: z.string().max(128).optional().default(''),
    login: z.boolean().optional().default(true),
    // the phone-provider path: the provider's ID token of the confirmed code, sent over the sms channel
    firebaseChannel: z.literal('sms', 'only sms').nullish(),
    firebaseIdToken: z.string().max(4096, 'at most 4096 characters').nullish(),
    ...registrationRecordFields,
    ...(Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text])) as Record<(typeof PROFILE_FIELDS)[number], typeof text>),
  })
  .passthrough() // other clients' extras (loginDeviceId, geetest fields, …) are accepted and ignored
  .refine((b) => !b.firebaseIdToken || b.firebaseChannel === 'sms', { path: ['firebaseChannel'], message: 'required' });

export const affiliateQuery = z.object({ code: z.string().trim().min(1).max(64), domain: z.string().max(255).optional() });

export const usernameQuery = z.object({ username: z.string().trim().min(1).max(64) });

// ---- answers ----

/** A new member signed in (`login: true`, the default): the session, with the member's id again as `customerId`. */
export const registeredSession = loginSuccess.extend({ customerId: z.number().int().positive() });
export type RegisteredSession = z.output<typeof registeredSession>;

/** `value` of a registration: the session, or with `login: false` only who was created. */
export const registerValue = z.union([registeredSession, z.strictObject({ customerId: z.number().int().positive(), userName: z.string().min(1) })]);

/** A wrong SMS code: the tries left before the code is locked. */
export const REGISTER_FAILURES = { 'sms.code.invalid': z.strictObject({ triesLeft: z.number().int().nonnegative() }) } as const;

/** `GET /wps/agent/affiliate` and `GET /wps/check/username`: true, or false beside the refusal's code. */
export const checkValue = z.literal(true);
