/**
 * The security centre of the member centre (research §3.2, §3.5), every call token-authenticated
 * and refused to trial accounts: the security overview, profile fields (nickname, real name,
 * birthday), the mobile number and e-mail address (bound or changed by codes sent to them:
 * server/security-center/contact-binding.service.ts), the payment password (set, change, reset by a
 * code texted to the bound phone, with the code's send) and bank cards (banks offered, list, add,
 * delete). Calls that carry a password, a code that changes something or an account number are
 * sealed, like the login password's change. Schemas: wire/security-center.schemas.ts.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  addBankCardBody,
  bindEmailBody,
  bindMobileBody,
  changePaymentPasswordBody,
  deleteBankCardQuery,
  MEMBER_SMS_PURPOSES,
  memberMailBody,
  memberSmsBody,
  nicknameBody,
  payeeNameBody,
  profileBody,
  resetPaymentPasswordBody,
  setPaymentPasswordBody,
  verifyCurrentMailBody,
  verifyCurrentSmsBody,
} from '../../wire/security-center.schemas';
import type { AppContext } from '../app-context';
import { requireRealAccount } from '../auth/real-account';
import { ApiError, failure, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import { SMS_REFUSALS } from '../registration/registration.service';
import { addCard, countCards, deleteCard, listBanks, listCards, maxBankCards } from './bank-cards.service';
import { bindContact, sendCurrentCode, sendNewCode, verifyCurrent } from './contact-binding.service';
import type { CodeRefusal, ContactKind, ContactRefusal } from './contact-binding.service';
import { maskEmail, maskMobile } from './masking';
import { changePaymentPassword, paymentPasswordState, resetPaymentPasswordIn, setPaymentPassword } from './payment-password.service';
import { paymentPasswordRefusal } from './payment-password.refusals';
import { oldEnough, readProfile, setBirthday, setPayeeName, updateNickname } from './profile.service';
import type { ProfileRow } from './profile.service';
import { phoneKey } from '../identity/phone-key';
import { checkCodeIn, sendCode } from '../verification/sms-code.service';
import type { SendOutcome } from '../verification/sms-code.service';
import { answer as smsSendAnswer, validMobile } from '../verification/verification.routes';

/** The signed-in member's ids and profile; a trial account has no security centre. */
async function realMember(ctx: AppContext, request: FastifyRequest) {
  const session = request.session!;
  await requireRealAccount(ctx.db, session.memberId);
  const profile = await readProfile(ctx.db, session.memberId);
  if (!profile) throw ApiError.of(401, 'login.not.session');
  return { merchant: request.merchant!, merchantId: session.merchantId, memberId: session.memberId, profile };
}

/** The bound phone as codes are keyed by it; null when none is bound. */
const boundPhone = (profile: ProfileRow) =>
  profile.country_dialing_code && profile.mobile_num ? phoneKey(profile.country_dialing_code, profile.mobile_num) : null;

const mobileNotBound = () => failure('mobile.not.bound', 'Please bind a mobile number first');

/** The refusals of binding or changing a contact, per kind; the field errors name the form's field. */
const CONTACT_REFUSALS = {
  mobile: {
    field: 'mobileNum',
    notBound: ['mobile.not.bound', 'Please bind a mobile number first'],
    unproven: ['mobile.current.unverified', 'Please confirm your current mobile number with a code first'],
    same: ['mobile.same', 'This is already your mobile number'],
  },
  email: {
    field: 'email',
    notBound: ['email.not.bound', 'Please bind an e-mail address first'],
    unproven: ['email.current.unverified', 'Please confirm your current e-mail address with a code first'],
    same: ['email.same', 'This is already your e-mail address'],
  },
} as const;

/** A refused code: texted codes answer `sms.code.*`, e-mailed ones `mail.code.*`; a wrong one says the tries left. */
function codeRefusal(kind: ContactKind, outcome: CodeRefusal) {
  const [code, message] = SMS_REFUSALS[outcome.kind];
  const errorCode = kind === 'mobile' ? code : code.replace(/^sms\./, 'mail.');
  return failure(errorCode, message, outcome.kind === 'wrong' ? { triesLeft: outcome.triesLeft } : null);
}

