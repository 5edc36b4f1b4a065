/**
 * The betting record: a member's bets of every source, newest first. Two sources: the demo games'
 * rounds (game_bets, product = the game's type) and the draw lotteries' bets (lottery_bets, product
 * LOTT), told apart by their order number's letter (`G12`, `L7`). The same record lists several
 * members' bets at once (an agent's team, record-owners.ts): each row says whose it is.
 *
 * Paging: the summary (betSummary) gives the footer and how many rows each day holds, from the day
 * totals the database keeps (022_record_days.sql, record-days.ts). A page by number starts at the
 * day its first row falls on and reads, per source, `skip + size` rows of its (member_id,
 * created_at, id) index from there, merged: page 50 reads about as many rows as page 1, and the
 * pager still jumps to any page and shows the total. Several members: the same per member, merged.
 * The export walks the same order by keyset (after the last row written), a chunk at a time.
 */
import type { Queryable } from '../db/db.types';
import { betKindName, pickName } from './bet-kind-names';
import type { CatalogueLanguage } from '../games/game-types';
import { formatAmount } from '../wallet/ledger.service';
import type { BetDetailValue, BetFooter, BetProduct, BetRecord, BetStatus, RecordProduct } from '../../wire/records.schemas';
import { pageStart, rangeParts, segmentsOf } from './record-days';
import type { Segment } from './record-days';
import { ownerIds } from './record-owners';
import type { RecordOwners } from './record-owners';
import type { RecordRange } from './record-range';

export type BetFilter = RecordOwners & {
  merchantId: number;
  product: RecordProduct;
  range: RecordRange;
};

/** Where the previous chunk of an export ended: the next rows come strictly after it. */
export interface BetCursor {
  createdAt: Date;
  source: 'G' | 'L';
  id: number;
}

interface Row {
  source: 'G' | 'L';
  id: number;
  member_id: number;
  created_at: Date;
  settled_at: Date | null;
  stake: string;
  payout: string;
  status: string;
  product: BetProduct;
  name_en: string;
  name_ms: string;
  name_cn: string;
}

const money = (minor: bigint) => Number(formatAmount(minor));
/** the pages' queries: a few fixed texts, run on every page view */
const PREPARED = { prepare: true };
const SETTLED = `status IN ('settled', 'won', 'lost')`;

/**
 * Both sources' rows of the filter (members, time range, product), optionally after a cursor: per
 * member and source the newest rows of its (member_id, created_at, id) index, at most $LIMIT.
 */
function sources(cursorParams: boolean): string {
  // the cursor's row sorts by (created_at, source, id), newest first; each source keeps its index order
  const after = (letter: string, alias: string) =>
    cursorParams ? `AND ${alias}.created_at <= $6 AND (${alias}.created_at < $6 OR '${letter}' < $7 OR ('${letter}' = $7 AND ${alias}.id < $8))` : '';
  return `
    (SELECT r.* FROM unnest($2::int[]) AS m(id) CROSS JOIN LATERAL (
       SELECT 'G' AS source, b.id, b.member_id, b.created_at, b.settled_at, b.stake, b.payout, b.status, g.game_type AS product, g.name_en, g.name_ms, g.name_cn
         FROM game_bets b JOIN games g ON g.id = b.game_id
        WHERE b.member_id = m.id AND b.merchant_id = $1 AND b.created_at >= $3 AND b.created_at < $4 AND ($5::text IS NULL OR g.game_type = $5) ${after('G', 'b')}
        ORDER BY b.created_at DESC, b.id DESC LIMIT $LIMIT) r)
    UNION ALL
    (SELECT r.* FROM unnest($2::int[]) AS m(id) CROSS JOIN LATERAL (
       SELECT 'L' AS source, l.id, l.member_id, l.created_at, l.settled_at, l.stake, l.payout, l.status, 'LOTT' AS product, g.name_en, g.name_ms, g.name_cn
         FROM lottery_bets l JOIN games g ON g.id = l.game_id
        WHERE l.member_id = m.id AND l.merchant_id = $1 AND l.created_at >= $3 AND l.created_at < $4 AND ($5::text IS NULL OR $5 = 'LOTT') ${after('L', 'l')}
        ORDER BY l.created_at DESC, l.id DESC LIMIT $LIMIT) r)`;
}

const filterParams = (filter: BetFilter) => [
  filter.merchantId,
  ownerIds(filter),
  filter.range.from,
  filter.range.to,
  filter.product === 'ALL' ? null : filter.product,
];

