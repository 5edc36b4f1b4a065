/**
 * The member centre's security centre (research member-agent-centres §3.2, §3.5): profile fields,
 * the mobile number and e-mail address (bound or changed by codes sent to them), the payment
 * (withdrawal) password, bank cards and e-wallet accounts, and the security overview.
 * Every change is checked here first (a bad field is 400 request_param_err naming it) and again by
 * the gateway's services for what needs the database (a real name set once, a card limit, a code).
 */
import { z } from 'zod';
import { dialingCode, isoInstant } from './fields.schemas';
import { hasHiddenCharacters, IGNORABLE, typedDigits, typedText } from './typed-input';

/** Typed text as kept: compatibility forms plain, invisible characters gone, runs of space one space. */
const plainText = (value: string) => typedText(value).replace(IGNORABLE, '').replace(/\s+/gu, ' ');
/** Length in characters as a person counts them (code points, not UTF-16 halves). */
const length = (value: string) => [...value].length;

// ---- rules shared with the gateway's services ----

export const NICKNAME_LIMITS = { min: 2, max: 20 } as const;
/** letters of any script (with their marks), digits, space, '_', '-' and '.': nothing markup can start with */
const NICKNAME = /^[\p{L}\p{M}\p{N}_. -]+$/u;

export const PAYEE_NAME_LIMITS = { min: 2, max: 50 } as const;
/** a person's name: letters, and single spaces, dots, apostrophes or hyphens between them */
const PAYEE_NAME = /^[\p{L}\p{M}]+(?:[ .'-]{1,2}[\p{L}\p{M}]+)*\.?$/u;

/**
 * The payment password is a 6-digit PIN, as payment PINs usually are (the demo register rule asks
 * the same): typed on a number pad, checked by the gateway, locked after 5 wrong answers. Runs and
 * repeats (123456, 111111) are what everyone tries first, so they are refused.
 */
export const PAYMENT_PASSWORD = /^\d{6}$/;
export function paymentPasswordWeak(pin: string): boolean {
  const steps = new Set([...pin].slice(1).map((digit, index) => Number(digit) - Number(pin[index])));
  return steps.size === 1 && [0, 1, -1].includes([...steps][0]);
}

/** The oldest birthday accepted, and the age a member must have reached (SPEC §7: 21 or older). */
export const MINIMUM_AGE_YEARS = 21;
const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** A calendar date from 1900-01-01 on (the age check against today is the gateway's: it knows the date). */
export function calendarDateOk(value: string): boolean {
  const match = BIRTHDAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const nickname = z
  .string()
  .max(200)
  .transform(plainText)
  .refine((v) => length(v) >= NICKNAME_LIMITS.min && length(v) <= NICKNAME_LIMITS.max, `${NICKNAME_LIMITS.min} to ${NICKNAME_LIMITS.max} characters`)
  .refine((v) => NICKNAME.test(v), 'letters, digits, space, _ - . only');

const personName = z
  .string()
  .max(200)
  .transform(plainText)
  .refine(
    (v) => length(v) >= PAYEE_NAME_LIMITS.min && length(v) <= PAYEE_NAME_LIMITS.max,
    `${PAYEE_NAME_LIMITS.min} to ${PAYEE_NAME_LIMITS.max} characters`,
  )
  .refine((v) => PAYEE_NAME.test(v), 'letters, with spaces, dots, apostrophes or hyphens between them');

const newPin = z
  .string()
  .max(64)
  .transform(typedDigits)
  .refine((v) => PAYMENT_PASSWORD.test(v), 'payment.password.format')
  .refine((v) => !PAYMENT_PASSWORD.test(v) || !paymentPasswordWeak(v), 'payment.password.weak');

/** The answer to a PIN question: as typed (a wrong format is a wrong answer, counted like one). */
const pinAnswer = z.string().min(1).max(64).transform(typedDigits);

function confirmed<T extends { newPassword: string; confirmNewPassword: string }>(body: T, issues: z.RefinementCtx) {
  if (body.confirmNewPassword !== body.newPassword) issues.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: 'inconsistent_twice' });
}

// ---- requests ----

/** `PUT /wps/member/info/nickname` */
export const nicknameBody = z.object({ nickname });
/** `PUT /wps/member/info/payeename`: the real name, set once; bank cards must be in this name */
export const payeeNameBody = z.object({ payeeName: personName });
/** `POST /wps/member/info`: profile fields; for now the birthday, `YYYY-MM-DD`, set once */
export const profileBody = z.object({
  birthday: z.string().max(20).transform(typedDigits).refine(calendarDateOk, 'a date as YYYY-MM-DD'),
});

/** `PUT /wps/member/paymentPassword` (sealed): the first payment password */
export const setPaymentPasswordBody = z
  .object({ newPassword: newPin, confirmNewPassword: z.string().max(64).transform(typedDigits) })
  .superRefine(confirmed);

/** `POST /wps/member/paymentPassword` (sealed): a change, answering the current one */
export const changePaymentPasswordBody = z
  .object({ oldPassword: pinAnswer, newPassword: newPin, confirmNewPassword: z.string().max(64).transform(typedDigits) })
  .superRefine((body, issues) => {
    confirmed(body, issues);
    if (body.newPassword === body.oldPassword) issues.addIssue({ code: 'custom', path: ['newPassword'], message: 'password.same' });
  });

/** `POST /wps/member/paymentPassword/reset` (sealed): a new one by the code sent to the bound phone (purpose 4) */
export const resetPaymentPasswordBody = z
  .object({
    verificationCode: z
      .string()
      .max(32)
      .transform(typedDigits)
      .refine((v) => /^\d{6}$/.test(v), 'invalid code'),
    newPassword: newPin,
    confirmNewPassword: z.string().max(64).transform(typedDigits),
  })
  .superRefine(confirmed);

/** A one-time code as typed: 6 digits once full-width digits and invisible characters are plain. */
const oneTimeCode = z
  .string()
  .max(32)
  .transform(typedDigits)
  .refine((v) => /^\d{6}$/.test(v), 'invalid code');

/** A purpose as the platform sends it: a number, or its digits as a string. */
const purposeOf = (purposes: Record<string, number>, message: string) =>
  z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d{1,2}$/)
        .transform(Number),
    ])
    .refine((purpose) => (Object.values(purposes) as number[]).includes(purpose), message);

