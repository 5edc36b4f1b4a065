/**
 * SMS login (`POST /wps/session/login` with `type: 'sms'`, MOBILEVERCODELOGIN3): `username` is the
 * mobile number and `password` the code sent by `/wps/verification/sms/noLogin`. The code is
 * checked whether or not the number has an account (strangers were sent nothing, so their check
 * fails like a wrong code), and every refusal answers the same `login.failed`.
 */
import type { AppContext } from '../app-context';
import { failure, ok } from '../http/envelope';
import type { Envelope } from '../http/envelope';
import type { Merchant } from '../system/merchant.service';
import { canonicalPhone, phoneKey } from '../identity/phone-key';
import { checkCodeIn } from '../verification/sms-code.service';
import { LOGIN_FAILED_MESSAGE, startSession } from './login.service';
import type { LoginSuccess } from './login.service';
import type { MemberRow } from './member.service';

export async function smsLogin(
  ctx: AppContext,
  merchant: Merchant,
  input: { mobileNum: string; code: string; countryDialingCode: string },
): Promise<Envelope<LoginSuccess | { captcha: boolean }>> {
  const now = ctx.now();
  const phone = canonicalPhone(input.countryDialingCode, input.mobileNum);
  const refused = failure('login.failed', LOGIN_FAILED_MESSAGE, { captcha: false });
  if (!/^\d{4,20}$/.test(input.mobileNum) || !/^\d{6}$/.test(input.code)) return refused;
  const member = await ctx.db.transaction(async (tx) => {
    const outcome = await checkCodeIn(tx, ctx.serverKey, {
      merchantId: merchant.id,
      purpose: 'noLogin',
      phone: phoneKey(phone.countryDialingCode, phone.mobileNum),
      code: input.code,
      now,
    });
    if (outcome.kind !== 'ok') return null;
    const found = await tx.query<MemberRow>('SELECT * FROM members WHERE merchant_id = $1 AND country_dialing_code = $2 AND mobile_num = $3', [
      merchant.id,
      phone.countryDialingCode,
      phone.mobileNum,
    ]);
    return found.rows[0] ?? null;
  });
  if (!member) return refused;
  return ok(await startSession(ctx, merchant, member, { by: 'sms' }));
}
