/**
 * The demo merchant's withdrawal rules: 100 to 50,000 a request, 5 requests and 200,000 a day, a
 * 1% fee, every deposit wagered once, 30 minutes to confirm a payment. Added to a database seeded
 * before withdrawals existed; an existing row is left alone, so operator changes survive.
 */
import type { Queryable } from './db.types';
import { DEMO_MERCHANT_CODE } from './seed-data';

export async function seedWithdrawSettings(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO withdraw_settings (merchant_id, min_amount, max_amount, daily_count, daily_amount, fee_fixed, fee_rate_bp, turnover_percent, confirm_minutes)
     SELECT id, 10000, 5000000, 5, 20000000, 0, 100, 100, 30 FROM merchants WHERE code = $1 ON CONFLICT (merchant_id) DO NOTHING`,
    [DEMO_MERCHANT_CODE],
  );
}
