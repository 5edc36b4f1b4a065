/**
 * The agent centre's team overview (research §4.3): what the members under an agent (any depth)
 * did in a period, in all and per merchant day. Joined, active (a valid bet), first deposits (a
 * member's first deposit credit ever, when it fell in the period), deposits, completed withdrawals,
 * valid bet, the players' result (payouts less stakes of the valid bets), bonuses and rebates.
 *
 * One grouped read over tagged rows, the team read once (member_ancestors, 028). A team of thousands plays hundreds of
 * thousands of bets in a month, so the bets come in already summed per member (and per day): the
 * period's sum takes its whole UTC days from the day totals (022_record_days.sql) and only the
 * partial days at its ends from the bets; the daily list reads the bets themselves, since a merchant
 * day is not a UTC day. An active member is then one row of the bets (once in the period, not once
 * per day it played). The credits are read through their own index (026_team_indexes.sql).
 */
import type { Queryable } from '../db/db.types';
import { rangeParts } from '../records/record-days';
import type { RecordRange } from '../records/record-range';
import { teamOf } from './team-sql';

export interface TeamDayFigures {
  newMembers: number;
  activeMembers: number;
  firstDepositCount: number;
  firstDepositAmount: bigint;
  depositCount: number;
  depositAmount: bigint;
  withdrawalCount: number;
  withdrawalAmount: bigint;
  validBetAmount: bigint;
  profitAndLoss: bigint;
  bonusAmount: bigint;
}

interface Row {
  day: string | null;
  team_size: string;
  new_members: string;
  active: string;
  first_count: string;
  first_amount: string | null;
  deposit_count: string;
  deposit_amount: string | null;
  withdrawal_count: string;
  withdrawal_amount: string | null;
  valid_bet: string | null;
  pnl: string | null;
  bonus: string | null;
}

/** The merchant day (a date) of a time, or null when $5 (the merchant's offset in minutes) is null: no days. */
const dayOf = (at: string) => `CASE WHEN $5::int IS NULL THEN NULL ELSE ((${at} AT TIME ZONE 'UTC') + make_interval(mins => $5::int))::date END`;

/**
 * The team's valid bets between two times, from the bets themselves; `players` the members whose
 * bets are read (an SQL set of ids).
 */
const rawBets = (from: string, to: string, players: string) => `
    SELECT b.member_id, b.created_at AS at, b.stake, b.payout - b.stake AS result FROM game_bets b
     WHERE b.member_id IN (${players}) AND b.status = 'settled' AND b.created_at >= ${from} AND b.created_at < ${to}
    UNION ALL
    SELECT l.member_id, l.created_at, l.stake, l.payout - l.stake FROM lottery_bets l
     WHERE l.member_id IN (${players}) AND l.status IN ('won', 'lost') AND l.created_at >= ${from} AND l.created_at < ${to}`;

/**
 * Within one UTC day, only the members the day totals say had a valid bet that day are looked up:
 * a few hundred of a team of thousands.
 */
const playedOn = (day: string) =>
  `SELECT d.member_id FROM member_bet_days d JOIN team t ON t.id = d.member_id WHERE d.day = ${day}::date AND d.valid <> 0`;

/** $1 merchant, $2 agent: every member under the agent. */
const TEAM = `WITH team(id, created_at) AS (${teamOf('$1', '$2')})`;

/** The team's valid bets of whole UTC days ('YYYY-MM-DD', `to` exclusive), from the day totals. */
const dayTotals = (from: string, to: string) => `
    SELECT d.member_id, d.day::timestamp AT TIME ZONE 'UTC' AS at, d.valid AS stake, d.pnl AS result FROM team t JOIN member_bet_days d ON d.member_id = t.id
     WHERE d.day >= ${from}::date AND d.day < ${to}::date AND d.valid <> 0`;

