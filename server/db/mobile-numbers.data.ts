/**
 * The data step of migration 034: every stored mobile number rewritten in its one form by the
 * function that gives every new number its form (identity/phone-key.ts). Of accounts holding one
 * phone under several spellings, the oldest keeps it and the later ones are left with no number
 * bound. Runs inside the migration's transaction: the later ones are cleared first, so no rewrite
 * meets the unique index on a number that is about to go. Each number taken off an account is
 * written to admin_audit (who keeps it), so that support can answer the member who asks.
 */
import { canonicalPhone } from '../identity/phone-key';
import type { Phone } from '../identity/phone-key';
import type { Queryable } from './db.types';

export async function canonicaliseMobileNumbers(tx: Queryable): Promise<void> {
  const members = await tx.query<{ id: number; merchant_id: number; country_dialing_code: string | null; mobile_num: string }>(
    'SELECT id, merchant_id, country_dialing_code, mobile_num FROM members WHERE mobile_num IS NOT NULL ORDER BY id',
  );
  const rewrites: { id: number; phone: Phone }[] = [];
  const unbound: { id: number; merchantId: number; phone: Phone; keptBy: number }[] = [];
  const holder = new Map<string, number>();
  for (const member of members.rows) {
    const phone = canonicalPhone(member.country_dialing_code ?? '', member.mobile_num);
    const slot = `${member.merchant_id}:${phone.countryDialingCode}:${phone.mobileNum}`;
    const keptBy = holder.get(slot);
    if (keptBy !== undefined) unbound.push({ id: member.id, merchantId: member.merchant_id, phone, keptBy });
    else {
      holder.set(slot, member.id);
      if (phone.countryDialingCode !== member.country_dialing_code || phone.mobileNum !== member.mobile_num) rewrites.push({ id: member.id, phone });
    }
  }
  if (unbound.length > 0) {
    await tx.query('UPDATE members SET country_dialing_code = NULL, mobile_num = NULL WHERE id = ANY($1)', [unbound.map((u) => u.id)]);
    for (const u of unbound) {
      await tx.query("INSERT INTO admin_audit (command, details, via, operator) VALUES ('member.mobile-unbound', $1, 'migration', 'system')", [
        JSON.stringify({
          memberId: u.id,
          merchantId: u.merchantId,
          mobile: `${u.phone.countryDialingCode}-${u.phone.mobileNum}`,
          keptBy: u.keptBy,
          migration: '034',
        }),
      ]);
    }
  }
  for (const { id, phone } of rewrites) {
    await tx.query('UPDATE members SET country_dialing_code = $2, mobile_num = $3 WHERE id = $1', [id, phone.countryDialingCode, phone.mobileNum]);
  }
}
