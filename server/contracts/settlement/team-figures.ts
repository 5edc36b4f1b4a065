/**
 * A downline agent's team over a period: the agent and every member under it, at any depth
 * (members.upline_id). The team's valid bet is the stake of its settled bets placed in the period
 * (game rounds settled, lottery bets won or lost; open and void bets are not valid), of one
 * product or all (CONS); an active member is one of the team with a valid bet in the period; its
 * GGR what the house won from those bets (stakes less payouts).
 */
import type { Queryable } from '../../db/db.types';
import { teamWithAgent } from '../../team/team-sql';

export interface TeamFigures {
  /** minor units */
  validBet: number;
  activeMembers: number;
  /** stakes less payouts of the valid bets: what the house won from the team (minor units) */
  ggr: number;
}

export async function teamFigures(
  db: Queryable,
  input: { merchantId: number; agentId: number; product: string; from: Date; to: Date },
): Promise<TeamFigures> {
  const row = await db.query<{ valid: string; active: string; ggr: string }>(
    `WITH team(id, created_at) AS (${teamWithAgent('$1', '$2')}), valid AS (
       SELECT b.member_id, b.stake, b.payout FROM game_bets b JOIN games g ON g.id = b.game_id
        WHERE b.member_id IN (SELECT id FROM team) AND b.created_at >= $3 AND b.created_at < $4 AND b.status = 'settled'
          AND ($5::text = 'CONS' OR g.game_type = $5)
       UNION ALL
       SELECT l.member_id, l.stake, l.payout FROM lottery_bets l
        WHERE l.member_id IN (SELECT id FROM team) AND l.created_at >= $3 AND l.created_at < $4 AND l.status IN ('won', 'lost')
          AND ($5::text = 'CONS' OR $5 = 'LOTT')
     )
     SELECT coalesce(sum(stake), 0)::text AS valid, count(DISTINCT member_id)::text AS active, coalesce(sum(stake - payout), 0)::text AS ggr FROM valid`,
    [input.merchantId, input.agentId, input.from, input.to, input.product],
  );
  return { validBet: Number(row.rows[0].valid), activeMembers: Number(row.rows[0].active), ggr: Number(row.rows[0].ggr) };
}

/** Bonuses and rebates credited to the team's main wallets in the period (minor units): what NGR takes off GGR. */
export async function teamBonuses(db: Queryable, input: { merchantId: number; agentId: number; from: Date; to: Date }): Promise<number> {
  const row = await db.query<{ total: string }>(
    `WITH team(id, created_at) AS (${teamWithAgent('$1', '$2')})
     SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_accounts a JOIN ledger_entries e ON e.account_id = a.id
      WHERE a.merchant_id = $1 AND a.member_id IN (SELECT id FROM team) AND a.kind = 'main'
        AND e.kind IN ('bonus', 'rebate') AND e.amount > 0 AND e.created_at >= $3 AND e.created_at < $4`,
    [input.merchantId, input.agentId, input.from, input.to],
  );
  return Number(row.rows[0].total);
}
