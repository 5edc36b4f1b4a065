/**
 * An agent's transfers with its team (research §3.6, issue 14): credit from the agent's main
 * wallet to a member anywhere under it (`PUT /wps/agent/transferDownline`), and collect from such a
 * member's main wallet back to the agent's (`passwordCheck/MCSFE_collectFromDownline`). Both are
 * one balanced ledger movement under the client's key (kept per agent, so a retried request moves
 * nothing twice), never below zero on the paying side; the route checks the agent's payment
 * password first. The paying side's turnover still owed on the money goes with it
 * (server/withdraw/turnover-carry.service.ts): collecting a member's unwagered deposit leaves the
 * agent as unable to withdraw it as the member was.
 *
 * The team is read in the same transaction as the movement: a member moved out of the tree since
 * the page loaded is refused, not paid.
 */
import { isAgentType } from '../../rules/member-types';
import type { Db, Queryable } from '../db/db.types';
import { walletAccount } from '../demo-games/game-wallet';
import { balanceOf, postIn } from '../wallet/ledger.service';
import { carryTurnover } from '../withdraw/turnover-carry.service';

export type DownlineDirection = 'toDownline' | 'fromDownline';

export type DownlineTransferOutcome =
  | { kind: 'moved'; transactionId: number; mainBalance: bigint; downline: string; account: string }
  | { kind: 'notAgent' }
  | { kind: 'notInTeam' }
  | { kind: 'insufficient'; available: bigint };

class Refusal extends Error {
  constructor(readonly outcome: Exclude<DownlineTransferOutcome, { kind: 'moved' }>) {
    super(outcome.kind);
  }
}

/** The member if it is under the agent at any depth; null otherwise. */
async function teamMember(tx: Queryable, input: { merchantId: number; agentId: number; downlineId: number }): Promise<{ username: string } | null> {
  const row = await tx.query<{ username: string }>(
    `WITH RECURSIVE above(id, upline_id, depth) AS (
       SELECT id, upline_id, 0 FROM members WHERE id = $3 AND merchant_id = $1
       UNION ALL SELECT m.id, m.upline_id, a.depth + 1 FROM members m JOIN above a ON m.id = a.upline_id WHERE a.depth < 64
     )
     SELECT (SELECT username FROM members WHERE id = $3) AS username FROM above WHERE upline_id = $2 LIMIT 1`,
    [input.merchantId, input.agentId, input.downlineId],
  );
  return row.rows[0] ?? null;
}

export async function transferWithDownline(
  db: Db,
  input: { merchantId: number; agentId: number; downlineId: number; direction: DownlineDirection; amount: bigint; idempotencyKey: string; now: Date },
): Promise<DownlineTransferOutcome> {
  const key = `downline-transfer:${input.agentId}:${input.idempotencyKey}`;
  try {
    return await db.transaction(async (tx): Promise<DownlineTransferOutcome> => {
      const agent = (
        await tx.query<{ type: number; username: string }>('SELECT type, username FROM members WHERE id = $1 AND merchant_id = $2', [
          input.agentId,
          input.merchantId,
        ])
      ).rows[0];
      if (!agent || !isAgentType(agent.type)) throw new Refusal({ kind: 'notAgent' });
      const downline = await teamMember(tx, input);
      if (!downline) throw new Refusal({ kind: 'notInTeam' });
      const owner = { merchantId: input.merchantId, now: input.now };
      const agentMain = await walletAccount(tx, { ...owner, memberId: input.agentId }, 'main');
      const downlineMain = await walletAccount(tx, { ...owner, memberId: input.downlineId }, 'main');
      const [from, to] = input.direction === 'toDownline' ? [agentMain, downlineMain] : [downlineMain, agentMain];
      const [fromMemberId, toMemberId] = input.direction === 'toDownline' ? [input.agentId, input.downlineId] : [input.downlineId, input.agentId];
      const posted = await postIn(tx, {
        merchantId: input.merchantId,
        kind: 'transfer',
        idempotencyKey: key,
        legs: [
          { accountId: from, amount: -input.amount },
          { accountId: to, amount: input.amount },
        ],
        // the account record's remark names both sides
        details:
          input.direction === 'toDownline'
            ? { from: agent.username, to: downline.username, downline: true }
            : { from: downline.username, to: agent.username, collected: true },
        now: input.now,
      });
      if (posted.kind === 'insufficient') throw new Refusal({ kind: 'insufficient', available: await balanceOf(tx, from) });
      // a retried key moved nothing now, and carries nothing again
      if (posted.kind === 'posted') {
        await carryTurnover(tx, {
          merchantId: input.merchantId,
          fromMemberId,
          toMemberId,
          amount: input.amount,
          senderBalanceAfter: posted.balances[from],
          ledgerTransactionId: posted.transactionId,
          now: input.now,
        });
      }
      return {
        kind: 'moved',
        transactionId: posted.transactionId,
        mainBalance: await balanceOf(tx, agentMain),
        downline: downline.username,
        account: agent.username,
      };
    });
  } catch (error) {
    if (error instanceof Refusal) return error.outcome;
    throw error;
  }
}