export function nameIn(row: Pick<Row, 'name_en' | 'name_ms' | 'name_cn'>, language: CatalogueLanguage): string {
  return language === 'MS' ? row.name_ms : language === 'CN' ? row.name_cn : row.name_en;
}

function statusOf(row: Pick<Row, 'status' | 'payout'>): BetStatus {
  // a game round is `settled` whatever it paid; a lottery bet says won or lost itself
  if (row.status === 'settled') return BigInt(row.payout) > 0n ? 'won' : 'lost';
  return row.status as BetStatus;
}

function recordOf(row: Row, language: CatalogueLanguage): BetRecord {
  const stake = BigInt(row.stake);
  const payout = BigInt(row.payout);
  const status = statusOf(row);
  const settled = status === 'won' || status === 'lost';
  return {
    orderNo: `${row.source}${row.id}`,
    product: row.product,
    gameName: nameIn(row, language),
    betTimeInTimestamp: row.created_at.getTime(),
    settleTimeInTimestamp: row.settled_at ? row.settled_at.getTime() : null,
    betAmount: money(stake),
    validBetAmount: money(settled ? stake : 0n),
    winAmount: money(payout),
    profitAndLoss: money(settled ? payout - stake : 0n),
    status,
  };
}

/**
 * Rows in the record's order: a page (`offset`) or the chunk after a cursor; `memberIds[i]` is whose
 * `records[i]` is.
 */
export async function betRows(
  db: Queryable,
  filter: BetFilter,
  window: { limit: number; offset?: number; after?: BetCursor | null; segments?: Segment[] },
  language: CatalogueLanguage,
): Promise<{ records: BetRecord[]; memberIds: number[]; last: BetCursor | null }> {
  // with the summary's segments a page starts at its own day: the newer rows are counted, not read
  const start = window.segments
    ? pageStart(window.segments, window.offset ?? 0, filter.range.from)
    : { before: filter.range.to, skip: window.offset ?? 0 };
  const offset = start.skip;
  const params: unknown[] = filterParams({ ...filter, range: { from: filter.range.from, to: start.before } });
  if (window.after) params.push(window.after.createdAt, window.after.source, window.after.id);
  params.push(offset + window.limit, window.limit, offset);
  const n = params.length;
  const sql = `SELECT * FROM (${sources(Boolean(window.after)).replaceAll('$LIMIT', `$${n - 2}`)}) r
    ORDER BY created_at DESC, source DESC, id DESC LIMIT $${n - 1} OFFSET $${n}`;
  // not prepared: PostgreSQL's generic plan for this union (the product filter and the limits as
  // parameters) reads several times the rows its custom plan does
  const rows = (await db.query<Row>(sql, params)).rows;
  const tail = rows.at(-1);
  return {
    records: rows.map((row) => recordOf(row, language)),
    memberIds: rows.map((row) => row.member_id),
    last: tail ? { createdAt: tail.created_at, source: tail.source, id: tail.id } : null,
  };
}

/**
 * The sums of one source's raw bets between two parameters ($1 merchant, $2 members, $5 product):
 * the partial days at a range's ends.
 */
function rawSums(table: 'game_bets' | 'lottery_bets', part: 'head' | 'tail', from: string, to: string): string {
  const product =
    table === 'game_bets'
      ? `($5::text IS NULL OR b.game_id IN (SELECT id FROM games WHERE merchant_id = $1 AND game_type = $5))`
      : `($5::text IS NULL OR $5 = 'LOTT')`;
  return `SELECT '${part}' AS part, NULL AS day, count(*) AS n, coalesce(sum(stake), 0) AS stake, coalesce(sum(stake) FILTER (WHERE ${SETTLED}), 0) AS valid,
      coalesce(sum(payout), 0) AS payout, coalesce(sum(payout - stake) FILTER (WHERE ${SETTLED}), 0) AS pnl
    FROM ${table} b WHERE b.member_id = ANY($2::int[]) AND b.merchant_id = $1 AND b.created_at >= ${from} AND b.created_at < ${to} AND ${product}`;
}

export interface BetSummary {
  footer: BetFooter;
  /** where the rows are, newest first: for paging (record-days.ts pageStart) */
  segments: Segment[];
}

/**
 * The totals of the whole filter (every page) and its rows per day: the whole UTC days from the day
 * totals (022_record_days.sql), the partial days at the ends from the bets themselves.
 */
