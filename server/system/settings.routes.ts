/**
 * What registration needs before the form is drawn:
 * - `GET /wps/system/setting/register`: the rule per field (CONTRACT §4.4: enabled, required,
 *   acceptedPattern, patternId, minLength, maxLength), the `verificationCode` rule clients derive
 *   from mobileNum (same pattern id, length 0-255), and, beside the fields, `switches` (the
 *   registration and login modules) and `showCaptcha`.
 * - `GET /wps/system/country`: countries with dialing codes, the merchant's own first.
 */
import type { FastifyInstance } from 'fastify';
import { REGISTRATION_SWITCHES } from '../../wire/system.schemas';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { COUNTRIES } from './countries';
import type { RegisterRule } from './merchant.service';

function verificationCodeRule(mobile: RegisterRule | undefined, smsOn: boolean): RegisterRule {
  return {
    enabled: smsOn,
    required: smsOn,
    acceptedPattern: '*',
    patternId: mobile?.patternId ?? 0,
    minLength: 0,
    maxLength: 255,
  };
}

export function settingsRoutes(app: FastifyInstance, _ctx: AppContext) {
  app.get('/wps/system/setting/register', async (request, reply) => {
    const merchant = request.merchant!;
    const { features } = merchant;
    reply.header('cache-control', 'no-cache');
    return ok({
      ...merchant.register,
      verificationCode: verificationCodeRule(merchant.register.mobileNum, features.REGMOBVERF3 === true),
      switches: Object.fromEntries(REGISTRATION_SWITCHES.map((modId) => [modId, features[modId] === true])),
      showCaptcha: features.SHOWCAPTCHA3 === true,
    });
  });

  app.get('/wps/system/country', async (request, reply) => {
    const home = request.merchant!.settings.countryCode ?? 'PH';
    reply.header('cache-control', 'public, max-age=3600');
    return ok([...COUNTRIES].sort((a, b) => Number(b.countryCode === home) - Number(a.countryCode === home)));
  });
}
