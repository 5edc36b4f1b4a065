/**
 * Password login with per-subject escalation, and free play. The answer for an unknown user, a
 * wrong password and a locked subject is the same `login.failed` after one password hash each.
 */
import type { AppContext } from '../app-context';
import { failure, ok } from '../http/envelope';
import type { Envelope } from '../http/envelope';
import type { Merchant } from '../system/merchant.service';
import { consumeChallenge } from './captcha.service';
import { decideAttempt, recordSuccess, subjectOf } from './escalation.service';
import { TRIAL_TYPE } from '../../rules/member-types';
import { findMemberByUsername, insertMember, isPasswordExpired, NO_PASSWORD, trialUsername } from './member.service';
import type { MemberRow } from './member.service';
import { playCreditOf, resetPlayCredit } from '../wallet/play-credit.service';
import { createSession, findSession } from './session.service';

export interface LoginSuccess {
  token: string;
  id: number;
  userName: string;
  customerType: number;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
  mustChangePassword: boolean;
}

export const LOGIN_FAILED_MESSAGE = 'Incorrect username or password';
export const CAPTCHA_INVALID_MESSAGE = 'Please enter the characters shown in the picture';

/**
 * How a member proved who they are when a session opens. Only a password login can be forced to
 * change the password (the default password, an operator's flag, or an expired one under
 * PWDEXPFORCECHANGE3): SMS and external-provider logins are exempt (SPEC §4), and so are the
 * sessions that follow registration and a password reset, where the member has just chosen the
 * password or never had one. Forcing it on them would trap a password-less account in a dialog
 * that asks for an old password it never had.
 */
export type SessionProof = { by: 'password'; password: string } | { by: 'sms' | 'externalProvider' | 'registration' | 'passwordReset' | 'trial' };

/** A new session for a member who just proved who they are. */
export async function startSession(ctx: AppContext, merchant: Merchant, member: MemberRow, proof: SessionProof): Promise<LoginSuccess> {
  const now = ctx.now();
  const passwordExpired = isPasswordExpired(member, merchant, now);
  const mustChangePassword =
    proof.by === 'password' &&
    member.type !== TRIAL_TYPE &&
    (proof.password === merchant.settings.defaultInitialPassword ||
      member.must_change_password ||
      (passwordExpired && merchant.features.PWDEXPFORCECHANGE3 === true));
  const firstTimeLogin = member.last_login_at === null;
  const token = await createSession(ctx.db, { memberId: member.id, now, mustChangePassword, firstTimeLogin });
  await ctx.db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, now]);
  return { token, id: member.id, userName: member.username, customerType: member.type, firstTimeLogin, passwordExpired, mustChangePassword };
}

export async function passwordLogin(
  ctx: AppContext,
  merchant: Merchant,
  input: { username: string; password: string; captcha: string | null; captchaId: string | null },
): Promise<Envelope<LoginSuccess | { captcha: boolean }>> {
  const now = ctx.now();
  const subject = subjectOf(input.username);
  // a presented captcha is used up by this attempt whatever happens next
  const captchaValid = input.captcha ? await consumeChallenge(ctx.db, input.captchaId, input.captcha, now) : false;
  const decision = await decideAttempt(ctx.db, { merchantId: merchant.id, subject, now, captchaValid });

  if (decision.kind === 'captcha') return failure('captcha.invalid', CAPTCHA_INVALID_MESSAGE, { captcha: true });

  const member = await findMemberByUsername(ctx.db, merchant.id, input.username);
  if (decision.kind === 'locked') {
    await ctx.passwords.check(null, input.password); // same work as a real check
    return failure('login.failed', LOGIN_FAILED_MESSAGE, { captcha: true });
  }

  const matches = await ctx.passwords.check(member && member.password_hash !== NO_PASSWORD ? member.password_hash : null, input.password);
  if (!member || !matches) {
    return failure('login.failed', LOGIN_FAILED_MESSAGE, { captcha: decision.stateAfterFailure !== 'open' });
  }
  await recordSuccess(ctx.db, { merchantId: merchant.id, subject, now: ctx.now() });
  return ok(await startSession(ctx, merchant, member, { by: 'password', password: input.password }));
}

export async function freePlayLogin(ctx: AppContext, merchant: Merchant): Promise<LoginSuccess> {
  const now = ctx.now();
  for (;;) {
    const member = await insertMember(ctx.db, {
      merchantId: merchant.id,
      username: trialUsername(),
      passwordHash: NO_PASSWORD,
      type: TRIAL_TYPE,
      nickname: null,
      language: merchant.settings.defaultLanguage,
      now,
    });
    if (!member) continue; // the 1-in-4-billion name clash retries
    const login = await startSession(ctx, merchant, member, { by: 'trial' });
    // the trial plays with play credit, not money: set to the merchant's amount at every free-play login
    const session = await findSession(ctx.db, login.token, now);
    if (!session) throw new Error('the session just opened is not found');
    await resetPlayCredit(ctx.db, {
      merchantId: merchant.id,
      memberId: member.id,
      currency: merchant.settings.currency,
      amount: playCreditOf(merchant.settings),
      idempotencyKey: `play-credit:login:${session.sessionId}`,
      now,
    });
    return login;
  }
}
