/**
 * Transfer to upline (research §3.6): money from the member's main wallet to the main wallet of the
 * agent the member is registered under (`members.upline_id`, set by registration's affiliate
 * code). Both wallets are members' accounts, so the ledger's checks hold on both sides: one
 * balanced movement, never below zero, the client's key under the member's id. The member's
 * turnover still owed on the money goes with it to the upline
 * (server/withdraw/turnover-carry.service.ts).
 *
 * No member row is locked (lock order step 1 is for launches, exits and withdrawal requests): the
 * movement only needs the two accounts, locked at once in id order (step 4) when it posts.
 */
import type { Db, Queryable } from '../db/db.types';
import { isAgentType } from '../../rules/member-types';
import { walletAccount } from '../demo-games/game-wallet';
import { balanceOf, postIn } from '../wallet/ledger.service';
import { carryTurnover } from '../withdraw/turnover-carry.service';

/** The member-centre module that offers the page. */
export const UPLINE_TRANSFER_MODULE = 'AGETRANSFERUP3';

/** The rule member info answers as `toUpline` (server/auth/member.routes.ts): an agent, not of type 2. */
export const mayTransferToUpline = (type: number) => isAgentType(type) && type !== 2;

export interface Upline {
  id: number;
  username: string;
}

/** The member's account and upline in this merchant; null upline when the member has none. */
export async function memberAndUpline(
  db: Queryable,
  input: { merchantId: number; memberId: number },
): Promise<{ username: string; type: number; upline: Upline | null } | null> {
  const row = await db.query<{ username: string; type: number; upline_id: number | null; upline_username: string | null }>(
    `SELECT m.username, m.type, up.id AS upline_id, up.username AS upline_username
       FROM members m LEFT JOIN members up ON up.id = m.upline_id AND up.merchant_id = m.merchant_id
      WHERE m.id = $1 AND m.merchant_id = $2`,
    [input.memberId, input.merchantId],
  );
  const found = row.rows[0];
  if (!found) return null;
  const upline = found.upline_id !== null && found.upline_username !== null ? { id: found.upline_id, username: found.upline_username } : null;
  return { username: found.username, type: found.type, upline };
}

export type UplineTransferOutcome = { kind: 'moved'; transactionId: number; mainBalance: bigint } | { kind: 'insufficient'; available: bigint };

class Insufficient extends Error {
  constructor(readonly available: bigint) {
    super('insufficient');
  }
}

export async function transferToUpline(
  db: Db,
  input: { merchantId: number; memberId: number; account: string; upline: Upline; amount: bigint; idempotencyKey: string; now: Date },
): Promise<UplineTransferOutcome> {
  const key = `upline-transfer:${input.memberId}:${input.idempotencyKey}`;
  const owner = { merchantId: input.merchantId, memberId: input.memberId, now: input.now };
  try {
    return await db.transaction(async (tx): Promise<UplineTransferOutcome> => {
      const main = await walletAccount(tx, owner, 'main');
      const uplineMain = await walletAccount(tx, { ...owner, memberId: input.upline.id }, 'main');
      const posted = await postIn(tx, {
        merchantId: input.merchantId,
        kind: 'transfer',
        idempotencyKey: key,
        legs: [
          { accountId: main, amount: -input.amount },
          { accountId: uplineMain, amount: input.amount },
        ],
        // the account record's remark reads "member → upline" on both sides
        details: { from: input.account, to: input.upline.username, upline: true },
        now: input.now,
      });
      if (posted.kind === 'insufficient') throw new Insufficient(await balanceOf(tx, main));
      if (posted.kind === 'posted') {
        await carryTurnover(tx, {
          merchantId: input.merchantId,
          fromMemberId: input.memberId,
          toMemberId: input.upline.id,
          amount: input.amount,
          senderBalanceAfter: posted.balances[main],
          ledgerTransactionId: posted.transactionId,
          now: input.now,
        });
      }
      // a retried key answers the first movement: nothing moved now
      return { kind: 'moved', transactionId: posted.transactionId, mainBalance: await balanceOf(tx, main) };
    });
  } catch (error) {
    if (error instanceof Insufficient) return { kind: 'insufficient', available: error.available };
    throw error;
  }
}
