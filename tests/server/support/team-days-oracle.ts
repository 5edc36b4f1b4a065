/**
 * What the team overview's stored figures (029_team_days.sql) must be, computed here in plain code
 * from the raw rows: every member's line up from members.upline_id, its settled bets, its credits,
 * its completed withdrawals, its first deposit, each on its merchant day; then every agent's sums
 * per day. And the period counts: for every pair of days [F, T] the members active in it, each
 * once, against what the stored spans give (sum over day in [F, T] and since < F).
 */
import { expect } from 'vitest';
import type { Queryable } from '../../../server/db/db.types';

interface Figures {
  new_members: number;
  valid_bet: number;
  pnl: number;
  deposit_count: number;
  deposit_amount: number;
  first_deposit_count: number;
  first_deposit_amount: number;
  withdrawal_count: number;
  withdrawal_amount: number;
  bonus: number;
  active_members: number;
}
const FIGURES: (keyof Figures)[] = [
  'new_members',
  'valid_bet',
  'pnl',
  'deposit_count',
  'deposit_amount',
  'first_deposit_count',
  'first_deposit_amount',
  'withdrawal_count',
  'withdrawal_amount',
  'bonus',
  'active_members',
];
const zero = (): Figures => Object.fromEntries(FIGURES.map((name) => [name, 0])) as unknown as Figures;

async function rows<T>(db: Queryable, sql: string, merchantId: number): Promise<T[]> {
  return (await db.query<T>(sql, [merchantId])).rows;
}

