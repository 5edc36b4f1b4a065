/**
 * Turnover carried with money moved between members (issue 32): an agent's credit to or collection
 * from its team, and a member's transfer to its upline. Whatever part of the amount was still
 * locked by the sender's turnover requirement (turnover.service.ts) arrives locked by the same
 * amount at the receiver, so unwagered money cannot leave the site through another member's
 * withdrawal. The sender's free part (its winnings above the requirement) moves first and carries
 * nothing: it could have been withdrawn as it was.
 *
 * Called inside the movement's transaction, after the movement has posted: the ledger has then
 * locked both wallets (lock order step 4, server/wallet/lock-order.ts), so two movements out of one
 * wallet read the requirement one after the other, and the second sees what the first carried.
 */
import type { Queryable } from '../db/db.types';
import { turnoverInfo, withdrawable } from './turnover.service';
import { DEFAULT_TURNOVER_PERCENT, withdrawSettings } from './withdraw-settings';

export interface MemberMovement {
  merchantId: number;
  fromMemberId: number;
  toMemberId: number;
  /** minor units moved */
  amount: bigint;
  /** the sender's main balance after the movement */
  senderBalanceAfter: bigint;
  ledgerTransactionId: number;
  now: Date;
}

/** Records the requirement the movement carries from sender to receiver; returns it (0 when the money was free). */
export async function carryTurnover(tx: Queryable, movement: MemberMovement): Promise<bigint> {
  const turnoverPercent = (await withdrawSettings(tx, movement.merchantId))?.turnoverPercent ?? DEFAULT_TURNOVER_PERCENT;
  const sender = await turnoverInfo(tx, { memberId: movement.fromMemberId, turnoverPercent });
  const free = withdrawable(movement.senderBalanceAfter + movement.amount, sender.outstanding);
  const carried = movement.amount > free ? movement.amount - free : 0n;
  if (carried === 0n) return 0n;
  await tx.query(
    `INSERT INTO turnover_carries (ledger_transaction_id, merchant_id, from_member_id, to_member_id, amount, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [movement.ledgerTransactionId, movement.merchantId, movement.fromMemberId, movement.toMemberId, carried.toString(), movement.now],
  );
  return carried;
}