/**
 * The SMS purposes of the platform (`optionSmsConfig`) this gateway texts to a signed-in member
 * through `POST /wps/v2/verification/sms/send`: a payment password reset (4) to the bound phone,
 * and a phone change (5): to the bound phone without a number, to the number given with one.
 */
export const MEMBER_SMS_PURPOSES = { changePaymentPassword: 4, updatePhone: 5 } as const;
export const memberSmsBody = z
  .object({
    purpose: purposeOf(MEMBER_SMS_PURPOSES, 'not a purpose this site texts'),
    countryDialingCode: dialingCode.optional(),
    mobileNum: z.string().max(32).transform(typedDigits).optional(),
  })
  .superRefine((body, issues) => {
    if (body.mobileNum && body.purpose !== MEMBER_SMS_PURPOSES.updatePhone) {
      issues.addIssue({ code: 'custom', path: ['mobileNum'], message: 'no number is sent for this purpose' });
    }
    if (body.mobileNum && !body.countryDialingCode) issues.addIssue({ code: 'custom', path: ['countryDialingCode'], message: 'required' });
  });

/**
 * The e-mail purposes (the platform's `changeEmail`, 10) of `POST /wps/v2/verification/mail/send`:
 * to the bound address without `email`, to the address given with one.
 */
export const MEMBER_MAIL_PURPOSES = { changeEmail: 10 } as const;

/** An e-mail address as typed (surrounding space gone): one `@`, a dot in the domain, no spaces. */
export const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * An address with an invisible or bidi control character is refused (`email.invisible`), not
 * cleaned: `ann\u200B@…` or one with a right-to-left override shows as another address than the
 * one the mail goes to, so a code sent to it would seem to prove an address it never reached.
 */
const emailAddress = z
  .string()
  .max(200)
  .transform(typedText)
  .refine((v) => !hasHiddenCharacters(v), { message: 'email.invisible', abort: true })
  .refine((v) => v.length <= 128 && EMAIL_FORMAT.test(v), 'email.format');

export const memberMailBody = z.object({
  purpose: purposeOf(MEMBER_MAIL_PURPOSES, 'not a purpose this site e-mails'),
  email: emailAddress.optional(),
});

/** `POST /wps/v2/verification/sms/verify-current` (sealed): the code texted to the bound phone (purpose 5) */
export const verifyCurrentSmsBody = z.object({ purpose: purposeOf({ updatePhone: 5 }, 'not a purpose proven here'), verificationCode: oneTimeCode });

/** `POST /wps/v2/verification/mail/verify-current` (sealed): the code e-mailed to the bound address (purpose 10) */
export const verifyCurrentMailBody = z.object({
  purpose: purposeOf(MEMBER_MAIL_PURPOSES, 'not a purpose proven here'),
  verificationCode: oneTimeCode,
});

/** `PUT /wps/member/info/mobile` (sealed): binds the number the code was texted to */
export const bindMobileBody = z.object({
  countryDialingCode: dialingCode,
  mobileNum: z.string().max(32).transform(typedDigits),
  verificationCode: oneTimeCode,
});

/** `PUT /wps/member/info/email` (sealed): binds the address the code was e-mailed to */
export const bindEmailBody = z.object({ email: emailAddress, verificationCode: oneTimeCode });