/** Checks every agent of the merchant; returns how many (agent, day) rows and periods were compared. */
export async function expectTeamDaysMatchRawRows(db: Queryable, merchantId: number): Promise<{ days: number; periods: number }> {
  const settings = await rows<{ offset: number | null }>(
    db,
    `SELECT (settings->>'utcOffsetMinutes')::int AS offset FROM merchants WHERE id = $1`,
    merchantId,
  );
  const offset = (settings[0].offset ?? 480) * 60_000;
  const dayOf = (at: Date) => new Date(at.getTime() + offset).toISOString().slice(0, 10);

  const members = await rows<{ id: number; upline_id: number | null; created_at: Date }>(
    db,
    'SELECT id, upline_id, created_at FROM members WHERE merchant_id = $1',
    merchantId,
  );
  const bets = await rows<{ member_id: number; created_at: Date; stake: string; payout: string }>(
    db,
    `SELECT member_id, created_at, stake::text, payout::text FROM game_bets WHERE merchant_id = $1 AND status = 'settled'
     UNION ALL SELECT member_id, created_at, stake::text, payout::text FROM lottery_bets WHERE merchant_id = $1 AND status IN ('won', 'lost')`,
    merchantId,
  );
  const credits = await rows<{ id: number; member_id: number; created_at: Date; amount: string; kind: string }>(
    db,
    `SELECT e.id, a.member_id, e.created_at, e.amount::text, e.kind FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.merchant_id = $1 AND a.kind = 'main' AND a.member_id IS NOT NULL AND e.amount > 0 AND e.kind IN ('deposit', 'bonus', 'rebate')`,
    merchantId,
  );
  const withdrawals = await rows<{ member_id: number; completed_at: Date; amount: string }>(
    db,
    `SELECT member_id, completed_at, amount::text FROM withdrawals WHERE merchant_id = $1 AND status = 'completed'`,
    merchantId,
  );

  // each member's figures per day
  const memberDays = new Map<string, Figures>();
  const add = (memberId: number, day: string, change: Partial<Figures>) => {
    const key = `${memberId}|${day}`;
    const figures = memberDays.get(key) ?? zero();
    for (const [name, value] of Object.entries(change)) figures[name as keyof Figures] += value as number;
    memberDays.set(key, figures);
  };
  for (const member of members) add(member.id, dayOf(member.created_at), { new_members: 1 });
  for (const bet of bets) add(bet.member_id, dayOf(bet.created_at), { valid_bet: Number(bet.stake), pnl: Number(bet.payout) - Number(bet.stake) });
  const firsts = new Map<number, (typeof credits)[number]>();
  for (const credit of credits) {
    const amount = Number(credit.amount);
    if (credit.kind !== 'deposit') {
      add(credit.member_id, dayOf(credit.created_at), { bonus: amount });
      continue;
    }
    add(credit.member_id, dayOf(credit.created_at), { deposit_count: 1, deposit_amount: amount });
    const first = firsts.get(credit.member_id);
    const earlier =
      !first || credit.created_at.getTime() < first.created_at.getTime() || (+credit.created_at === +first.created_at && credit.id < first.id);
    if (earlier) firsts.set(credit.member_id, credit);
  }
  for (const first of firsts.values())
    add(first.member_id, dayOf(first.created_at), { first_deposit_count: 1, first_deposit_amount: Number(first.amount) });
  for (const w of withdrawals) add(w.member_id, dayOf(w.completed_at), { withdrawal_count: 1, withdrawal_amount: Number(w.amount) });
  for (const figures of memberDays.values()) figures.active_members = figures.valid_bet > 0 ? 1 : 0;

  // every agent's sums: each member-day counts for every member above it
  const upline = new Map(members.map((m) => [m.id, m.upline_id]));
  const expected = new Map<string, Figures>();
  const playedDays = new Map<number, Map<number, Set<string>>>();
  for (const [key, figures] of memberDays) {
    const [memberId, day] = [Number(key.split('|')[0]), key.split('|')[1]];
    for (let agent = upline.get(memberId) ?? null; agent !== null; agent = upline.get(agent) ?? null) {
      const sums = expected.get(`${agent}|${day}`) ?? zero();
      for (const name of FIGURES) sums[name] += figures[name];
      expected.set(`${agent}|${day}`, sums);
      if (figures.valid_bet > 0) {
        const team = playedDays.get(agent) ?? new Map<number, Set<string>>();
        team.set(memberId, (team.get(memberId) ?? new Set()).add(day));
        playedDays.set(agent, team);
      }
    }
  }
  const agents = [...new Set([...expected.keys()].map((key) => Number(key.split('|')[0])))];
  const stored = (
    await db.query<Figures & { agent_id: number; day: string }>(
      `SELECT agent_id, to_char(day, 'YYYY-MM-DD') AS day, ${FIGURES.map((name) => `sum(${name})::float8 AS ${name}`).join(', ')}
         FROM team_days WHERE agent_id = ANY($1::int[]) GROUP BY agent_id, day`,
      [agents],
    )
  ).rows;
  const storedMap = new Map(
    stored
      .filter((row) => FIGURES.some((name) => row[name] !== 0))
      .map((row) => [`${row.agent_id}|${row.day}`, Object.fromEntries(FIGURES.map((name) => [name, row[name]]))]),
  );
  const expectedMap = new Map([...expected].filter(([, figures]) => FIGURES.some((name) => figures[name] !== 0)));
  expect(Object.fromEntries(storedMap)).toEqual(Object.fromEntries(expectedMap));

  // each agent's active members over every period of days that had play
  let periods = 0;
  for (const [agent, team] of playedDays) {
    const spans = (
      await db.query<{ day: string; since: string; members: number }>(
        `SELECT to_char(day, 'YYYY-MM-DD') AS day, CASE WHEN since = '-infinity' THEN '' ELSE to_char(since, 'YYYY-MM-DD') END AS since, members
           FROM team_active_spans WHERE agent_id = $1`,
        [agent],
      )
    ).rows;
    const days = [...new Set([...team.values()].flatMap((played) => [...played]))].sort();
    for (const [i, from] of days.entries()) {
      for (const to of days.slice(i)) {
        const active = [...team.values()].filter((played) => [...played].some((day) => day >= from && day <= to)).length;
        const counted = spans.filter((s) => s.day >= from && s.day <= to && s.since < from).reduce((sum, s) => sum + s.members, 0);
        expect(counted, `agent ${agent}, ${from} to ${to}`).toBe(active);
        periods += 1;
      }
    }
  }
  return { days: expectedMap.size, periods };
}
