/**
 * A merchant's deposit channels (table deposit_channels): their kind, limits and preset amounts.
 */
import type { Queryable } from '../db/db.types';
import type { ChannelType } from '../../wire/deposit.schemas';

export interface ReceivingAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export interface DepositChannelRow {
  code: string;
  channelType: ChannelType;
  name: string;
  /** minor units */
  minAmount: bigint;
  maxAmount: bigint;
  fixedAmounts: bigint[];
  receivingAccount: ReceivingAccount | null;
  enabled: boolean;
}

type Row = {
  code: string;
  channel_type: ChannelType;
  name: string;
  min_amount: string;
  max_amount: string;
  fixed_amounts: (string | number)[];
  receiving_account: ReceivingAccount | null;
  enabled: boolean;
};

const channelOf = (row: Row): DepositChannelRow => ({
  code: row.code,
  channelType: row.channel_type,
  name: row.name,
  minAmount: BigInt(row.min_amount),
  maxAmount: BigInt(row.max_amount),
  fixedAmounts: row.fixed_amounts.map((a) => BigInt(a)),
  receivingAccount: row.receiving_account,
  enabled: row.enabled,
});

/** Every channel of the merchant in menu order; `enabledOnly` for what members are offered. */
export async function depositChannels(db: Queryable, merchantId: number, options: { enabledOnly: boolean }): Promise<DepositChannelRow[]> {
  const rows = await db.query<Row>(
    `SELECT code, channel_type, name, min_amount, max_amount, fixed_amounts, receiving_account, enabled FROM deposit_channels
      WHERE merchant_id = $1 AND (enabled OR NOT $2) ORDER BY position, code`,
    [merchantId, options.enabledOnly],
  );
  return rows.rows.map(channelOf);
}

export async function enabledChannel(db: Queryable, merchantId: number, code: string): Promise<DepositChannelRow | null> {
  const rows = await db.query<Row>(
    `SELECT code, channel_type, name, min_amount, max_amount, fixed_amounts, receiving_account, enabled FROM deposit_channels
      WHERE merchant_id = $1 AND code = $2 AND enabled`,
    [merchantId, code],
  );
  return rows.rows[0] ? channelOf(rows.rows[0]) : null;
}