export async function betSummary(db: Queryable, filter: BetFilter): Promise<BetSummary> {
  const parts = rangeParts(filter.range);
  const rows = (
    await db.query<{ part: 'day' | 'head' | 'tail'; day: string | null; n: string; stake: string; valid: string; payout: string; pnl: string }>(
      `SELECT part, day, sum(n)::text AS n, sum(stake)::text AS stake, sum(valid)::text AS valid, sum(payout)::text AS payout, sum(pnl)::text AS pnl FROM (
        SELECT 'day' AS part, to_char(d.day, 'YYYY-MM-DD') AS day, n, stake, valid, payout, pnl
          FROM member_bet_days d
         WHERE d.member_id = ANY($2::int[]) AND d.merchant_id = $1 AND d.day >= $8::date AND d.day < $9::date
           AND ($5::text IS NULL OR (d.source = 'L' AND $5 = 'LOTT')
                OR (d.source = 'G' AND d.game_id IN (SELECT id FROM games WHERE merchant_id = $1 AND game_type = $5)))
        UNION ALL ${rawSums('game_bets', 'head', '$3', '$6')}
        UNION ALL ${rawSums('game_bets', 'tail', '$7', '$4')}
        UNION ALL ${rawSums('lottery_bets', 'head', '$3', '$6')}
        UNION ALL ${rawSums('lottery_bets', 'tail', '$7', '$4')}
      ) s GROUP BY part, day`,
      [...filterParams(filter), parts.head.to, parts.tail.from, parts.days.from, parts.days.to],
      PREPARED,
    )
  ).rows;
  const total = (pick: (row: (typeof rows)[number]) => string) => rows.reduce((sum, row) => sum + BigInt(pick(row)), 0n);
  const countOf = (part: 'head' | 'tail') => Number(rows.find((row) => row.part === part)?.n ?? 0);
  const days = new Map(rows.filter((row) => row.part === 'day').map((row) => [row.day as string, Number(row.n)]));
  return {
    footer: {
      betAmount: money(total((row) => row.stake)),
      validBetAmount: money(total((row) => row.valid)),
      winAmount: money(total((row) => row.payout)),
      profitAndLoss: money(total((row) => row.pnl)),
      total: Number(total((row) => row.n)),
    },
    segments: segmentsOf(parts, { head: countOf('head'), tail: countOf('tail'), days }),
  };
}

/** One bet of the member by its order number, with what was played and drawn; null when it is not theirs. */
export async function betDetail(
  db: Queryable,
  input: { merchantId: number; memberId: number; orderNo: string },
  language: CatalogueLanguage,
): Promise<BetDetailValue | null> {
  const id = Number(input.orderNo.slice(1));
  const owner = [input.merchantId, input.memberId, id];
  if (input.orderNo.startsWith('G')) {
    const found = await db.query<Row & { round_id: string; rtp_reference: string; outcome: Record<string, unknown> }>(
      `SELECT 'G' AS source, b.id, b.created_at, b.settled_at, b.stake, b.payout, b.status, g.game_type AS product, g.name_en, g.name_ms, g.name_cn,
              b.round_id, b.rtp_reference, b.outcome
         FROM game_bets b JOIN games g ON g.id = b.game_id WHERE b.merchant_id = $1 AND b.member_id = $2 AND b.id = $3`,
      owner,
    );
    const row = found.rows[0];
    if (!row) return null;
    return {
      ...recordOf(row, language),
      reference: row.round_id,
      rtpReference: row.rtp_reference,
      betKind: null,
      betKindName: null,
      picks: null,
      winningNumbers: null,
      outcome: row.outcome,
    };
  }
  const found = await db.query<Row & { numero: string; rtp_reference: string; bet_kind: string; picks: string[]; winning_numbers: string[] | null }>(
    `SELECT 'L' AS source, l.id, l.created_at, l.settled_at, l.stake, l.payout, l.status, 'LOTT' AS product, g.name_en, g.name_ms, g.name_cn,
            l.numero, l.rtp_reference, l.bet_kind, l.picks, d.winning_numbers
       FROM lottery_bets l JOIN games g ON g.id = l.game_id LEFT JOIN lottery_draws d ON d.id = l.draw_id
      WHERE l.merchant_id = $1 AND l.member_id = $2 AND l.id = $3`,
    owner,
  );
  const row = found.rows[0];
  if (!row) return null;
  return {
    ...recordOf(row, language),
    reference: row.numero,
    rtpReference: row.rtp_reference,
    betKind: row.bet_kind,
    betKindName: betKindName(row.bet_kind, language),
    picks: row.picks.map((pick) => pickName(String(pick), language)),
    winningNumbers: row.winning_numbers ? row.winning_numbers.map(String) : null,
    outcome: null,
  };
}
