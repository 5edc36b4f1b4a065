/**
 * Registration, enforced step by step on the gateway whatever the client did (SPEC §4):
 * fields against the merchant's rules, the picture captcha when its rule is on, a passed slider
 * check when HUMANCHECK3 is on, the invitation code (an agent's own, or one of its live affiliate
 * links, which also says the new member's type and rates: agent-register/invitation.service.ts), and the mobile number (mobile
 * registration, or username registration with REGMOBVERF3 on): by the gateway's SMS code, or on the
 * phone-provider path by the provider's ID token (phone-proof.ts). The code or token is spent in the
 * same transaction that inserts the member, so a refused registration does not burn it and two
 * simultaneous registrations of one username, number or token cannot both succeed. The member row
 * keeps the registration record (registration-record.ts).
 */
import type { AppContext } from '../app-context';
import { consumeChallenge } from '../auth/captcha.service';
import { startSession } from '../auth/login.service';
import type { LoginSuccess } from '../auth/login.service';
import { isUsernameTaken, NO_PASSWORD } from '../auth/member.service';
import type { MemberRow } from '../auth/member.service';
import { spendToken } from '../human-check/human-check.service';
import { ApiError, failure, ok, paramError } from '../http/envelope';
import type { Envelope } from '../http/envelope';
import type { Merchant } from '../system/merchant.service';
import { canonicalPhone, phoneKey } from '../identity/phone-key';
import { checkCodeIn } from '../verification/sms-code.service';
import type { CheckOutcome } from '../verification/sms-code.service';
import { linkPhoneProof, PHONE_PROOF_MESSAGES, provePhone, spendPhoneProof } from './phone-proof';
import type { PhoneProof } from './phone-proof';
import { collectedProfile, validateRegisterForm } from './register-fields';
import type { RegisterForm, RegisterMode } from './register-fields';
import type { PhoneVerification, RegistrationRecord } from './registration-record';
import { usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import { findInvitation, giveInvitationRates, holdInvitation } from '../agent-register/invitation.service';

export interface RegisterMeta {
  ip: string;
  captchaId: string | null;
  humanCheckToken: string;
  /** where and how the visitor signed up (referralCode, registerUrl, domain, registerMethod) */
  record: RegistrationRecord;
  /** the phone provider's ID token (`firebaseIdToken`, channel sms), or null for the gateway's own SMS code */
  phoneIdToken: string | null;
  /** `login: true` answers with a session, as the SPA asks */
  login: boolean;
}

export type RegisterSuccess = (LoginSuccess & { customerId: number }) | { customerId: number; userName: string };

/** The failure code and message of each refused SMS code: registration's, and every other form that takes one. */
export const SMS_REFUSALS: Record<Exclude<CheckOutcome['kind'], 'ok'>, [string, string]> = {
  wrong: ['sms.code.invalid', 'Invalid verification code'],
  missing: ['sms.code.missing', 'Please request a verification code first'],
  used: ['sms.code.used', 'This code was already used; please request a new one'],
  expired: ['sms.code.expired', 'The code has expired; please request a new one'],
  locked: ['sms.code.locked', 'Too many wrong codes; please request a new one'],
};

/** Thrown inside the transaction to undo it (the SMS code stays unused) and answer `envelope`. */
class Refused extends Error {
  constructor(readonly envelope: Envelope<null>) {
    super(envelope.errorCode);
  }
}

export async function isAffiliateCodeValid(ctx: AppContext, merchantId: number, code: string): Promise<boolean> {
  return /^[A-Za-z0-9]{1,40}$/.test(code) && (await findInvitation(ctx.db, merchantId, code, ctx.now())) !== null;
}

export async function registerMember(
  ctx: AppContext,
  merchant: Merchant,
  mode: RegisterMode,
  form: RegisterForm,
  meta: RegisterMeta,
): Promise<Envelope<RegisterSuccess | null>> {
  const { features } = merchant;
  const phoneRequired = mode === 'mobile' || features.REGMOBVERF3 === true;
  const byProvider = meta.phoneIdToken !== null;
  // a provider's token proves the number instead of the gateway's own SMS code
  const needs = {
    smsCode: phoneRequired && !byProvider,
    phone: phoneRequired || byProvider,
    password: mode === 'username' || features.MOBILENUMPASSREG3 === true,
  };
  const verification: PhoneVerification = byProvider ? 'phoneProvider' : needs.smsCode ? 'sms' : 'none';
  const errors = validateRegisterForm(merchant, mode, form, needs);
  if (Object.keys(errors).length) throw paramError(errors);
  const now = ctx.now();

  if (merchant.register.captcha?.enabled && !(await consumeChallenge(ctx.db, meta.captchaId, form.captcha, now))) {
    return failure('captcha.invalid', 'Please enter the characters shown in the picture');
  }
  if (features.HUMANCHECK3) {
    const spent = await ctx.db.transaction((tx) => spendToken(tx, { token: meta.humanCheckToken, purpose: 'register', now }));
    if (!spent) throw new ApiError(403, 'humancheck.required', 'Please complete the human check first');
  }
  const invitation = form.affiliateCode ? await findInvitation(ctx.db, merchant.id, form.affiliateCode, now) : null;
  if (form.affiliateCode && invitation === null) return failure('invitation_code_error', 'Invalid invitation code');
  // stored, proven, unique and looked up in its one form: `063`, `0063` or a trunk `0` are the same number
  const phone = canonicalPhone(form.countryDialingCode, form.mobileNum);
  let phoneProof: PhoneProof | null = null;
  if (meta.phoneIdToken !== null) {
    const proven = await provePhone(ctx, {
      merchantId: merchant.id,
      idToken: meta.phoneIdToken,
      countryDialingCode: phone.countryDialingCode,
      mobileNum: phone.mobileNum,
      now,
    });
    if ('refusal' in proven) return failure(proven.refusal, PHONE_PROOF_MESSAGES[proven.refusal]);
    phoneProof = proven.proof;
  }

  // hashing takes a while: before the transaction, which PGlite runs alone
  const passwordHash = needs.password ? await ctx.providers.hasher.hash(form.password) : NO_PASSWORD;
  const paymentPassword = form.profile.paymentPassword;
  const paymentHash = paymentPassword && merchant.register.paymentPassword?.enabled ? await ctx.providers.hasher.hash(paymentPassword) : null;
  const username = mode === 'mobile' ? phone.mobileNum : form.username;
  const { record } = meta;

  let result: { member: MemberRow } | { sms: Exclude<CheckOutcome, { kind: 'ok' }> };
  try {
    result = await ctx.db.transaction(async (tx) => {
      if (phoneProof && !(await spendPhoneProof(tx, phoneProof, merchant.id, now))) {
        throw new Refused(failure('phoneauth.token.used', PHONE_PROOF_MESSAGES['phoneauth.token.used']));
      }
      if (needs.smsCode) {
        const outcome = await checkCodeIn(tx, ctx.serverKey, {
          merchantId: merchant.id,
          purpose: 'register',
          phone: phoneKey(phone.countryDialingCode, phone.mobileNum),
          code: form.verificationCode,
          now,
        });
        // a wrong code is counted (the transaction commits); nothing else happens
        if (outcome.kind !== 'ok') return { sms: outcome };
      }
      // the link may have been deleted or expired, or its agent demoted, since it was looked up
      const held = invitation && (await holdInvitation(tx, { merchantId: merchant.id, invitation, now }));
      if (invitation && !held) throw new Refused(failure('invitation_code_error', 'Invalid invitation code'));
      const inserted = await tx.query<MemberRow>(
        `INSERT INTO members (merchant_id, username, password_hash, type, nickname, language, password_changed_at, created_at,
           country_dialing_code, mobile_num, upline_id, profile, referral_code, register_ip, payment_password_hash,
           register_url, register_domain, register_method, register_affiliate_code, register_verification, username_key, register_affiliate_url_id,
           username_skeleton)
         VALUES ($1, $2, $3, $19, NULL, $4, $5, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $20, $21)
         ON CONFLICT DO NOTHING RETURNING *`,
        [
          merchant.id,
          username,
          passwordHash,
          merchant.settings.defaultLanguage,
          now,
          phone.mobileNum ? phone.countryDialingCode : null,
          phone.mobileNum || null,
          invitation?.agentId ?? null,
          JSON.stringify(collectedProfile(merchant, form)),
          record.referralCode,
          meta.ip,
          paymentHash,
          record.registerUrl,
          record.domain,
          record.registerMethod,
          invitation ? form.affiliateCode : null,
          verification,
          usernameKey(username),
          invitation?.memberType ?? 0,
          invitation?.urlId ?? null,
          usernameSkeleton(username),
        ],
      );
      if (inserted.rows[0]) {
        if (phoneProof) await linkPhoneProof(tx, phoneProof, inserted.rows[0].id);
        if (held) await giveInvitationRates(tx, { memberId: inserted.rows[0].id, held, now });
        return { member: inserted.rows[0] };
      }
      if (mode === 'username' && (await isUsernameTaken(tx, merchant.id, username)))
        throw new Refused(failure('username.taken', 'This username is already registered'));
      throw new Refused(failure('mobile.taken', 'This mobile number is already registered'));
    });
  } catch (error) {
    if (error instanceof Refused) return error.envelope;
    throw error;
  }
  if ('sms' in result) {
    const [code, message] = SMS_REFUSALS[result.sms.kind];
    return failure(code, message, result.sms.kind === 'wrong' ? ({ triesLeft: result.sms.triesLeft } as never) : null);
  }
  const { member } = result;
  if (!meta.login) return ok({ customerId: member.id, userName: member.username });
  const session = await startSession(ctx, merchant, member, { by: 'registration' });
  return ok({ ...session, customerId: member.id });
}
