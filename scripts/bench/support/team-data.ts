/**
 * Generates the team benchmark's data straight into a database (PGlite or PostgreSQL): one top
 * agent with 10,000 members under it over 5 levels (agents at levels 1 to 4, players at the
 * leaves), joined over the last 300 days, and 90 days of their money: 270,000 slot and live bets
 * and 30,000 draw-lottery bets in sessions of 15 (settled, won, lost, void, a few open), a first
 * deposit per member, reloads, bonuses and rebates, completed withdrawals, and the ledger under all
 * of it with each member's running balance; beside the team, 10,000 of the merchant's members
 * outside it. The day totals (migration 022) follow from the inserts through their
 * own triggers, as they do in production.
 *
 * Everything is drawn from a hash of the row's number, so two runs write the same history
 * (counted back from their start). The
 * movements are staged in two work tables first: a member's first deposit covers every stake it
 * will place (and a withdrawal never exceeds what is left over), so no balance ever goes below
 * zero, and the ledger is written a thousand members at a time with each balance a running sum.
 */
import type { Db } from '../../../server/db/db.types';
import { firstSlice } from './merchant-slice';

export interface TeamShape {
  /** agents under each agent of the level above, from level 1 down (the top agent's own count first) */
  agentsPerLevel: number[];
  /** players at the leaves, spread over the last level's agents */
  players: number;
  gameBets: number;
  lotteryBets: number;
  /** how far back the money goes */
  days: number;
  reloads: number;
  bonuses: number;
  withdrawals: number;
  /** the merchant's members outside the team (no upline), so the team is a part of the merchant */
  outsiders: number;
}

/** 20 + 80 + 320 + 960 agents and 8,620 players: 10,000 under the top agent. */
export const TEAM_BENCH_SHAPE: TeamShape = {
  agentsPerLevel: [20, 4, 4, 3],
  players: 8_620,
  gameBets: 270_000,
  lotteryBets: 30_000,
  days: 90,
  reloads: 12_000,
  bonuses: 15_000,
  withdrawals: 3_000,
  outsiders: 10_000,
};

const JOIN_SPAN_DAYS = 300;
/** the share of players who bet at all in the period: the rest joined and stopped */
const BETTING_SHARE = 0.7;
const BETS_PER_SESSION = 15;
const MEMBERS_PER_CHUNK = 1_000;
const BETS_PER_CHUNK = 50_000;

export interface TeamData {
  merchantId: number;
  agentId: number;
  /** a part of one player's account name, as an agent would type it in the search */
  searchText: string;
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0];
}

/** A uniform number in [0, 1) drawn from an integer SQL expression; `salt` makes the draws independent. */
const uniform = (expr: string, salt: number) => `((hashint8((${expr})::bigint * 64 + ${salt}) & 2147483647)::float8 / 2147483648.0)`;

/** Index (0 top agent, then level by level) to upline index, as an SQL expression of `i`. */
function uplineOf(shape: TeamShape): { sql: string; playerStart: number; total: number } {
  const starts: number[] = [];
  const sizes: number[] = [];
  let start = 1;
  let size = 1;
  for (const width of shape.agentsPerLevel) {
    size *= width;
    starts.push(start);
    sizes.push(size);
    start += size;
  }
  const levels = shape.agentsPerLevel.length;
  const cases = starts.map((s, l) => `WHEN i < ${s + sizes[l]} THEN ${l === 0 ? 0 : `${starts[l - 1]} + (i - ${s}) / ${shape.agentsPerLevel[l]}`}`);
  const lastStart = starts[levels - 1];
  const lastSize = sizes[levels - 1];
  return {
    sql: `(CASE WHEN i = 0 THEN NULL ${cases.join(' ')} ELSE ${lastStart} + (i - ${start}) % ${lastSize} END)`,
    playerStart: start,
    total: start + shape.players,
  };
}

