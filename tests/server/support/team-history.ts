/**
 * A generated agent team and its play, written straight into the database as a merchant's history
 * would hold it (the settlement tests' input): a top agent, agents under it, agents under those and
 * players under every agent, then bets of those members spread over a few days: slot and card
 * rounds (settled, some void, some still open) and draw-lottery bets (won, lost, open). Each member
 * gets one play session and one ledger transaction their rows point at: the settlement reads bets,
 * not how they were paid.
 *
 * Everything is drawn from a seeded sequence, so a failure replays exactly; the returned tree and
 * bets are what the test's own arithmetic (the oracle) works from.
 */
import type { Db } from '../../../server/db/db.types';

export interface TeamMember {
  id: number;
  uplineId: number | null;
  agent: boolean;
}

export interface HistoryBet {
  memberId: number;
  /** RNG, LIVE or LOTT */
  product: string;
  stake: number;
  valid: boolean;
  createdAt: Date;
  /** a lottery bet's round (its numero): one per game and minute; the bet is settled at its own time */
  round?: string;
  payout: number;
}

export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    // mulberry32
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0];
}

/**
 * `shape`: agents per level under the top agent (e.g. [4, 3]: 4 agents, 3 under each) and players
 * in all, spread over every agent; `bets` over `days` days from `from`.
 */
