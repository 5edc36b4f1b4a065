/**
 * Registration: `PUT /wps/member/register` (username) and `PUT /wps/member/register/mobile`, both
 * encrypted (CONTRACT §4.5), with `firebaseChannel: 'sms'` and `firebaseIdToken` on the
 * phone-provider path (SPEC §7) and the registration record's registerUrl, domain, referralCode and
 * registerMethod; the invitation-code check `GET /wps/agent/affiliate?code&domain` (an agent's own
 * code, or a live affiliate link's: agent-register/invitation.service.ts); and
 * `GET /wps/check/username?username=` (`success: false` when taken).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { affiliateQuery, PROFILE_FIELDS, registerBody, usernameQuery } from '../../wire/registration.schemas';
import type { AppContext } from '../app-context';
import { isUsernameTaken } from '../auth/member.service';
import { readCookie } from '../http/cookies';
import { ApiError, failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseBody, parseQuery } from '../http/validation';
import type { RegisterForm, RegisterMode } from './register-fields';
import { isAffiliateCodeValid, registerMember } from './registration.service';
import { CAPTCHA_COOKIE } from '../auth/session.routes';

export function registrationRoutes(app: FastifyInstance, ctx: AppContext) {
  // the name check counts with registering: probing for free names is where a registration script starts
  const rateLimit = sensitiveLimit(ctx, 'register');

  async function register(request: FastifyRequest, mode: RegisterMode) {
    const merchant = request.merchant!;
    const enabled = mode === 'username' ? merchant.features.USERNAMEREG3 : merchant.features.MOBILENUMREG3;
    if (!enabled) throw ApiError.of(403, 'function.not.available');
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
  app.put('/wps/member/register', { config: { encrypted: true, siteOpen: true, rateLimit } }, (request) => register(request, 'username'));
  app.put('/wps/member/register/mobile', { config: { encrypted: true, siteOpen: true, rateLimit } }, (request) => register(request, 'mobile'));

  app.get('/wps/agent/affiliate', { config: { rateLimit: sensitiveLimit(ctx, 'affiliate') } }, async (request) => {
    const { code } = parseQuery(affiliateQuery, request.query);
    const valid = await isAffiliateCodeValid(ctx, request.merchant!.id, code);
    return valid ? ok(true) : failure('invitation_code_error', 'Invalid invitation code', false);
  });

  app.get('/wps/check/username', { config: { rateLimit } }, async (request) => {
    const { username } = parseQuery(usernameQuery, request.query);
    const taken = await isUsernameTaken(ctx.db, request.merchant!.id, username);
    return taken ? failure('username.taken', 'This username is already registered', false) : ok(true);
  });
}
