/**
 * The agent centre's team overview (research §4.3): what the members under an agent (any depth)
 * did in a period of merchant days, in all and per day. Joined, active (a valid bet), first
 * deposits (a member's first deposit credit ever, when it fell in the period), deposits, completed
 * withdrawals, valid bet, the players' result (payouts less stakes of the valid bets), bonuses and
 * rebates.
 *
 * The database keeps these per agent and merchant day as they happen (029_team_days.sql), so a
 * month is about 30 rows whatever the team's size; a period's active members, each counted once
 * however many days it played, come from the spans of play kept beside them. A period is whole
 * merchant days: the days holding its first and last instants, as the platform widens its ranges.
 */
import { merchantDayOf } from '../contracts/settlement/settlement.service';
import type { Queryable } from '../db/db.types';

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

export interface TeamPeriod {
  merchantId: number;
  agentId: number;
  from: Date;
  to: Date;
  utcOffsetMinutes: number;
}

/** The merchant days (YYYY-MM-DD) holding the period's first and last instants. */
function merchantDays(period: { from: Date; to: Date; utcOffsetMinutes: number }): { first: string; last: string } {
  return {
    first: merchantDayOf(period.from, period.utcOffsetMinutes),
    last: merchantDayOf(new Date(Math.max(period.from.getTime(), period.to.getTime() - 1)), period.utcOffsetMinutes),
  };
}

interface Row {
  new_members: string | null;
  active_members: string | null;
  first_deposit_count: string | null;
  first_deposit_amount: string | null;
  deposit_count: string | null;
  deposit_amount: string | null;
  withdrawal_count: string | null;
  withdrawal_amount: string | null;
  valid_bet: string | null;
  pnl: string | null;
  bonus: string | null;
}

/** team_days' figures that add up over days (the active members do not: a member plays on many days). */
const SUMMABLE = [
  'new_members',
  'first_deposit_count',
  'first_deposit_amount',
  'deposit_count',
  'deposit_amount',
  'withdrawal_count',
  'withdrawal_amount',
  'valid_bet',
  'pnl',
  'bonus',
] as const;

const big = (text: string | null) => BigInt(text ?? '0');
const figuresOf = (row: Row | undefined): TeamDayFigures => ({
  newMembers: Number(row?.new_members ?? 0),
  activeMembers: Number(row?.active_members ?? 0),
  firstDepositCount: Number(row?.first_deposit_count ?? 0),
  firstDepositAmount: big(row?.first_deposit_amount ?? null),
  depositCount: Number(row?.deposit_count ?? 0),
  depositAmount: big(row?.deposit_amount ?? null),
  withdrawalCount: Number(row?.withdrawal_count ?? 0),
  withdrawalAmount: big(row?.withdrawal_amount ?? null),
  validBetAmount: big(row?.valid_bet ?? null),
  profitAndLoss: big(row?.pnl ?? null),
  bonusAmount: big(row?.bonus ?? null),
});

/**
 * The period's figures and the team's size at its end. The agent is one of the merchant's members
 * (the caller's session); its team's rows are its own.
 */
export async function teamOverview(db: Queryable, input: TeamPeriod): Promise<TeamDayFigures & { teamSize: number }> {
  const days = merchantDays(input);
  const rows = await db.query<Row & { team_size: string }>(
    `SELECT ${SUMMABLE.map((name) => `sum(${name})::text AS ${name}`).join(', ')},
       (SELECT sum(members) FROM team_active_spans WHERE agent_id = $1 AND day BETWEEN $2::date AND $3::date AND since < $2::date)::text AS active_members,
       -- the team at the period's end: every member of it joined on some day up to then
       (SELECT sum(new_members) FROM team_days WHERE agent_id = $1 AND day <= $3::date)::text AS team_size
       FROM team_days WHERE agent_id = $1 AND day BETWEEN $2::date AND $3::date`,
    [input.agentId, days.first, days.last],
    { prepare: true },
  );
  const row = rows.rows[0];
  return { teamSize: Number(row.team_size ?? 0), ...figuresOf(row) };
}

/** The same per merchant day, the days with something in them, oldest first. */
export async function teamOverviewDays(db: Queryable, input: TeamPeriod): Promise<(TeamDayFigures & { date: string })[]> {
  const days = merchantDays(input);
  const rows = await db.query<Row & { date: string }>(
    // an agent's day is the sum of its slices (037_team_day_slices.sql)
    `SELECT to_char(day, 'YYYY-MM-DD') AS date, sum(active_members)::text AS active_members, ${SUMMABLE.map((name) => `sum(${name})::text AS ${name}`).join(', ')}
       FROM team_days
      WHERE agent_id = $1 AND day BETWEEN $2::date AND $3::date
      GROUP BY day
     HAVING (sum(new_members), sum(active_members), sum(deposit_count), sum(withdrawal_count), sum(valid_bet), sum(bonus)) <> (0, 0, 0, 0, 0, 0)
      ORDER BY day`,
    [input.agentId, days.first, days.last],
    { prepare: true },
  );
  return rows.rows.map((row) => ({ date: row.date, ...figuresOf(row) }));
}