/** A send's refusal before any code (nothing bound, not proven, the same contact), or the send's answer. */
function contactSendAnswer(kind: ContactKind, outcome: SendOutcome | { kind: 'notBound' } | { kind: 'unproven' } | { kind: 'same' }, now: Date) {
  if (outcome.kind === 'notBound' || outcome.kind === 'unproven' || outcome.kind === 'same') {
    const [code, message] = CONTACT_REFUSALS[kind][outcome.kind];
    return failure(code, message);
  }
  return smsSendAnswer(outcome, now);
}

/** A refused change: under its field when it is about the new contact, else above the form. */
function contactRefusal(kind: ContactKind, refusal: ContactRefusal) {
  const { field } = CONTACT_REFUSALS[kind];
  switch (refusal.kind) {
    case 'same':
      throw paramError({ [field]: CONTACT_REFUSALS[kind].same[0] });
    case 'taken':
      throw paramError({ [field]: 'mobile.taken' });
    case 'code':
      return codeRefusal(kind, refusal.outcome);
    default: {
      const [code, message] = CONTACT_REFUSALS[kind][refusal.kind];
      return failure(code, message);
    }
  }
}

export function securityCenterRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  // one count per group and address: guessing a PIN, texting codes and binding accounts are what a stolen session would do
  const limited = (group: string) => ({ config: { auth: 'token' as const, rateLimit: sensitiveLimit(ctx, group) } });
  const sealed = (group: string) => ({ config: { ...limited(group).config, encrypted: true } });
  const hasher = ctx.providers.hasher;
  const contactDeps = { db: ctx.db, serverKey: ctx.serverKey, sms: ctx.providers.sms, mail: ctx.providers.mail };

  app.get('/wps/member/securityConfig', tokenRoute, async (request) => {
    const { merchant, merchantId, memberId, profile } = await realMember(ctx, request);
    return ok({
      account: profile.username,
      nickname: profile.nickname ?? profile.username,
      payeeName: profile.payee_name,
      birthday: profile.birthday,
      mobile: profile.country_dialing_code && profile.mobile_num ? maskMobile(profile.country_dialing_code, profile.mobile_num) : null,
      email: profile.email ? maskEmail(profile.email) : null,
      paymentPassword: await paymentPasswordState(ctx.db, { merchantId, memberId, now: ctx.now() }),
      bankCards: { count: await countCards(ctx.db, memberId), maxCardCount: maxBankCards(merchant.settings) },
    });
  });

  // ---- profile ----

  app.put('/wps/member/info/nickname', limited('profile'), async (request) => {
    const { nickname } = parseBody(nicknameBody, request.body);
    const { memberId } = await realMember(ctx, request);
    await updateNickname(ctx.db, memberId, nickname);
    return ok({ nickname });
  });

  app.put('/wps/member/info/payeename', limited('profile'), async (request) => {
    const { payeeName } = parseBody(payeeNameBody, request.body);
    const { memberId } = await realMember(ctx, request);
    if (!(await setPayeeName(ctx.db, memberId, payeeName))) {
      return failure('payee.name.exists', 'Your real name is already set; customer service can correct it');
    }
    return ok({ payeeName });
  });

  app.post('/wps/member/info', limited('profile'), async (request) => {
    const { birthday } = parseBody(profileBody, request.body);
    if (!oldEnough(birthday, ctx.now())) throw paramError({ birthday: 'birthday.under.21' });
    const { memberId } = await realMember(ctx, request);
    if (!(await setBirthday(ctx.db, memberId, birthday))) {
      return failure('birthday.exists', 'Your birthday is already set; customer service can correct it');
    }
    return ok({ birthday });
  });

  // ---- payment password ----

  app.get('/wps/member/hasWithdrawalPassword', tokenRoute, async (request) => {
    const { merchantId, memberId } = await realMember(ctx, request);
    return ok((await paymentPasswordState(ctx.db, { merchantId, memberId, now: ctx.now() })).set);
  });

  app.put('/wps/member/paymentPassword', sealed('paymentPassword'), async (request) => {
    const body = parseBody(setPaymentPasswordBody, request.body);
    const { merchantId, memberId } = await realMember(ctx, request);
    const set = await setPaymentPassword({ db: ctx.db, hasher }, { merchantId, memberId, now: ctx.now(), newPassword: body.newPassword });
    return set ? ok(null) : failure('payment.password.exists', 'A payment password is already set; change or reset it instead');
  });

  app.post('/wps/member/paymentPassword', sealed('paymentPassword'), async (request) => {
    const body = parseBody(changePaymentPasswordBody, request.body);
    const { merchantId, memberId } = await realMember(ctx, request);
    const now = ctx.now();
    const outcome = await changePaymentPassword(
      { db: ctx.db, hasher },
      { merchantId, memberId, now, oldPassword: body.oldPassword, newPassword: body.newPassword },
    );
    return outcome.kind === 'ok' ? ok(null) : paymentPasswordRefusal(outcome, now);
  });

  app.post('/wps/v2/verification/sms/send', limited('sms'), async (request) => {
    const body = parseBody(memberSmsBody, request.body);
    const { merchant, merchantId, memberId, profile } = await realMember(ctx, request);
    const now = ctx.now();
    if (body.purpose === MEMBER_SMS_PURPOSES.updatePhone) {
      // without a number: the bound phone, proven before a change; with one: the number to bind
      if (!body.mobileNum)
        return contactSendAnswer('mobile', await sendCurrentCode(contactDeps, { merchantId, memberId, kind: 'mobile', ip: request.ip, now }), now);
      const mobileNum = validMobile(merchant, body.mobileNum, 'mobileNum');
      const target = { kind: 'mobile' as const, countryDialingCode: body.countryDialingCode!, mobileNum };
      return contactSendAnswer('mobile', await sendNewCode(contactDeps, { merchantId, memberId, target, ip: request.ip, now }), now);
    }
    // purpose 4 (changePaymentPassword): the bound phone, for a payment password reset
    const phone = boundPhone(profile);
    if (!phone) return mobileNotBound();
    if (!(await paymentPasswordState(ctx.db, { merchantId, memberId, now })).set) return paymentPasswordRefusal({ kind: 'notSet' }, now);
    const outcome = await sendCode(
      { db: ctx.db, serverKey: ctx.serverKey, sms: ctx.providers.sms },
      { merchantId, purpose: 'changePaymentPassword', phone, ip: request.ip, now, delivery: 'code' },
    );
    return smsSendAnswer(outcome, now);
  });

  app.post('/wps/member/paymentPassword/reset', sealed('paymentPassword'), async (request) => {
    const body = parseBody(resetPaymentPasswordBody, request.body);
    const { merchantId, memberId, profile } = await realMember(ctx, request);
    const now = ctx.now();
    const phone = boundPhone(profile);
    if (!phone) return mobileNotBound();
    if (!(await paymentPasswordState(ctx.db, { merchantId, memberId, now })).set) return paymentPasswordRefusal({ kind: 'notSet' }, now);
    // hashed before the transaction: on PGlite a transaction holds the whole database
    const passwordHash = await hasher.hash(body.newPassword);
    const outcome = await ctx.db.transaction(async (tx) => {
      const code = await checkCodeIn(tx, ctx.serverKey, { merchantId, purpose: 'changePaymentPassword', phone, code: body.verificationCode, now });
      // a wrong code is counted (the transaction commits); nothing else changes
      if (code.kind === 'ok') await resetPaymentPasswordIn(tx, { merchantId, memberId, now, passwordHash });
      return code;
    });
    if (outcome.kind === 'ok') return ok(null);
    const [code, message] = SMS_REFUSALS[outcome.kind];
    return failure(code, message, outcome.kind === 'wrong' ? { triesLeft: outcome.triesLeft } : null);
  });

  // ---- mobile number and e-mail address ----

  app.post('/wps/v2/verification/mail/send', limited('mail'), async (request) => {
    const body = parseBody(memberMailBody, request.body);
    const { merchantId, memberId } = await realMember(ctx, request);
    const now = ctx.now();
    // without an address: the bound one, proven before a change; with one: the address to bind
    const outcome = body.email
      ? await sendNewCode(contactDeps, { merchantId, memberId, target: { kind: 'email', email: body.email }, ip: request.ip, now })
      : await sendCurrentCode(contactDeps, { merchantId, memberId, kind: 'email', ip: request.ip, now });
    return contactSendAnswer('email', outcome, now);
  });

  const proveCurrent = async (request: FastifyRequest, kind: ContactKind, verificationCode: string) => {
    const { merchantId, memberId } = await realMember(ctx, request);
    const outcome = await verifyCurrent(contactDeps, { merchantId, memberId, kind, code: verificationCode, now: ctx.now() });
    if (outcome.kind === 'ok') return ok(null);
    return contactRefusal(kind, outcome);
  };

  app.post('/wps/v2/verification/sms/verify-current', sealed('contact'), async (request) => {
    const { verificationCode } = parseBody(verifyCurrentSmsBody, request.body);
    return proveCurrent(request, 'mobile', verificationCode);
  });

  app.post('/wps/v2/verification/mail/verify-current', sealed('contact'), async (request) => {
    const { verificationCode } = parseBody(verifyCurrentMailBody, request.body);
    return proveCurrent(request, 'email', verificationCode);
  });

  app.put('/wps/member/info/mobile', sealed('contact'), async (request) => {
    const body = parseBody(bindMobileBody, request.body);
    const mobileNum = validMobile(request.merchant!, body.mobileNum, 'mobileNum');
    const { merchantId, memberId } = await realMember(ctx, request);
    const target = { kind: 'mobile' as const, countryDialingCode: body.countryDialingCode, mobileNum };
    const outcome = await bindContact(contactDeps, { merchantId, memberId, target, code: body.verificationCode, now: ctx.now() });
    return outcome.kind === 'ok' ? ok({ mobile: outcome.masked }) : contactRefusal('mobile', outcome);
  });

  app.put('/wps/member/info/email', sealed('contact'), async (request) => {
    const body = parseBody(bindEmailBody, request.body);
    const { merchantId, memberId } = await realMember(ctx, request);
    const target = { kind: 'email' as const, email: body.email };
    const outcome = await bindContact(contactDeps, { merchantId, memberId, target, code: body.verificationCode, now: ctx.now() });
    return outcome.kind === 'ok' ? ok({ email: outcome.masked }) : contactRefusal('email', outcome);
  });

  // ---- bank cards and e-wallets ----

  app.get('/wps/relay/MCSFE_getBanks', tokenRoute, async (request) => {
    const { merchantId } = await realMember(ctx, request);
    const banks = await listBanks(ctx.db, merchantId);
    return ok(banks.map(({ numberPattern: _, ...bank }) => bank));
  });

  app.get('/wps/v2/member/bankCards', tokenRoute, async (request) => {
    const { merchant, merchantId, memberId } = await realMember(ctx, request);
    const bankCards = await listCards(ctx.db, merchantId, memberId);
    const maxCardCount = maxBankCards(merchant.settings);
    return ok({ bankCards, maxCardCount, remainingCardCount: Math.max(0, maxCardCount - bankCards.length) });
  });

  app.post('/wps/v2/member/bankCards', sealed('bankCards'), async (request) => {
    const body = parseBody(addBankCardBody, request.body);
    const { merchant, merchantId, memberId } = await realMember(ctx, request);
    const outcome = await addCard(ctx.db, { merchantId, memberId, ...body, maxCardCount: maxBankCards(merchant.settings), now: ctx.now() });
    switch (outcome.kind) {
      case 'added':
        return ok(outcome.card);
      case 'badField':
        throw paramError({ [outcome.field]: outcome.message });
      case 'noRealName':
        return failure('payee.name.required', 'Please set your real name first: accounts must be in your name');
      case 'limit':
        return failure('bankcard.limit', `At most ${outcome.maxCardCount} accounts can be bound`, { maxCardCount: outcome.maxCardCount });
      case 'exists':
        return failure('bankcard.exists', 'This account is already bound');
    }
  });

  app.delete('/wps/v2/member/bankCards', limited('bankCards'), async (request) => {
    const { bankCardId } = parseQuery(deleteBankCardQuery, request.query);
    const { merchantId, memberId } = await realMember(ctx, request);
    // another member's card is answered like one that does not exist
    if (!(await deleteCard(ctx.db, { merchantId, memberId, bankCardId, now: ctx.now() }))) {
      throw new ApiError(404, 'bankcard.not.found', 'No such bank card');
    }
    return ok(null);
  });
}
