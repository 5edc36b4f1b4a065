/**
 * The merchant's accounts (house, cashier, commission, play_credit_house) are each 32 rows of
 * ledger_accounts, their slices (036_merchant_account_slices.sql): the account is the sum of its
 * slices. A posting takes one slice of each merchant account it moves: any slice no other
 * transaction holds (FOR UPDATE SKIP LOCKED, in ledger_post), so bets of different players never
 * wait for one another at the house; only when every slice is held does it wait, for one at
 * random. A transaction keeps the slice it took for its later postings (a bet's stake and its win
 * move one slice), so it never holds two slices of one account.
 */
import type { Queryable } from '../db/db.types';

/** The merchant's own accounts: counterparties of members' wallets, allowed below zero. */
export const MERCHANT_ACCOUNT_KINDS = ['cashier', 'commission', 'house', 'play_credit_house'] as const;
export type MerchantAccountKind = (typeof MERCHANT_ACCOUNT_KINDS)[number];

/** The slice each open transaction holds of each merchant account, by the transaction's handle. */
const heldSlices = new WeakMap<Queryable, Map<string, number>>();

const sliceKey = (merchantId: number, kind: MerchantAccountKind) => `${merchantId}:${kind}`;

/** The slice of the merchant's `kind` account this transaction took in an earlier posting, if any. */
export const heldSlice = (tx: Queryable, merchantId: number, kind: MerchantAccountKind): number | undefined =>
  heldSlices.get(tx)?.get(sliceKey(merchantId, kind));

/** Remembers the slice a posting of this transaction took. */
export function noteSlice(tx: Queryable, merchantId: number, kind: MerchantAccountKind, accountId: number): void {
  const held = heldSlices.get(tx) ?? new Map<string, number>();
  held.set(sliceKey(merchantId, kind), accountId);
  heldSlices.set(tx, held);
}

/** A merchant account's balance: the sum of its slices, read in one statement (so at one instant). */
export async function merchantBalance(db: Queryable, merchantId: number, kind: MerchantAccountKind): Promise<bigint> {
  const row = await db.query<{ balance: string }>(
    `SELECT coalesce(sum(balance), 0)::text AS balance FROM ledger_accounts WHERE merchant_id = $1 AND coalesce(member_id, 0) = 0 AND kind = $2`,
    [merchantId, kind],
  );
  return BigInt(row.rows[0].balance);
}
