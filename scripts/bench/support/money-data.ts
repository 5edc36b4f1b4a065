/**
 * Generates the money benchmark's data straight into a database (PGlite or PostgreSQL), as a busy
 * merchant's year would leave it: 10,000 members, 1,000,000 settled slot bets spread over the last
 * 12 months, and their ledger: one deposit per member and one movement per bet, 2,020,000 entries.
 * Twenty heavy players hold 20,000 bets each (so a record has a page 50 and an export is large);
 * the rest share the others. Rows are written in chunks with explicit ids, and the balances and
 * identity sequences are set afterwards, so the ledger ends balanced and consistent.
 */
import type { Db } from '../../../server/db/db.types';
import { firstSlice } from './merchant-slice';

export interface MoneyDataShape {
  members: number;
  bets: number;
  heavyMembers: number;
  heavyBets: number;
}

export const BENCH_SHAPE: MoneyDataShape = { members: 10_000, bets: 1_000_000, heavyMembers: 20, heavyBets: 20_000 };

const STAKE = 100;
const CHUNK = 50_000;
const YEAR_SECONDS = 365 * 86_400;

export interface MoneyData {
  /** the heavy players' member ids, the first one with the most history */
  heavyMemberIds: number[];
  merchantId: number;
}

async function one<T>(db: Db, sql: string, params: unknown[] = []): Promise<T> {
  return (await db.query<T>(sql, params)).rows[0];
}