export async function generateTeamHistory(
  db: Db,
  input: { merchantId: number; passwordHash: string; shape: number[]; players: number; bets: number; from: Date; days: number; seed: number },
): Promise<{ members: TeamMember[]; top: TeamMember; bets: HistoryBet[] }> {
  const random = seededRandom(input.seed);
  const tag = `t${input.seed}_${Date.now().toString(36)}`;
  const members: TeamMember[] = [];
  const insertMember = async (uplineId: number | null, agent: boolean): Promise<TeamMember> => {
    const name = `${tag}_${members.length}`;
    const row = await one<{ id: number }>(
      db,
      `INSERT INTO members (merchant_id, username, username_key, password_hash, type, upline_id, password_changed_at, created_at)
       VALUES ($1, $2, $2, $3, $4, $5, $6, $6) RETURNING id`,
      [input.merchantId, name, input.passwordHash, agent ? 1 : 0, uplineId, input.from],
    );
    const member = { id: row.id, uplineId, agent };
    members.push(member);
    return member;
  };
  const top = await insertMember(null, true);
  let level = [top];
  for (const width of input.shape) {
    const next: TeamMember[] = [];
    for (const upline of level) for (let i = 0; i < width; i += 1) next.push(await insertMember(upline.id, true));
    level = next;
  }
  const agents = members.filter((m) => m.agent);
  for (let i = 0; i < input.players; i += 1) await insertMember(agents[Math.floor(random() * agents.length)].id, false);

  const games = (
    await db.query<{ id: number; game_type: string; vassalage: string }>(
      `SELECT DISTINCT ON (g.game_type) g.id, g.game_type, v.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.merchant_id = $1 AND g.game_type IN ('RNG', 'LIVE', 'LOTT') ORDER BY g.game_type, g.id`,
      [input.merchantId],
    )
  ).rows;
  const game = Object.fromEntries(games.map((g) => [g.game_type, g]));
  const ids = members.map((m) => m.id);
  await db.query(
    `INSERT INTO game_play_sessions (merchant_id, member_id, game_id, vendor, wallet_mode, account_type, language, back_url, ticket_hash,
       ticket_expires_at, ticket_used_at, created_at, expires_at, ended_at)
     SELECT $1, m, $2, $3, 'single', 1, 'EN', '/rng', $4 || m, $5, $5, $5, $5, $5 FROM unnest($6::int[]) m`,
    [input.merchantId, game.RNG.id, game.RNG.vassalage, `${tag}-ticket-`, input.from, ids],
  );
  await db.query(
    `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, details, created_at)
     SELECT $1, 'bet', $2 || m, '{}'::jsonb, $3 FROM unnest($4::int[]) m`,
    [input.merchantId, `${tag}-history-`, input.from, ids],
  );

  const bets: HistoryBet[] = [];
  const rows: { g: unknown[][]; l: unknown[][] } = { g: [], l: [] };
  const span = input.days * 86_400_000;
  for (let n = 0; n < input.bets; n += 1) {
    const member = members[Math.floor(random() * members.length)];
    const pick = random();
    const product = pick < 0.6 ? 'RNG' : pick < 0.85 ? 'LIVE' : 'LOTT';
    const stake = 100 + Math.floor(random() * 50) * 100;
    const createdAt = new Date(input.from.getTime() + Math.floor(random() * span));
    const fate = random();
    if (product === 'LOTT') {
      const status = fate < 0.45 ? 'won' : fate < 0.9 ? 'lost' : 'open';
      const round = `${tag}-${Math.floor(createdAt.getTime() / 60_000)}`;
      const payout = status === 'won' ? stake * 2 : 0;
      rows.l.push([member.id, stake, status, payout, createdAt, n, round]);
      bets.push({ memberId: member.id, product, stake, valid: status !== 'open', createdAt, round, payout });
    } else {
      const status = fate < 0.9 ? 'settled' : fate < 0.95 ? 'void' : 'open';
      const payout = status === 'void' ? stake : Math.floor(random() * stake * 2);
      rows.g.push([member.id, game[product].id, stake, payout, status, createdAt, n]);
      bets.push({ memberId: member.id, product, stake, valid: status === 'settled', createdAt, payout });
    }
  }
  const column = (list: unknown[][], index: number) => list.map((row) => row[index]);
  await db.query(
    `INSERT INTO game_bets (merchant_id, member_id, game_id, play_session_id, bet_id, round_id, engine, wallet_kind, stake, payout, status,
       rtp_reference, outcome, bet_transaction_id, created_at, settled_at)
     SELECT $1, b.member_id, b.game_id, s.id, $2 || b.n, $2 || 'round-' || b.n, 'slot', 'main', b.stake, b.payout, b.status, 'history', '{}'::jsonb,
            t.id, b.created_at, CASE WHEN b.status = 'open' THEN NULL ELSE b.created_at END
       FROM unnest($3::int[], $4::int[], $5::bigint[], $6::bigint[], $7::text[], $8::timestamptz[], $9::int[])
            AS b(member_id, game_id, stake, payout, status, created_at, n)
       JOIN game_play_sessions s ON s.member_id = b.member_id AND s.ticket_hash = $10 || b.member_id
       JOIN ledger_transactions t ON t.idempotency_key = $11 || b.member_id AND t.merchant_id = $1`,
    [
      input.merchantId,
      `${tag}-`,
      column(rows.g, 0),
      column(rows.g, 1),
      column(rows.g, 2),
      column(rows.g, 3),
      column(rows.g, 4),
      column(rows.g, 5),
      column(rows.g, 6),
      `${tag}-ticket-`,
      `${tag}-history-`,
    ],
  );
  await db.query(
    `INSERT INTO lottery_bets (merchant_id, member_id, game_id, bet_id, numero, draw_at, bet_kind, picks, stake, status, payout, wallet_kind,
       rtp_reference, bet_transaction_id, created_at, settled_at)
     SELECT $1, b.member_id, $2, $3 || b.n, b.round, b.created_at, 'DE', '["38"]'::jsonb, b.stake, b.status, b.payout, 'main', 'history',
            t.id, b.created_at, CASE WHEN b.status = 'open' THEN NULL ELSE b.created_at END
       FROM unnest($4::int[], $5::bigint[], $6::text[], $7::bigint[], $8::timestamptz[], $9::int[], $11::text[]) AS b(member_id, stake, status, payout, created_at, n, round)
       JOIN ledger_transactions t ON t.idempotency_key = $10 || b.member_id AND t.merchant_id = $1`,
    [
      input.merchantId,
      game.LOTT.id,
      `${tag}-l-`,
      column(rows.l, 0),
      column(rows.l, 1),
      column(rows.l, 2),
      column(rows.l, 3),
      column(rows.l, 4),
      column(rows.l, 5),
      `${tag}-history-`,
      column(rows.l, 6),
    ],
  );
  return { members, top, bets };
}
