/**
 * Member endpoints: info, and change password (encrypted). Both are open to a session that must
 * change its password; everything else is not.
 */
import type { FastifyInstance } from 'fastify';
import { changePasswordBody } from '../../wire/member.schemas';
import type { AppContext } from '../app-context';
import { isAgentType } from '../../rules/member-types';
import { findMemberById, isPasswordExpired } from './member.service';
import { changeMemberPassword } from './password-change.service';
import { memberClubLabel } from '../content/vip.service';
import { exitMemberGames } from '../demo-games/play-sessions.service';
import { failure, ok, paramError } from '../http/envelope';
import { parseBody } from '../http/validation';
import { maskEmail, maskMobile } from '../security-center/masking';
import { readProfile } from '../security-center/profile.service';

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const, allowDuringPasswordChange: true } };

  app.get('/wps/member/info', tokenRoute, async (request) => {
    const session = request.session!;
    const merchant = request.merchant!;
    const member = await findMemberById(ctx.db, session.memberId);
    if (!member) return failure('login.not.session', 'Please log in first');
    const contact = await readProfile(ctx.db, member.id);
    return ok({
      id: member.id,
      account: member.username,
      nickname: member.nickname ?? member.username,
      type: member.type,
      toUpline: isAgentType(member.type) && member.type !== 2 ? '1' : '0',
      // the VIP badge and the customer-service desk (rank above 4: the VIP desk) follow the club rank
      clubLabel: await memberClubLabel(ctx.db, merchant.id, member.id),
      memberLabel: [] as { labelName: string }[],
      currencySymbol: merchant.settings.currencySymbol,
      language: member.language ?? merchant.settings.defaultLanguage,
      firstTimeLogin: session.firstTimeLogin,
      passwordExpired: isPasswordExpired(member, merchant, ctx.now()),
      mustChangePassword: session.mustChangePassword,
      // masked, as the member home shows them; the security centre has the rest (securityConfig)
      mobile: contact?.country_dialing_code && contact.mobile_num ? maskMobile(contact.country_dialing_code, contact.mobile_num) : null,
      email: contact?.email ? maskEmail(contact.email) : null,
    });
  });

  app.post('/wps/member/password', { config: { ...tokenRoute.config, encrypted: true } }, async (request) => {
    const body = parseBody(changePasswordBody, request.body);
    const session = request.session!;
    const merchant = request.merchant!;
    if (body.newPassword === merchant.settings.defaultInitialPassword) throw paramError({ newPassword: 'password.default' });
    const member = await findMemberById(ctx.db, session.memberId);
    if (!member || !(await ctx.passwords.check(member.password_hash, body.oldPassword))) {
      return failure('password.old.invalid', 'The current password is incorrect');
    }
    const hash = await ctx.providers.hasher.hash(body.newPassword);
    const now = ctx.now();
    await changeMemberPassword(ctx.db, { memberId: member.id, sessionId: session.sessionId, passwordHash: hash, now });
    // this sign-in stays, but no game launched under the old password does (transfer wallets go home)
    await exitMemberGames(ctx.db, { merchantId: merchant.id, memberId: member.id, now });
    return ok(null);
  });
}
