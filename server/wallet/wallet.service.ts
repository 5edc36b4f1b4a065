/**
 * Members' wallets on the ledger: the main wallet, game (vendor) wallets, and the merchant's
 * cashier account that deposits come from and withdrawals go to. A deposit is a movement from the
 * cashier to the member's main wallet, so the sum over all accounts stays zero.
 */
import type { Db, Queryable } from '../db/db.types';
import { accountFor, post } from './ledger.service';
import type { MemberAccountKind, PostOutcome } from './ledger.service';

export interface WalletBalance {
  kind: MemberAccountKind;
  balance: bigint;
}

export const memberAccount = (db: Db, input: { merchantId: number; memberId: number; kind: MemberAccountKind; now: Date }): Promise<number> =>
  db.transaction((tx) => accountFor(tx, input));

/** Money in from outside (the demo cashier, later a payment channel): cashier -> main wallet. */
export async function deposit(
  db: Db,
  input: { merchantId: number; memberId: number; amount: bigint; idempotencyKey: string; reference: string; now: Date },
): Promise<PostOutcome> {
  if (input.amount <= 0n) throw new Error('a deposit must be positive');
  const main = await memberAccount(db, { ...input, kind: 'main' });
  return post(db, {
    merchantId: input.merchantId,
    kind: 'deposit',
    idempotencyKey: input.idempotencyKey,
    legs: [
      { merchantAccount: 'cashier', amount: -input.amount },
      { accountId: main, amount: input.amount },
    ],
    details: { reference: input.reference },
    now: input.now,
  });
}

/** Every wallet of a member, main first: the money the member may spend (a withdrawal's hold is not). */
export async function memberBalances(db: Queryable, merchantId: number, memberId: number): Promise<WalletBalance[]> {
  const rows = await db.query<{ kind: MemberAccountKind; balance: string }>(
    `SELECT kind, balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind <> 'withdrawal-hold' ORDER BY kind <> 'main', kind`,
    [merchantId, memberId],
  );
  return rows.rows.map((r) => ({ kind: r.kind, balance: BigInt(r.balance) }));
}
