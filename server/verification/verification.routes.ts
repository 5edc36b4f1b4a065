/**
 * SMS codes: `POST /wps/verification/sms/register` (body `{ countryDialingCode, mobileNo }`) for
 * registration, `POST /wps/verification/sms/noLogin` (body `{ countryDialingCode, mobileNum }`) for
 * SMS login and password reset by phone. With HUMANCHECK3 on, both need `humanCheckToken` (a passed
 * slider check for purpose 'sms', spent by the call). Both answer `value.expiredMinutes` and
 * `value.resendAvailableAt`, and the same way whether or not the number has an account.
 * Outside production, `GET /dev/sms/outbox?phone=<digits>` reads what the outbox provider "sent".
 */
import { hasAccountWithPhone } from '../auth/member.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { smsOutboxQuery } from '../../wire/dev.schemas';
import { smsBody } from '../../wire/verification.schemas';
import type { AppContext } from '../app-context';
import { isProduction } from '../config';
import { ApiError, ok, paramError } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import type { Merchant } from '../system/merchant.service';
import { spendToken } from '../human-check/human-check.service';
import { canonicalPhone, phoneKey } from '../identity/phone-key';
import { MOBILE_FORMAT, registerRuleAccepts } from '../../rules/phone';
import { sendCode } from './sms-code.service';
import type { SendOutcome, SmsDelivery, SmsPurpose } from './sms-code.service';
import { readOutbox } from './sms-provider';

/** The number as the merchant's mobile rule accepts it (also the security centre's new numbers), or 400 naming `field`. */
export function validMobile(merchant: Merchant, mobileNum: string, field: string): string {
  if (!mobileNum) throw paramError({ [field]: 'required' });
  const rule = merchant.register.mobileNum;
  if (rule && !registerRuleAccepts(rule, mobileNum)) throw paramError({ [field]: 'invalid mobile number' });
  if (!MOBILE_FORMAT.test(mobileNum)) throw paramError({ [field]: 'invalid mobile number' });
  return mobileNum;
}

/** The answer to a send: the code's life, or 429 with the wait (also for the security centre's sends). */
export function answer(outcome: SendOutcome, now: Date) {
  if (outcome.kind === 'sent') return ok({ expiredMinutes: outcome.expiredMinutes, resendAvailableAt: outcome.resendAvailableAt });
  const until = outcome.kind === 'early' ? outcome.resendAvailableAt : outcome.retryAt;
  const retryAfterSeconds = Math.max(1, Math.ceil((Date.parse(until) - now.getTime()) / 1000));
  const headers = { 'retry-after': String(retryAfterSeconds) };
  if (outcome.kind === 'early') {
    throw new ApiError(
      429,
      'sms.resend.early',
      'Please wait before asking for another code',
      { resendAvailableAt: until, retryAfterSeconds },
      headers,
    );
  }
  // retryAfterSeconds beside the instant: a browser whose clock is off still counts the right wait
  throw new ApiError(
    429,
    'TOO_MANY_REQUESTS',
    'Too many codes were requested; please try again later',
    { resendAvailableAt: until, retryAfterSeconds },
    headers,
  );
}

/** With HUMANCHECK3 on, every code costs one passed slider check (SMS pumping costs a person's time). */
async function requireHumanCheck(ctx: AppContext, token: string) {
  const spent = await ctx.db.transaction((tx) => spendToken(tx, { token, purpose: 'sms', now: ctx.now() }));
  if (!spent) throw new ApiError(403, 'humancheck.required', 'Please complete the human check first');
}

export function verificationRoutes(app: FastifyInstance, ctx: AppContext) {
  async function send(request: FastifyRequest, purpose: SmsPurpose, field: string, delivery: (exists: boolean) => SmsDelivery) {
    const merchant = request.merchant!;
    const body = parseBody(smsBody, request.body);
    const mobileNum = validMobile(merchant, body.mobileNum, field);
    if (merchant.features.HUMANCHECK3) await requireHumanCheck(ctx, body.humanCheckToken);
    // `063`, `0063` or a trunk `0` spell the number the account holds: the account has it
    const phone = canonicalPhone(body.countryDialingCode, mobileNum);
    const exists = await hasAccountWithPhone(ctx.db, merchant.id, phone);
    const now = ctx.now();
    const outcome = await sendCode(
      { db: ctx.db, serverKey: ctx.serverKey, sms: ctx.providers.sms },
      {
        merchantId: merchant.id,
        purpose,
        phone: phoneKey(phone.countryDialingCode, phone.mobileNum),
        ip: request.ip,
        now,
        delivery: delivery(exists),
      },
    );
    return answer(outcome, now);
  }

  // one count for every way a code is asked for, the phone identity provider's included (server/phone-auth/phone-auth.routes.ts)
  const rateLimit = sensitiveLimit(ctx, 'sms');

  // siteOpen: no codes are texted while the site is closed to the visitor
  app.post('/wps/verification/sms/register', { config: { siteOpen: true, rateLimit } }, async (request) => {
    const { features } = request.merchant!;
    if (!features.REGMOBVERF3 && !features.MOBILENUMREG3) throw ApiError.of(403, 'function.not.available');
    // a number with an account hears so (and gets no code); the caller sees the same answer
    return send(request, 'register', 'mobileNo', (exists) => (exists ? 'accountExists' : 'code'));
  });

  app.post('/wps/verification/sms/noLogin', { config: { siteOpen: true, rateLimit } }, async (request) => {
    const { features } = request.merchant!;
    if (!features.MOBILEVERCODELOGIN3 && !features.CHNGPASSVERIF3) throw ApiError.of(403, 'function.not.available');
    // codes go only to numbers with an account: no SMS to strangers, no hint to the caller
    return send(request, 'noLogin', 'mobileNum', (exists) => (exists ? 'code' : 'silent'));
  });

  if (!isProduction(ctx.config)) {
    app.get('/dev/sms/outbox', async (request, reply) => {
      const { phone } = parseQuery(smsOutboxQuery, request.query);
      reply.header('cache-control', 'no-store');
      return { messages: await readOutbox(ctx.db, phone) };
    });
  }
}
