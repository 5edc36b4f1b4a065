/**
 * Forgot password (SPEC §4, §7).
 * - By e-mail (CHNGPASSVERIF3 off): username and e-mail; when they belong together, a reset link
 *   valid 30 minutes and usable once goes to the mail outbox. The answer is the same whether or not
 *   they do, so the call cannot tell anyone which accounts exist. The token travels in the link's
 *   fragment (`/forget#reset=…`), which browsers never send to a server, so it stays out of logs.
 *   Setting the password with it signs every session out: a new login is required.
 * - By phone (CHNGPASSVERIF3 on): mobile number, the `noLogin` SMS code and the new password, then
 *   an automatic login (SPEC §4: send code, set new password, auto-login, go to /).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '../app-context';
import type { Queryable } from '../db/db.types';
import { failure, ok } from '../http/envelope';
import type { Envelope } from '../http/envelope';
import type { Merchant } from '../system/merchant.service';
import { canonicalPhone, phoneKey } from '../identity/phone-key';
import { checkCodeIn } from '../verification/sms-code.service';
import { startSession } from './login.service';
import type { LoginSuccess } from './login.service';
import { findMemberByUsername } from './member.service';
import type { MemberRow } from './member.service';
import { emailKey } from '../identity/identifier-key';

export const RESET_LINK_MINUTES = 30;
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The new password, everywhere: stored hashed, the must-change flag cleared, every session ended. */
async function setPassword(tx: Queryable, memberId: number, passwordHash: string, now: Date) {
  await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3, must_change_password = false WHERE id = $1', [
    memberId,
    passwordHash,
    now,
  ]);
  await tx.query('UPDATE sessions SET revoked_at = $2 WHERE member_id = $1 AND revoked_at IS NULL', [memberId, now]);
}

export async function requestEmailReset(ctx: AppContext, merchant: Merchant, input: { username: string; email: string }): Promise<Envelope<null>> {
  const now = ctx.now();
  const token = randomBytes(32).toString('base64url');
  const member = await findMemberByUsername(ctx.db, merchant.id, input.username);
  const storedEmail = member?.profile?.email ?? '';
  if (member && storedEmail && emailKey(storedEmail) === emailKey(input.email)) {
    await ctx.db.query('INSERT INTO password_resets (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [
      tokenHash(token),
      member.id,
      now,
      new Date(now.getTime() + RESET_LINK_MINUTES * 60_000),
    ]);
    const link = `${ctx.config.publicUrl}/forget#reset=${token}`;
    await ctx.providers.mail.send(
      {
        merchantId: merchant.id,
        to: storedEmail,
        subject: 'Reset your password',
        body: `Someone asked to reset the password of ${member.username}. To choose a new one, open this link within ${RESET_LINK_MINUTES} minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.`,
      },
      now,
    );
  }
  return ok(null);
}

export async function resetWithLink(ctx: AppContext, input: { token: string; newPassword: string }): Promise<Envelope<null>> {
  const now = ctx.now();
  const passwordHash = await ctx.providers.hasher.hash(input.newPassword);
  const done = await ctx.db.transaction(async (tx) => {
    // the UPDATE both checks and spends the link, so two uses at once cannot both succeed
    const spent = await tx.query<{ member_id: number }>(
      'UPDATE password_resets SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2 RETURNING member_id',
      [tokenHash(input.token), now],
    );
    const memberId = spent.rows[0]?.member_id;
    if (memberId === undefined) return false;
    await setPassword(tx, memberId, passwordHash, now);
    await tx.query('UPDATE password_resets SET used_at = $2 WHERE member_id = $1 AND used_at IS NULL', [memberId, now]);
    return true;
  });
  return done ? ok(null) : failure('password.reset.invalid', 'This link is no longer valid; please ask for a new one');
}

const PHONE_REFUSED = 'The code is not valid for this number; please ask for a new one';

export async function resetByPhone(
  ctx: AppContext,
  merchant: Merchant,
  input: { mobileNum: string; countryDialingCode: string; verificationCode: string; newPassword: string },
): Promise<Envelope<LoginSuccess | null>> {
  const now = ctx.now();
  const phone = canonicalPhone(input.countryDialingCode, input.mobileNum);
  const passwordHash = await ctx.providers.hasher.hash(input.newPassword);
  const member = await ctx.db.transaction(async (tx): Promise<MemberRow | null> => {
    const outcome = await checkCodeIn(tx, ctx.serverKey, {
      merchantId: merchant.id,
      purpose: 'noLogin',
      phone: phoneKey(phone.countryDialingCode, phone.mobileNum),
      code: input.verificationCode,
      now,
    });
    if (outcome.kind !== 'ok') return null;
    const found = await tx.query<MemberRow>('SELECT * FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3', [
      merchant.id,
      phone.countryDialingCode,
      phone.mobileNum,
    ]);
    const row = found.rows[0];
    if (!row) return null;
    await setPassword(tx, row.id, passwordHash, now);
    return row;
  });
  if (!member) return failure('sms.code.invalid', PHONE_REFUSED);
  return ok(await startSession(ctx, merchant, member, { by: 'passwordReset' }));
}