/** $3 from, $4 to, $5 the merchant's offset in minutes or null (no days); `bets` the valid bets' parts. */
const figures = (bets: string[]) => `${TEAM},
  bets AS (${bets.join('\n    UNION ALL')}
  ),
  accounts AS (
    SELECT t.id AS member_id, a.id AS account_id FROM team t JOIN ledger_accounts a ON a.member_id = t.id AND a.merchant_id = $1 AND a.kind = 'main'
  ),
  credits AS (
    SELECT c.member_id, c.account_id, e.created_at AS at, e.amount, e.kind FROM accounts c JOIN ledger_entries e ON e.account_id = c.account_id
     WHERE e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate') AND e.created_at >= $3 AND e.created_at < $4
  ),
  tagged AS (
    SELECT 'join' AS k, ${dayOf('created_at')} AS day, 0::bigint AS amount, 0::bigint AS result FROM team WHERE created_at >= $3 AND created_at < $4
    UNION ALL
    -- one row per member (and day) that played: the active members are counted by counting rows
    SELECT 'bet', ${dayOf('at')}, sum(stake), sum(result) FROM bets GROUP BY member_id, 2
    UNION ALL
    SELECT 'deposit', ${dayOf('at')}, amount, 0 FROM credits WHERE kind = 'deposit'
    UNION ALL
    -- a member's first deposit ever: its first in the period, when it made none before
    SELECT 'first', ${dayOf('at')}, amount, 0 FROM (
      SELECT DISTINCT ON (account_id) account_id, at, amount FROM credits c
       WHERE kind = 'deposit' AND NOT EXISTS (
         SELECT 1 FROM ledger_entries p WHERE p.account_id = c.account_id AND p.amount > 0 AND p.kind = 'deposit' AND p.created_at < $3)
       ORDER BY account_id, at
    ) f
    UNION ALL
    SELECT 'bonus', ${dayOf('at')}, amount, 0 FROM credits WHERE kind IN ('bonus', 'rebate')
    UNION ALL
    SELECT 'withdrawal', ${dayOf('w.completed_at')}, w.amount, 0 FROM team t JOIN withdrawals w ON w.member_id = t.id
     WHERE w.merchant_id = $1 AND w.status = 'completed' AND w.completed_at >= $3 AND w.completed_at < $4
  )
  SELECT to_char(tagged.day, 'YYYY-MM-DD') AS day,
         CASE WHEN $5::int IS NULL THEN (SELECT count(*) FROM team WHERE created_at < $4) END::text AS team_size,
         count(*) FILTER (WHERE k = 'join')::text AS new_members,
         count(*) FILTER (WHERE k = 'bet')::text AS active,
         count(*) FILTER (WHERE k = 'first')::text AS first_count, sum(amount) FILTER (WHERE k = 'first')::text AS first_amount,
         count(*) FILTER (WHERE k = 'deposit')::text AS deposit_count, sum(amount) FILTER (WHERE k = 'deposit')::text AS deposit_amount,
         count(*) FILTER (WHERE k = 'withdrawal')::text AS withdrawal_count, sum(amount) FILTER (WHERE k = 'withdrawal')::text AS withdrawal_amount,
         sum(amount) FILTER (WHERE k = 'bet')::text AS valid_bet, sum(result) FILTER (WHERE k = 'bet')::text AS pnl,
         sum(amount) FILTER (WHERE k = 'bonus')::text AS bonus
    FROM tagged GROUP BY tagged.day ORDER BY tagged.day`;

/**
 * The figures of the period; the bets of `days` (whole UTC days) from the day totals and of each of
 * `raw` from the bets. An empty part is left out of the query, not read for nothing.
 */
function readFigures(
  db: Queryable,
  input: { merchantId: number; agentId: number; from: Date; to: Date },
  utcOffsetMinutes: number | null,
  bets: { days: { from: string; to: string } | null; raw: RecordRange[] },
) {
  const params: unknown[] = [input.merchantId, input.agentId, input.from, input.to, utcOffsetMinutes];
  const param = (value: unknown) => `$${params.push(value)}`;
  const raw = (range: RecordRange) => {
    const from = param(range.from);
    const to = param(range.to);
    const day = new Date(range.from).toISOString().slice(0, 10);
    // a part within one UTC day reads the bets of that day's players only
    const oneDay = new Date(range.to.getTime() - 1).toISOString().slice(0, 10) === day;
    return rawBets(from, to, oneDay ? playedOn(param(day)) : 'SELECT id FROM team');
  };
  const parts = [
    ...(bets.days && bets.days.from < bets.days.to ? [dayTotals(param(bets.days.from), param(bets.days.to))] : []),
    ...bets.raw.filter((range) => range.from < range.to).map(raw),
  ];
  return db.query<Row>(figures(parts), params);
}

const big = (text: string | null) => BigInt(text ?? '0');
const figuresOf = (row: Row | undefined): TeamDayFigures => ({
  newMembers: Number(row?.new_members ?? 0),
  activeMembers: Number(row?.active ?? 0),
  firstDepositCount: Number(row?.first_count ?? 0),
  firstDepositAmount: big(row?.first_amount ?? null),
  depositCount: Number(row?.deposit_count ?? 0),
  depositAmount: big(row?.deposit_amount ?? null),
  withdrawalCount: Number(row?.withdrawal_count ?? 0),
  withdrawalAmount: big(row?.withdrawal_amount ?? null),
  validBetAmount: big(row?.valid_bet ?? null),
  profitAndLoss: big(row?.pnl ?? null),
  bonusAmount: big(row?.bonus ?? null),
});

async function teamSize(db: Queryable, input: { merchantId: number; agentId: number; to: Date }): Promise<string> {
  const rows = await db.query<{ n: string }>(`${TEAM} SELECT count(*)::text AS n FROM team WHERE created_at < $3`, [
    input.merchantId,
    input.agentId,
    input.to,
  ]);
  return rows.rows[0].n;
}

export async function teamOverview(
  db: Queryable,
  input: { merchantId: number; agentId: number; from: Date; to: Date },
): Promise<TeamDayFigures & { teamSize: number }> {
  const parts = rangeParts({ from: input.from, to: input.to });
  const rows = await readFigures(db, input, null, { days: parts.days, raw: [parts.head, parts.tail] });
  const row = rows.rows[0];
  // an empty period still has a team: its size is read on its own then
  const size = row ? row.team_size : await teamSize(db, input);
  return { teamSize: Number(size), ...figuresOf(row) };
}

/** The same per merchant day, the days with something in them, oldest first. */
export async function teamOverviewDays(
  db: Queryable,
  input: { merchantId: number; agentId: number; from: Date; to: Date; utcOffsetMinutes: number },
): Promise<(TeamDayFigures & { date: string })[]> {
  const rows = await readFigures(db, input, input.utcOffsetMinutes, { days: null, raw: [{ from: input.from, to: input.to }] });
  return rows.rows.map((row) => ({ date: row.day as string, ...figuresOf(row) }));
}
