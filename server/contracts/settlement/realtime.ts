/**
 * Real-time salary (research §5.4): computed on each player's bets per lottery game per round
 * (numero), settled and paid every 5 minutes. A round the player ended in profit pays the profit
 * rate of its stake, any other the loss rate; only bets of at least the contract's single-bet
 * minimum count. Each player-round's pay is rounded down to the cent, then summed.
 *
 * A window holds the rounds whose bets were settled in it (by settled_at), so a round is paid in
 * the window its draw settled it, once.
 */
import type { Queryable } from '../../db/db.types';
import { teamWithAgent } from '../../team/team-sql';

export const REALTIME_WINDOW_MS = 5 * 60_000;

/** The 5-minute window starting at `from` (a multiple of 5 minutes), labelled in merchant time. */
export function realtimeWindow(from: Date, utcOffsetMinutes: number): { label: string; from: Date; to: Date } {
  const label = new Date(from.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 16);
  return { label, from, to: new Date(from.getTime() + REALTIME_WINDOW_MS) };
}

export interface PlayerRound {
  stake: number;
  /** payout less stake: above 0 the player won the round */
  result: number;
}

/** The team's player-rounds settled in the window, counting only bets of at least `minimumBet`. */
export async function teamRounds(
  db: Queryable,
  input: { merchantId: number; agentId: number; product: string; minimumBet: number; from: Date; to: Date },
): Promise<PlayerRound[]> {
  // lottery bets only: a real-time contract covers all products (CONS) or the lotteries (LOTT)
  if (input.product !== 'CONS' && input.product !== 'LOTT') return [];
  const rows = await db.query<{ stake: string; result: string }>(
    `WITH team(id, created_at) AS (${teamWithAgent('$1', '$2')})
     SELECT sum(l.stake)::text AS stake, sum(l.payout - l.stake)::text AS result FROM lottery_bets l
      WHERE l.member_id IN (SELECT id FROM team) AND l.status IN ('won', 'lost') AND l.settled_at >= $3 AND l.settled_at < $4 AND l.stake >= $5
      GROUP BY l.member_id, l.game_id, l.numero`,
    [input.merchantId, input.agentId, input.from, input.to, input.minimumBet],
  );
  return rows.rows.map((row) => ({ stake: Number(row.stake), result: Number(row.result) }));
}

export interface RealtimePay {
  rounds: number;
  profitStake: number;
  lossStake: number;
  winRate: number;
  lossRate: number;
  gross: number;
}

export function realtimePay(terms: { winRate: number; lossRate: number }, rounds: PlayerRound[]): RealtimePay {
  let gross = 0;
  let profitStake = 0;
  let lossStake = 0;
  for (const round of rounds) {
    const won = round.result > 0;
    if (won) profitStake += round.stake;
    else lossStake += round.stake;
    gross += Number((BigInt(round.stake) * BigInt(won ? terms.winRate : terms.lossRate)) / 10_000n);
  }
  return { rounds: rounds.length, profitStake, lossStake, winRate: terms.winRate, lossRate: terms.lossRate, gross };
}
