/**
 * The demo merchant's banks and e-wallets for withdrawals (Philippine ones, as the demo's currency
 * is PHP). Runs on every start: rows that exist are left alone, so an operator's changes stick and a
 * database created before the security centre gets the list.
 */
import type { Queryable } from './db.types';
import { DEMO_MERCHANT_CODE } from './seed-data';

interface BankSeed {
  code: string;
  name: string;
  type: 'BC' | 'EW';
  min: number;
  max: number;
  pattern?: string;
}

// bank account numbers run 10 to 13 digits in the Philippines, card numbers 16: 10..16 covers both
const bank = (code: string, name: string): BankSeed => ({ code, name, type: 'BC', min: 10, max: 16 });
// an e-wallet account is the mobile number it was opened with, 09 and nine digits
const wallet = (code: string, name: string): BankSeed => ({ code, name, type: 'EW', min: 11, max: 11, pattern: '^09\\d{9}$' });

export const demoBanks: readonly BankSeed[] = [
  wallet('GCASH', 'GCash'),
  wallet('MAYA', 'Maya'),
  bank('BDO', 'BDO Unibank'),
  bank('BPI', 'Bank of the Philippine Islands'),
  bank('MBTC', 'Metrobank'),
  bank('LBP', 'LANDBANK'),
  bank('UBP', 'UnionBank of the Philippines'),
  bank('SECB', 'Security Bank'),
];

export async function seedBanks(db: Queryable): Promise<void> {
  const merchant = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [DEMO_MERCHANT_CODE]);
  const merchantId = merchant.rows[0]?.id;
  if (merchantId === undefined) return;
  for (const [position, b] of demoBanks.entries()) {
    await db.query(
      `INSERT INTO banks (merchant_id, bank_code, bank_name, card_type, min_length, max_length, number_pattern, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [merchantId, b.code, b.name, b.type, b.min, b.max, b.pattern ?? null, position],
    );
  }
}