export async function generateMoneyData(
  db: Db,
  shape: MoneyDataShape,
  input: { passwordHash: string; now: Date; progress: (text: string) => void },
): Promise<MoneyData> {
  const { merchantId } = await one<{ merchantId: number }>(db, `SELECT id AS "merchantId" FROM merchants WHERE code = 'demo'`);
  const game = await one<{ id: number; vassalage: string }>(
    db,
    `SELECT g.id, v.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.merchant_id = $1 AND g.game_type = 'RNG' ORDER BY g.id LIMIT 1`,
    [merchantId],
  );
  const memberBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM members')).max ?? 0;
  const heavyTotal = shape.heavyMembers * shape.heavyBets;
  const lightMembers = shape.members - shape.heavyMembers;
  const now = input.now.toISOString();

  input.progress(`members ${shape.members}`);
  await db.query(
    `INSERT INTO members (id, merchant_id, username, username_key, password_hash, type, password_changed_at, created_at)
     OVERRIDING SYSTEM VALUE
     SELECT $1::int + i, $2, 'bench_' || lpad(i::text, 5, '0'), 'bench_' || lpad(i::text, 5, '0'), $3, 0, $4::timestamptz, $4::timestamptz - interval '400 days'
       FROM generate_series(1, $5::int) i`,
    [memberBase, merchantId, input.passwordHash, now, shape.members],
  );
  // bets per member: heavy players first, the rest round robin (see memberOf below)

  input.progress('accounts and deposits');
  const accountBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM ledger_accounts')).max ?? 0;
  // main account of member i: accountBase + i
  await db.query(
    `INSERT INTO ledger_accounts (id, merchant_id, member_id, kind, currency, balance, may_go_negative, created_at) OVERRIDING SYSTEM VALUE
     SELECT $1::int + i, $2, $3::int + i, 'main', 'PHP', 0, false, $4::timestamptz FROM generate_series(1, $5::int) i`,
    [accountBase, merchantId, memberBase, now, shape.members],
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('ledger_accounts', 'id'), (SELECT max(id) FROM ledger_accounts))`);
  // the merchant's side of the generated history, on the first slice of each account (server/wallet/merchant-slices.ts)
  const cashier = await firstSlice(db, merchantId, 'cashier');
  const house = await firstSlice(db, merchantId, 'house');
  const txBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM ledger_transactions')).max ?? 0;
  const heavyCount = shape.heavyMembers;
  // the deposit of member i (an SQL expression of i): enough for all its bets and 1,000.00 more
  const depositOf = (i: string) =>
    `((CASE WHEN ${i} <= ${heavyCount} THEN ${shape.heavyBets} ELSE ${Math.floor((shape.bets - heavyTotal) / lightMembers)} + (CASE WHEN ${i} - ${heavyCount} <= ${(shape.bets - heavyTotal) % lightMembers} THEN 1 ELSE 0 END) END) * ${STAKE} + 100000)`;
  const depositSql = depositOf('i');
  await db.query(
    `INSERT INTO ledger_transactions (id, merchant_id, kind, idempotency_key, details, created_at) OVERRIDING SYSTEM VALUE
     SELECT $1::int + i, $2, 'deposit', 'bench-deposit-' || i, '{}'::jsonb, $3::timestamptz - interval '396 days' FROM generate_series(1, $4::int) i`,
    [txBase, merchantId, now, shape.members],
  );
  await db.query(
    `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind)
     SELECT $1::int + i, $2::int + i, ${depositSql}, ${depositSql}, $5::timestamptz - interval '396 days', 'deposit' FROM generate_series(1, $4::int) i
     UNION ALL
     SELECT $1::int + i, $3::int, -(${depositSql}), 0, $5::timestamptz - interval '396 days', 'deposit' FROM generate_series(1, $4::int) i`,
    [txBase, accountBase, cashier, shape.members, now],
  );

  input.progress('play sessions');
  const sessionBase = (await one<{ max: number | null }>(db, 'SELECT max(id) AS max FROM game_play_sessions')).max ?? 0;
  await db.query(
    `INSERT INTO game_play_sessions (id, merchant_id, member_id, game_id, vendor, wallet_mode, account_type, language, back_url, ticket_hash,
       ticket_expires_at, ticket_used_at, created_at, expires_at, ended_at) OVERRIDING SYSTEM VALUE
     SELECT $1::int + i, $2, $3::int + i, $4, $5, 'single', 1, 'EN', '/rng', 'bench-ticket-' || i, $6::timestamptz, $6::timestamptz,
            $6::timestamptz - interval '366 days', $6::timestamptz, $6::timestamptz FROM generate_series(1, $7::int) i`,
    [sessionBase, merchantId, memberBase, game.id, game.vassalage, now, shape.members],
  );

  // bet n (0-based): its member, its rank within the member's bets, its time
  const memberOf = `(CASE WHEN n < ${heavyTotal} THEN n / ${shape.heavyBets} + 1 ELSE ${heavyCount} + 1 + (n - ${heavyTotal}) % ${lightMembers} END)`;
  const rankOf = `(CASE WHEN n < ${heavyTotal} THEN n % ${shape.heavyBets} ELSE (n - ${heavyTotal}) / ${lightMembers} END)`;
  const betTx = shape.members; // bet n's transaction: txBase + members + 1 + n
  for (let from = 0; from < shape.bets; from += CHUNK) {
    const to = Math.min(shape.bets, from + CHUNK) - 1;
    const series = `FROM generate_series(${from}, ${to}) n`;
    const at = `($1::timestamptz - make_interval(secs => ((n::bigint * 7919) % ${YEAR_SECONDS})))`;
    await db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO ledger_transactions (id, merchant_id, kind, idempotency_key, details, created_at) OVERRIDING SYSTEM VALUE
         SELECT ${txBase + betTx + 1} + n, ${merchantId}, 'bet', 'bench-bet-' || n, '{}'::jsonb, ${at} ${series}`,
        [now],
      );
      await tx.query(
        `INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind)
         SELECT ${txBase + betTx + 1} + n, ${accountBase} + ${memberOf}, -${STAKE}, ${depositOf(memberOf)} - ${STAKE} * (${rankOf} + 1), ${at}, 'bet' ${series}
         UNION ALL
         SELECT ${txBase + betTx + 1} + n, ${house}, ${STAKE}, 0, ${at}, 'bet' ${series}`,
        [now],
      );
      await tx.query(
        `INSERT INTO game_bets (merchant_id, member_id, game_id, play_session_id, bet_id, round_id, engine, wallet_kind, stake, payout, status,
           rtp_reference, outcome, bet_transaction_id, created_at, settled_at)
         SELECT ${merchantId}, ${memberBase} + ${memberOf}, ${game.id}, ${sessionBase} + ${memberOf}, 'bench-' || n, 'bench-round-' || n, 'slot', 'main',
                ${STAKE}, 0, 'settled', 'bench', '{"reels":[]}'::jsonb, ${txBase + betTx + 1} + n, ${at}, ${at} ${series}`,
        [now],
      );
    });
    input.progress(`bets ${to + 1}/${shape.bets}`);
  }

  input.progress('balances and sequences');
  await db.query(
    `UPDATE ledger_accounts a SET balance = s.total FROM (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) s
      WHERE a.id = s.account_id AND a.id > $1`,
    [accountBase],
  );
  for (const table of ['members', 'ledger_accounts', 'ledger_transactions', 'game_play_sessions']) {
    await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  // a loaded database as routine maintenance leaves it: statistics for the planner, and the visibility
  // map set so index-only scans stay index-only (PostgreSQL's autovacuum does this by itself; PGlite
  // has no autovacuum, so a long-lived embedded database wants the same pass now and then)
  input.progress('vacuum and analyze');
  await db.query('VACUUM (ANALYZE)');
  return { merchantId, heavyMemberIds: Array.from({ length: shape.heavyMembers }, (_, i) => memberBase + 1 + i) };
}
