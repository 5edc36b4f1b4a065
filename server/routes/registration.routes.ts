/**
 * Registration: `PUT /wps/member/register` (username) and `PUT /wps/member/register/mobile`, both
 * encrypted (CONTRACT §4.5), with `firebaseChannel: 'sms'` and `firebaseIdToken` on the
 * phone-provider path (SPEC §7) and the registration record's registerUrl, domain, referralCode and
 * registerMethod; the invitation-code check `GET /wps/agent/affiliate?code&domain`; and
 * `GET /wps/check/username?username=` (`success: false` when taken).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../app-context';
import { findMemberByUsername } from '../auth/member.service';
import { readCookie } from '../http/cookies';
import { ApiError, failure, ok } from '../http/envelope';
import { parseBody, parseQuery } from '../http/validation';
import { PROFILE_FIELDS } from '../registration/register-fields';
import type { RegisterForm, RegisterMode } from '../registration/register-fields';
import { registrationRecordFields } from '../registration/registration-record';
import { isAffiliateCodeValid, registerMember } from '../registration/registration.service';
import { DIALING_CODE } from '../verification/phone';
import { typedDigits, typedText } from '../identity/identifier-key';
import { CAPTCHA_COOKIE } from './session.routes';

const text = z.string().trim().max(256).optional().default('');
// typed identifiers in their one form before any rule sees them (server/identity/identifier-key.ts)
const typedName = text.transform(typedText);
const typedNumber = text.transform(typedDigits);
const registerBody = z
  .object({
    username: typedName,
    // passwords are taken as typed: no trimming
    password: z.string().max(256).optional().default(''),
    confirmPassword: z.string().max(256).optional().default(''),
    mobileNum: typedNumber,
    countryDialingCode: z.string().trim().regex(DIALING_CODE, 'invalid dialing code').optional().default('63'),
    verificationCode: typedNumber,
    affiliateCode: z.string().trim().max(64).optional().default('').transform(typedText),
    captcha: text,
    humanCheckToken: z.string().max(128).optional().default(''),
    login: z.boolean().optional().default(true),
    // the phone-provider path: the provider's ID token of the confirmed code, sent over the sms channel
    firebaseChannel: z.literal('sms', 'only sms').nullish(),
    firebaseIdToken: z.string().max(4096, 'at most 4096 characters').nullish(),
    ...registrationRecordFields,
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, text])),
  })
  .passthrough() // other clients' extras (loginDeviceId, geetest fields, …) are accepted and ignored
  .refine((b) => !b.firebaseIdToken || b.firebaseChannel === 'sms', { path: ['firebaseChannel'], message: 'required' });

export function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  async function register(request: FastifyRequest, mode: RegisterMode) {
    const merchant = request.merchant!;
    const enabled = mode === 'username' ? merchant.features.USERNAMEREG3 : merchant.features.MOBILENUMREG3;
    if (!enabled) throw ApiError.of(403, 'function.not.available');
    ctx.rateLimiter.hit('register', request.ip);
    const body = parseBody(registerBody, request.body) as z.infer<typeof registerBody> & Record<string, string>;
    const form: RegisterForm = {
      username: body.username,
      password: body.password,
      confirmPassword: body.confirmPassword,
      mobileNum: body.mobileNum,
      countryDialingCode: body.countryDialingCode,
      verificationCode: body.verificationCode,
      affiliateCode: body.affiliateCode,
      captcha: body.captcha,
      profile: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, body[field] ?? ''])),
    };
    return registerMember(ctx, merchant, mode, form, {
      ip: request.ip,
      captchaId: readCookie(request.headers.cookie, CAPTCHA_COOKIE),
      humanCheckToken: body.humanCheckToken,
      record: { registerUrl: body.registerUrl, domain: body.domain, referralCode: body.referralCode, registerMethod: body.registerMethod },
      phoneIdToken: body.firebaseIdToken || null,
      login: body.login,
    });
  }

  // siteOpen: no account is created while the site is under maintenance or closed to the visitor's region
  app.put('/wps/member/register', { config: { encrypted: true, siteOpen: true } }, (request) => register(request, 'username'));
  app.put('/wps/member/register/mobile', { config: { encrypted: true, siteOpen: true } }, (request) => register(request, 'mobile'));

  app.get('/wps/agent/affiliate', async (request) => {
    ctx.rateLimiter.hit('affiliate', request.ip);
    const { code } = parseQuery(z.object({ code: z.string().trim().min(1).max(64), domain: z.string().max(255).optional() }), request.query);
    const valid = await isAffiliateCodeValid(ctx, request.merchant!.id, code);
    return valid ? ok(true) : failure('invitation_code_error', 'Invalid invitation code', false);
  });

  app.get('/wps/check/username', async (request) => {
    ctx.rateLimiter.hit('register', request.ip);
    const { username } = parseQuery(z.object({ username: z.string().trim().min(1).max(64) }), request.query);
    const taken = (await findMemberByUsername(ctx.db, request.merchant!.id, username)) !== null;
    return taken ? failure('username.taken', 'This username is already registered', false) : ok(true);
  });
}
