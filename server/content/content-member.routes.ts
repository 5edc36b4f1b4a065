/**
 * The shell's member calls (token).
 *
 * PUT /wps/member/language   body { language } (or ?language=)
 *   value = { language }   stored on the member (member info answers it from then on); must be one
 *   of the merchant's offered codes (info.languages), any case; otherwise 400 request_param_err
 *   with value.fields.language = 'language.unsupported'. Allowed while a password change is due.
 *
 * GET /wps/relay/CSP_unreadCount
 *   value = { count }   the member's unread messages (member centre, messageV2)
 */
import { setMemberLanguage } from '../auth/member.service';
import type { FastifyInstance } from 'fastify';
import { memberLanguageInput } from '../../wire/member.schemas';
import type { AppContext } from '../app-context';
import { unreadMessageCount } from './member-messages.service';
import { ok, paramError } from '../http/envelope';
import { parseQuery } from '../http/validation';

export function contentMemberRoutes(app: FastifyInstance, ctx: AppContext) {
  app.put('/wps/member/language', { config: { auth: 'token', allowDuringPasswordChange: true } }, async (request) => {
    const merchant = request.merchant!;
    const body = request.body && typeof request.body === 'object' ? request.body : request.query;
    const { language } = parseQuery(memberLanguageInput, body);
    const code = merchant.settings.languages.find((offered) => offered === language.toUpperCase());
    if (!code) throw paramError({ language: 'language.unsupported' });
    await setMemberLanguage(ctx.db, request.session!.memberId, code);
    return ok({ language: code });
  });

  app.get('/wps/relay/CSP_unreadCount', { config: { auth: 'token' } }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return ok({ count: await unreadMessageCount(ctx.db, request.merchant!.id, request.session!.memberId) });
  });
}
