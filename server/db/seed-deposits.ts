/**
 * The demo merchant's deposit channels: online through the local payment provider, and a manual
 * bank transfer into a demo receiving account. Added to a database seeded before deposits existed;
 * rows that exist are left alone, so operator changes survive.
 */
import type { Queryable } from './db.types';
import { DEMO_MERCHANT_CODE } from './seed-data';

interface ChannelSeed {
  code: string;
  channelType: 'PG' | 'MT';
  name: string;
  /** minor units */
  minAmount: number;
  maxAmount: number;
  fixedAmounts: number[];
  receivingAccount: { bankName: string; accountName: string; accountNumber: string } | null;
}

export const demoDepositChannels: readonly ChannelSeed[] = [
  {
    code: 'LOCALPAY',
    channelType: 'PG',
    name: 'Online payment',
    minAmount: 100_00,
    maxAmount: 50_000_00,
    fixedAmounts: [100_00, 500_00, 1_000_00, 5_000_00],
    receivingAccount: null,
  },
  {
    code: 'BANKXFER',
    channelType: 'MT',
    name: 'Bank transfer',
    minAmount: 200_00,
    maxAmount: 100_000_00,
    fixedAmounts: [500_00, 1_000_00, 5_000_00, 10_000_00],
    receivingAccount: { bankName: 'Demo Bank', accountName: 'Demo Merchant Inc.', accountNumber: '0012-3456-7890' },
  },
];

export async function seedDepositChannels(db: Queryable): Promise<void> {
  const merchant = await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [DEMO_MERCHANT_CODE]);
  const merchantId = merchant.rows[0]?.id;
  if (merchantId === undefined) return;
  for (const [position, c] of demoDepositChannels.entries()) {
    await db.query(
      `INSERT INTO deposit_channels (merchant_id, code, channel_type, name, min_amount, max_amount, fixed_amounts, receiving_account, position)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (merchant_id, code) DO NOTHING`,
      [
        merchantId,
        c.code,
        c.channelType,
        c.name,
        c.minAmount,
        c.maxAmount,
        JSON.stringify(c.fixedAmounts),
        c.receivingAccount ? JSON.stringify(c.receivingAccount) : null,
        position,
      ],
    );
  }
}