export async function generateTeamData(
  db: Db,
  shape: TeamShape,
  input: { passwordHash: string; now: Date; progress: (text: string) => void },
): Promise<TeamData> {
  const { merchantId } = await one<{ merchantId: number }>(db, `SELECT id AS "merchantId" FROM merchants WHERE code = 'demo'`);
  const games = (
    await db.query<{ id: number; game_type: string; vassalage: string }>(
      `SELECT DISTINCT ON (g.game_type) g.id, g.game_type, v.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.merchant_id = $1 AND g.game_type IN ('RNG', 'LIVE', 'LOTT') ORDER BY g.game_type, g.id`,
      [merchantId],
    )
  ).rows;
  const game = Object.fromEntries(games.map((g) => [g.game_type, g]));
  const bank = await one<{ bank_code: string; card_type: string }>(
    db,
    'SELECT bank_code, card_type FROM banks WHERE merchant_id = $1 ORDER BY position LIMIT 1',
    [merchantId],
  );
  const tree = uplineOf(shape);
  const players = shape.players;
  const last = tree.total - 1;
  const now = input.now.toISOString();
  const memberBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM members')).max ?? 0;
  const accountBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM ledger_accounts')).max ?? 0;
  const sessionBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM game_play_sessions')).max ?? 0;
  const txBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM ledger_transactions')).max ?? 0;

  input.progress(`members ${tree.total}`);
  // agents joined first, an hour apart; players over the last 300 days, the later ones the newer
  const joined = `CASE WHEN i < ${tree.playerStart} THEN $1::timestamptz - interval '400 days' + make_interval(hours => i)
    ELSE $1::timestamptz - make_interval(secs => ${JOIN_SPAN_DAYS * 86_400}::float8 * (${tree.total} - i) / ${players}) END`;
  await db.query(
    `INSERT INTO members (id, merchant_id, username, username_key, password_hash, type, upline_id, password_changed_at, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT ${memberBase + 1} + i, $2, 'team_' || lpad(i::text, 5, '0'), 'team_' || lpad(i::text, 5, '0'), $3,
            CASE WHEN i < ${tree.playerStart} THEN 1 ELSE 0 END, ${memberBase + 1} + ${tree.sql}, at, at
       FROM (SELECT i, ${joined} AS at FROM generate_series(0, ${last}) i) s`,
    [now, merchantId, input.passwordHash],
  );
  // member i: id memberBase + 1 + i, main account accountBase + 1 + i, play session sessionBase + 1 + i
  await db.query(
    `CREATE UNLOGGED TABLE bench_team AS
     SELECT id - ${memberBase + 1} AS i, created_at AS joined, greatest(created_at + interval '1 hour', $1::timestamptz - interval '${shape.days} days') AS active_from
       FROM members WHERE id > ${memberBase}`,
    [now],
  );
  await db.query('ALTER TABLE bench_team ADD PRIMARY KEY (i)');
  await db.query(
    `INSERT INTO ledger_accounts (id, merchant_id, member_id, kind, currency, balance, may_go_negative, created_at) OVERRIDING SYSTEM VALUE
     SELECT ${accountBase + 1} + i, $1, ${memberBase + 1} + i, 'main', 'PHP', 0, false, joined FROM bench_team`,
    [merchantId],
  );
  await db.query(
    `INSERT INTO game_play_sessions (id, merchant_id, member_id, game_id, vendor, wallet_mode, account_type, language, back_url, ticket_hash,
       ticket_expires_at, ticket_used_at, created_at, expires_at, ended_at) OVERRIDING SYSTEM VALUE
     SELECT ${sessionBase + 1} + i, $1, ${memberBase + 1} + i, $2, $3, 'single', 1, 'EN', '/rng', 'team-ticket-' || i, joined, joined, joined, joined, joined
       FROM bench_team`,
    [merchantId, game.RNG.id, game.RNG.vassalage],
  );
  for (const table of ['members', 'ledger_accounts', 'game_play_sessions']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at)
     SELECT $2, 'solo_' || lpad(i::text, 5, '0'), 'solo_' || lpad(i::text, 5, '0'), $3, 0, at, at
       FROM (SELECT i, $1::timestamptz - make_interval(secs => 400 * 86400 * ${uniform('i', 18)}) AS at FROM generate_series(1, ${shape.outsiders}) i) s`,
    [now, merchantId, input.passwordHash],
  );
  await db.query(
    `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, balance, may_go_negative, created_at)
     SELECT merchant_id, id, 'main', 'PHP', 0, false, created_at FROM members WHERE id > ${memberBase + tree.total} AND merchant_id = $1`,
    [merchantId],
  );

  input.progress('bets');
  // a player drawn with a skew (a few play a lot, most a little), from the betting share of players
  const bettors = Math.floor(players * BETTING_SHARE);
  const playerOf = (n: string, salt: number) => `(${tree.playerStart} + (floor(${bettors} * power(${uniform(n, salt)}, 1.5))::int * 7) % ${players})`;
  const bets = shape.gameBets + shape.lotteryBets;
  // within the member's active days, at least half an hour before now (a lottery bet's draw and a
  // withdrawal's payment are past)
  const within = (n: string, salt: number) => `t.active_from + (($1::timestamptz - interval '30 minutes') - t.active_from) * ${uniform(n, salt)}`;
  // bets come in sessions: one player, one game and one stake for 15 rounds 40 seconds apart
  const session = `n / ${BETS_PER_SESSION}`;
  await db.query(
    `CREATE UNLOGGED TABLE bench_bets AS
     SELECT n, i, at, stake, status, CASE lottery WHEN true THEN (CASE status WHEN 'won' THEN stake * 2 ELSE 0 END)
              ELSE (CASE WHEN status = 'void' THEN stake WHEN status = 'open' OR ${uniform('n', 6)} < 0.55 THEN 0
                         ELSE floor(stake * (0.2 + 3.9 * ${uniform('n', 7)}))::bigint END) END AS payout,
            lottery, CASE WHEN lottery THEN ${game.LOTT.id} WHEN ${uniform(session, 3)} < 0.7 THEN ${game.RNG.id} ELSE ${game.LIVE.id} END AS game_id
       FROM (SELECT n, p.i, ${within(session, 2)} + make_interval(secs => 40 * (n % ${BETS_PER_SESSION})) AS at, n >= ${shape.gameBets} AS lottery,
                    (100 * (1 + floor(${uniform(session, 4)} * 50)))::bigint AS stake,
                    CASE WHEN n >= ${shape.gameBets}
                         THEN (CASE WHEN ${uniform('n', 5)} < 0.02 THEN 'open' WHEN ${uniform('n', 5)} < 0.47 THEN 'won' ELSE 'lost' END)
                         ELSE (CASE WHEN ${uniform('n', 5)} < 0.01 THEN 'open' WHEN ${uniform('n', 5)} < 0.03 THEN 'void' ELSE 'settled' END) END AS status
               FROM (SELECT n, ${playerOf(session, 1)} AS i FROM generate_series(0, ${bets - 1}) n) p JOIN bench_team t ON t.i = p.i) b`,
    [now],
  );

  input.progress('movements');
  // transaction numbers: bet n's stake 2n + 1 and its win or refund 2n + 2, then the rest after them
  const first = 2 * bets + 1;
  const reload = first + tree.total;
  const bonus = reload + shape.reloads;
  const withdrawal = bonus + shape.bonuses;
  const drawn = (count: number, pick: string) =>
    `(SELECT n, t.* FROM (SELECT n, ${pick} AS i FROM generate_series(0, ${count - 1}) n) p JOIN bench_team t USING (i)) t`;
  await db.query(
    `CREATE UNLOGGED TABLE bench_moves AS
     SELECT 2 * n + 1 AS tx, i, at, -stake AS amount, 'bet' AS kind FROM bench_bets
     UNION ALL
     SELECT 2 * n + 2, i, CASE WHEN lottery THEN date_trunc('minute', at) + interval '1 minute' ELSE at + interval '1 second' END,
            payout, CASE WHEN status = 'void' THEN 'refund' ELSE 'win' END FROM bench_bets WHERE payout > 0
     UNION ALL
     SELECT ${first} + t.i, t.i, t.joined + interval '30 minutes',
            100000 + 1000 * floor(${uniform('t.i', 8)} * 400)::bigint + coalesce(s.stakes, 0), 'deposit'
       FROM bench_team t LEFT JOIN (SELECT i, sum(stake) AS stakes FROM bench_bets GROUP BY i) s USING (i)
     UNION ALL
     SELECT ${reload} + n, i, ${within('n', 10)}, 50000 + 1000 * floor(${uniform('n', 11)} * 250)::bigint, 'deposit'
       FROM ${drawn(shape.reloads, playerOf('n', 9))}
     UNION ALL
     SELECT ${bonus} + n, i, ${within('n', 13)}, 100 + 100 * floor(${uniform('n', 14)} * 50)::bigint,
            CASE WHEN ${uniform('n', 15)} < 0.4 THEN 'bonus' ELSE 'rebate' END
       FROM ${drawn(shape.bonuses, playerOf('n', 12))}
     UNION ALL
     -- one withdrawal per member drawn, at most 1,000.00: less than the first deposit left over
     SELECT ${withdrawal} + n, i, ${within('n', 16)}, -(10000 + 1000 * floor(${uniform('n', 17)} * 90)::bigint), 'withdrawal'
       FROM ${drawn(shape.withdrawals, `${tree.playerStart} + (n * 13) % ${players}`)}`,
    [now],
  );
  await db.query('CREATE INDEX ON bench_moves (i)');

  // the merchant's side of the generated history, on the first slice of each account (server/wallet/merchant-slices.ts)
  const cashier = await firstSlice(db, merchantId, 'cashier');
  const house = await firstSlice(db, merchantId, 'house');
  for (let from = 0; from < tree.total; from += MEMBERS_PER_CHUNK) {
    const chunk = `i >= ${from} AND i < ${from + MEMBERS_PER_CHUNK}`;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_transactions (id, merchant_id, kind, idempotency_key, details, created_at) OVERRIDING SYSTEM VALUE
         SELECT ${txBase} + tx, ${merchantId}, kind, 'team-' || tx, '{}'::jsonb, at FROM bench_moves WHERE ${chunk}`,
      );
      // the member's leg with its running balance, and the merchant's counterpart
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind)
         SELECT ${txBase} + tx, ${accountBase + 1} + i, amount, sum(amount) OVER (PARTITION BY i ORDER BY at, tx), at, kind FROM bench_moves WHERE ${chunk}
         UNION ALL
         SELECT ${txBase} + tx, CASE WHEN kind IN ('deposit', 'withdrawal') THEN ${cashier} ELSE ${house} END, -amount, 0, at, kind
           FROM bench_moves WHERE ${chunk}`,
      );
    });
    input.progress(`ledger ${Math.min(tree.total, from + MEMBERS_PER_CHUNK)}/${tree.total} members`);
  }
  await db.query(`SELECT setval(pg_get_serial_sequence('ledger_transactions', 'id'), (SELECT max(id) FROM ledger_transactions))`);

  for (let from = 0; from < bets; from += BETS_PER_CHUNK) {
    const chunk = `n >= ${from} AND n < ${from + BETS_PER_CHUNK}`;
    const settledAt = `CASE WHEN status = 'open' THEN NULL WHEN lottery THEN date_trunc('minute', at) + interval '1 minute' ELSE at END`;
    const winTx = `CASE WHEN payout > 0 AND status <> 'void' THEN ${txBase} + 2 * n + 2 END`;
    await db.query(
      `INSERT INTO game_bets (merchant_id, member_id, game_id, play_session_id, bet_id, round_id, engine, wallet_kind, stake, payout, status,
         rtp_reference, outcome, bet_transaction_id, win_transaction_id, created_at, settled_at)
       SELECT ${merchantId}, ${memberBase + 1} + i, game_id, ${sessionBase + 1} + i, 'team-' || n, 'team-round-' || n,
              CASE WHEN game_id = ${game.RNG.id} THEN 'slot' ELSE 'cards' END, 'main', stake, payout, status, 'bench', '{}'::jsonb,
              ${txBase} + 2 * n + 1, ${winTx}, at, ${settledAt}
         FROM bench_bets WHERE NOT lottery AND ${chunk}`,
    );
    await db.query(
      `INSERT INTO lottery_bets (merchant_id, member_id, game_id, bet_id, numero, draw_at, bet_kind, picks, stake, status, payout, wallet_kind,
         rtp_reference, bet_transaction_id, win_transaction_id, created_at, settled_at)
       SELECT ${merchantId}, ${memberBase + 1} + i, game_id, 'team-l-' || n, to_char(at, 'YYYYMMDDHH24MI'), date_trunc('minute', at) + interval '1 minute',
              'DE', '["38"]'::jsonb, stake, status, payout, 'main', 'bench', ${txBase} + 2 * n + 1, ${winTx}, at, ${settledAt}
         FROM bench_bets WHERE lottery AND ${chunk}`,
    );
    input.progress(`bets ${Math.min(bets, from + BETS_PER_CHUNK)}/${bets}`);
  }

  input.progress('withdrawals');
  await db.query(
    `INSERT INTO bank_cards (merchant_id, member_id, bank_code, card_type, account_number, card_holder, created_at)
     SELECT $1::int, ${memberBase + 1} + m.i, $2::text, $3::text, lpad((${memberBase + 1} + m.i)::text, 12, '0'), 'Team Player ' || m.i, t.joined
       FROM bench_moves m JOIN bench_team t USING (i) WHERE m.kind = 'withdrawal'`,
    [merchantId, bank.bank_code, bank.card_type],
  );
  // paid twenty minutes after the request; the ledger above moves the money at the request
  await db.query(
    `INSERT INTO withdrawals (merchant_id, member_id, bank_card_id, amount, fee, status, snapshot, idempotency_key, created_at, updated_at, completed_at)
     SELECT $1, c.member_id, c.id, -m.amount, 0, 'completed', '{}'::jsonb, 'team-w-' || m.tx, m.at, m.at + interval '20 minutes', m.at + interval '20 minutes'
       FROM bench_moves m JOIN bank_cards c ON c.member_id = ${memberBase + 1} + m.i AND c.merchant_id = $1 WHERE m.kind = 'withdrawal'`,
    [merchantId],
  );

  input.progress('balances');
  await db.query(
    `UPDATE ledger_accounts a SET balance = s.total FROM (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
      WHERE a.id = s.account_id AND (a.id > $1 OR a.id IN ($2, $3))`,
    [accountBase, cashier, house],
  );
  for (const table of ['bench_moves', 'bench_bets', 'bench_team']) await db.query(`DROP TABLE ${table}`);
  // statistics for the planner and the visibility map set, as routine maintenance leaves a loaded
  // database (see money-data.ts)
  input.progress('vacuum and analyze');
  await db.query('VACUUM (ANALYZE)');
  return { merchantId, agentId: memberBase + 1, searchText: '0777' };
}
