/**
 * The betting record: a member's bets of every source, newest first. Two sources: the demo games'
 * rounds (game_bets, product = the game's type) and the draw lotteries' bets (lottery_bets, product
 * LOTT), told apart by their order number's letter (`G12`, `L7`).
 *
 * Paging: a page by number reads, per source, the first `offset + size` rows of its
 * (member_id, created_at, id) index and merges them, so page 50 of 10 reads at most 500 index rows a
 * source, not the member's whole history (an indexed offset: the pager jumps to any page and shows
 * the total). The export walks the same order by keyset (after the last row written), a chunk at a
 * time. The footer's sums come from the day totals and the range's partial days (record-days.ts).
 */
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage } from '../games/game-types';
import { formatAmount } from '../wallet/ledger.service';
import type { BetDetailValue, BetFooter, BetProduct, BetRecord, BetStatus, RecordProduct } from '../../wire/records.schemas';
import { rangeParts } from './record-days';
import type { RecordRange } from './record-range';

export interface BetFilter {
  merchantId: number;
  memberId: number;
  product: RecordProduct;
  range: RecordRange;
}

/** Where the previous chunk of an export ended: the next rows come strictly after it. */
export interface BetCursor {
  createdAt: Date;
  source: 'G' | 'L';
  id: number;
}

interface Row {
  source: 'G' | 'L';
  id: number;
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
const SETTLED = `status IN ('settled', 'won', 'lost')`;

/** Both sources' rows of the filter (time range, product), optionally after a cursor. */
function sources(cursorParams: boolean): string {
  // the cursor's row sorts by (created_at, source, id), newest first; each source keeps its index order
  const after = (letter: string, alias: string) =>
    cursorParams ? `AND ${alias}.created_at <= $6 AND (${alias}.created_at < $6 OR '${letter}' < $7 OR ('${letter}' = $7 AND ${alias}.id < $8))` : '';
  return `
    (SELECT 'G' AS source, b.id, b.created_at, b.settled_at, b.stake, b.payout, b.status, g.game_type AS product, g.name_en, g.name_ms, g.name_cn
       FROM game_bets b JOIN games g ON g.id = b.game_id
      WHERE b.member_id = $2 AND b.merchant_id = $1 AND b.created_at >= $3 AND b.created_at < $4 AND ($5::text IS NULL OR g.game_type = $5) ${after('G', 'b')}
      ORDER BY b.created_at DESC, b.id DESC LIMIT $LIMIT)
    UNION ALL
    (SELECT 'L', l.id, l.created_at, l.settled_at, l.stake, l.payout, l.status, 'LOTT', g.name_en, g.name_ms, g.name_cn
       FROM lottery_bets l JOIN games g ON g.id = l.game_id
      WHERE l.member_id = $2 AND l.merchant_id = $1 AND l.created_at >= $3 AND l.created_at < $4 AND ($5::text IS NULL OR $5 = 'LOTT') ${after('L', 'l')}
      ORDER BY l.created_at DESC, l.id DESC LIMIT $LIMIT)`;
}

const filterParams = (filter: BetFilter) => [
  filter.merchantId,
  filter.memberId,
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

/** Rows in the record's order: a page (`offset`) or the chunk after a cursor. */
export async function betRows(
  db: Queryable,
  filter: BetFilter,
  window: { limit: number; offset?: number; after?: BetCursor | null },
  language: CatalogueLanguage,
): Promise<{ records: BetRecord[]; last: BetCursor | null }> {
  const offset = window.offset ?? 0;
  const params: unknown[] = filterParams(filter);
  if (window.after) params.push(window.after.createdAt, window.after.source, window.after.id);
  params.push(offset + window.limit, window.limit, offset);
  const n = params.length;
  const sql = `SELECT * FROM (${sources(Boolean(window.after)).replaceAll('$LIMIT', `$${n - 2}`)}) r
    ORDER BY created_at DESC, source DESC, id DESC LIMIT $${n - 1} OFFSET $${n}`;
  const rows = (await db.query<Row>(sql, params)).rows;
  const tail = rows.at(-1);
  return {
    records: rows.map((row) => recordOf(row, language)),
    last: tail ? { createdAt: tail.created_at, source: tail.source, id: tail.id } : null,
  };
}

/**
 * The sums of one source's raw bets between two parameters ($1 merchant, $2 member, $5 product):
 * the partial days at a range's ends.
 */
function rawSums(table: 'game_bets' | 'lottery_bets', from: string, to: string): string {
  const product =
    table === 'game_bets'
      ? `($5::text IS NULL OR b.game_id IN (SELECT id FROM games WHERE merchant_id = $1 AND game_type = $5))`
      : `($5::text IS NULL OR $5 = 'LOTT')`;
  return `SELECT count(*) AS n, coalesce(sum(stake), 0) AS stake, coalesce(sum(stake) FILTER (WHERE ${SETTLED}), 0) AS valid,
      coalesce(sum(payout), 0) AS payout, coalesce(sum(payout - stake) FILTER (WHERE ${SETTLED}), 0) AS pnl
    FROM ${table} b WHERE b.member_id = $2 AND b.merchant_id = $1 AND b.created_at >= ${from} AND b.created_at < ${to} AND ${product}`;
}

/**
 * The totals of the whole filter (every page): the whole UTC days from the day totals
 * (022_record_days.sql), the partial days at the ends from the bets themselves (record-days.ts).
 */
export async function betFooter(db: Queryable, filter: BetFilter): Promise<BetFooter> {
  const parts = rangeParts(filter.range);
  const row = (
    await db.query<{ n: string; stake: string; valid: string; payout: string; pnl: string }>(
      `SELECT sum(n)::text AS n, sum(stake)::text AS stake, sum(valid)::text AS valid, sum(payout)::text AS payout, sum(pnl)::text AS pnl FROM (
        SELECT coalesce(sum(n), 0) AS n, coalesce(sum(stake), 0) AS stake, coalesce(sum(valid), 0) AS valid,
               coalesce(sum(payout), 0) AS payout, coalesce(sum(pnl), 0) AS pnl
          FROM member_bet_days d
         WHERE d.member_id = $2 AND d.merchant_id = $1 AND d.day >= $8::date AND d.day < $9::date
           AND ($5::text IS NULL OR (d.source = 'L' AND $5 = 'LOTT')
                OR (d.source = 'G' AND d.game_id IN (SELECT id FROM games WHERE merchant_id = $1 AND game_type = $5)))
        UNION ALL ${rawSums('game_bets', '$3', '$6')}
        UNION ALL ${rawSums('game_bets', '$7', '$4')}
        UNION ALL ${rawSums('lottery_bets', '$3', '$6')}
        UNION ALL ${rawSums('lottery_bets', '$7', '$4')}
      ) s`,
      [...filterParams(filter), parts.head.to, parts.tail.from, parts.days.from, parts.days.to],
    )
  ).rows[0];
  return {
    betAmount: money(BigInt(row.stake)),
    validBetAmount: money(BigInt(row.valid)),
    winAmount: money(BigInt(row.payout)),
    profitAndLoss: money(BigInt(row.pnl)),
    total: Number(row.n),
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
    picks: row.picks.map(String),
    winningNumbers: row.winning_numbers ? row.winning_numbers.map(String) : null,
    outcome: null,
  };
}