export const CARD_TYPES = ['BC', 'EW'] as const;

/** `POST /wps/v2/member/bankCards` (sealed): `cardHolder` must be the member's real name */
export const addBankCardBody = z.object({
  bankCode: z
    .string()
    .max(40)
    .transform((v) => typedText(v).toUpperCase())
    .refine((v) => /^[A-Z0-9_]{2,20}$/.test(v), 'unknown bank'),
  // people copy numbers with spaces or dashes between groups: those go, anything else is refused
  cardNumber: z
    .string()
    .max(60)
    .transform((v) => typedDigits(v).replace(/[\s-]/gu, ''))
    .refine((v) => /^\d{1,30}$/.test(v), 'digits only'),
  cardHolder: personName,
});

/** `DELETE /wps/v2/member/bankCards?bankCardId=` */
export const deleteBankCardQuery = z.object({
  bankCardId: z
    .string()
    .regex(/^\d{1,10}$/, 'not a card id')
    .transform(Number),
});

// ---- answers ----

export const nicknameValue = z.strictObject({ nickname: z.string() });
export const payeeNameValue = z.strictObject({ payeeName: z.string() });
export const profileValue = z.strictObject({ birthday: z.string().nullable() });

/** `value` of `GET /wps/member/hasWithdrawalPassword` */
export const hasWithdrawalPasswordValue = z.boolean();

/** The payment password's state: set or not, locked until when, answers left before a lock. */
export const paymentPasswordState = z.strictObject({
  set: z.boolean(),
  lockedUntil: isoInstant.nullable(),
  attemptsLeft: z.number().int().nonnegative(),
});

/** `value` of `GET /wps/member/securityConfig`: phone and e-mail masked, the rest the member's own. */
export const securityConfigValue = z.strictObject({
  account: z.string(),
  nickname: z.string(),
  /** the real name; null until set */
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  /** e.g. `+63 917***4567`; null when none is bound */
  mobile: z.string().nullable(),
  /** e.g. `j***@example.com`; null when none is bound */
  email: z.string().nullable(),
  paymentPassword: paymentPasswordState,
  bankCards: z.strictObject({ count: z.number().int().nonnegative(), maxCardCount: z.number().int().nonnegative() }),
});
export type SecurityConfigValue = z.output<typeof securityConfigValue>;

/** `value` of `GET /wps/relay/MCSFE_getBanks`: where withdrawals can go, and how long their numbers are. */
export const banksValue = z.array(
  z.strictObject({
    bankCode: z.string(),
    bankName: z.string(),
    cardType: z.enum(CARD_TYPES),
    minLength: z.number().int().positive(),
    maxLength: z.number().int().positive(),
  }),
);

/** A bound account as §3.5 names its fields; the number masked (`**** **** **** 1234`). */
export const bankCardValue = z.strictObject({
  bankCardId: z.number().int().positive(),
  bankCode: z.string(),
  bankName: z.string(),
  cardNumber: z.string().regex(/^[* ]+\d{1,4}$/),
  cardHolder: z.string(),
  cardType: z.enum(CARD_TYPES),
  /** 'N' while the merchant has the bank switched off */
  isWithdrawActive: z.enum(['Y', 'N']),
  createdAt: isoInstant,
});
export type BankCardValue = z.output<typeof bankCardValue>;

/** `value` of `GET /wps/v2/member/bankCards` */
export const bankCardsValue = z.strictObject({
  bankCards: z.array(bankCardValue),
  maxCardCount: z.number().int().nonnegative(),
  remainingCardCount: z.number().int().nonnegative(),
});

/** `value` of a refused payment password answer and of its lock */
export const PAYMENT_PASSWORD_FAILURES = {
  'invalid.payment.pw': z.strictObject({ attemptsLeft: z.number().int().nonnegative() }),
  'payment.password.locked': z.strictObject({ lockedUntil: isoInstant, retryAfterSeconds: z.number().int().positive() }),
} as const;

const triesLeft = z.strictObject({ triesLeft: z.number().int().nonnegative() });
export const RESET_FAILURES = { 'sms.code.invalid': triesLeft } as const;

/** `value` of `PUT /wps/member/info/mobile` and `/email`: what is bound now, masked as the overview shows it. */
export const boundMobileValue = z.strictObject({ mobile: z.string() });
export const boundEmailValue = z.strictObject({ email: z.string() });

/** A wrong texted or e-mailed code says how many tries the code has left. */
export const CONTACT_CODE_FAILURES = { 'sms.code.invalid': triesLeft, 'mail.code.invalid': triesLeft } as const;

export const BANK_CARD_FAILURES = { 'bankcard.limit': z.strictObject({ maxCardCount: z.number().int().nonnegative() }) } as const;
