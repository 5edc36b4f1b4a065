/**
 * The account record: every ledger entry of the member's own wallets, newest first, with its type,
 * signed amount, the wallet's balance right after it, and what it was for.
 *
 * The wallets are `main` and the vendor wallets (transfer mode), the money the member may spend.
 * The withdrawal hold is left out: a requested withdrawal shows once, as the debit of main that
 * moved it to the hold (and a rejected one as the credit that brought it back); listing the hold's
 * own entries would show the same money twice and a balance the member cannot spend.
 *
 * The same record lists several members' entries at once (an agent's downline transactions,
 * record-owners.ts), there of their main wallets only (`mainOnly`); each row says whose it is.
 *
 * Paging as the betting record (bet-records.ts): the summary's day counts tell the page which day it
 * starts on, and from there per wallet the first `skip + size` entries of its (account_id,
 * created_at, id) index are merged; the export walks the same order by keyset.
 */
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage } from '../games/game-types';
import { formatAmount } from '../wallet/ledger.service';
import type { TransactionRecord, TransactionValue, TxType } from '../../wire/records.schemas';
import { pageStart, rangeParts, segmentsOf } from './record-days';
import type { Segment } from './record-days';
import { ownerIds } from './record-owners';
import type { RecordOwners } from './record-owners';
import type { RecordRange } from './record-range';
import { KNOWN_KINDS, kindsOf, noteOf, referenceOf, remarkCodes, remarkOf, txTypeOf, walletCodeOf } from './record-types';
import type { RemarkNames } from './record-types';

export type TransactionFilter = RecordOwners & {
  merchantId: number;
  types: readonly TxType[] | undefined;
  range: RecordRange;
  /** the main wallets only, not the vendor wallets */
  mainOnly?: boolean;
};

export interface EntryCursor {
  createdAt: Date;
  id: number;
}

interface Row {
  id: number;
  amount: string;
  balance_after: string;
  created_at: Date;
  kind: string;
  account_kind: string;
  member_id: number;
  details: Record<string, unknown>;
}

const money = (minor: bigint) => Number(formatAmount(minor));
/** the pages' queries: a few fixed texts, run on every page view */
const PREPARED = { prepare: true };

/** The members' spendable wallets (or main wallets only); none before the first movement. */
async function walletsOf(db: Queryable, filter: TransactionFilter): Promise<number[]> {
  // coalesce: the owner index's own expression (a member's id is never 0)
  const rows = await db.query<{ id: number }>(
    `SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND coalesce(member_id, 0) = ANY($2::int[]) AND (kind = 'main' OR (NOT $3 AND kind LIKE 'vendor:%'))`,
    [filter.merchantId, ownerIds(filter), filter.mainOnly ?? false],
    PREPARED,
  );
  return rows.rows.map((row) => row.id);
}

/** $4 kinds (null: every kind), $5 other kinds too, $6 the kinds named by a type: the filter's kinds, on `alias`. */
const kindIn = (alias: string) => `($4::text[] IS NULL OR ${alias}.kind = ANY($4::text[]) OR ($5::boolean AND NOT ${alias}.kind = ANY($6::text[])))`;

/** $1 wallets, $2 from, $3 to, and the kinds: the entries of the filter, as a condition on `e`. */
const FILTER = `e.account_id = a.id AND e.created_at >= $2 AND e.created_at < $3 AND ${kindIn('e')}`;

function filterParams(wallets: number[], filter: TransactionFilter): unknown[] {
  const chosen = kindsOf(filter.types);
  return [wallets, filter.range.from, filter.range.to, chosen ? chosen.kinds : null, chosen?.other ?? false, KNOWN_KINDS];
}

function recordOf(row: Row, names: RemarkNames): TransactionRecord {
  const details = row.details ?? {};
  const wallet = walletCodeOf(row.account_kind);
  return {
    txId: String(row.id),
    txType: txTypeOf(row.kind),
    txTimeInTimestamp: row.created_at.getTime(),
    amount: money(BigInt(row.amount)),
    currentAvailBalance: money(BigInt(row.balance_after)),
    wallet,
    walletName: wallet === 'main' ? null : (names.vendors.get(wallet) ?? null),
    orderNo: referenceOf(row.kind, details),
    note: noteOf(row.kind, details),
    remark: remarkOf(row.kind, details, names),
  };
}

/** The merchant's names for the deposit channels and game vendors the rows mention (one query, none when none). */
async function remarkNames(db: Queryable, merchantId: number, rows: readonly Row[], language: CatalogueLanguage): Promise<RemarkNames> {
  const codes = remarkCodes(rows.map((row) => ({ kind: row.kind, details: row.details ?? {} })));
  const vendors = new Set(codes.vendors);
  for (const row of rows) if (row.account_kind.startsWith('vendor:')) vendors.add(walletCodeOf(row.account_kind));
  const names = { channels: new Map<string, string>(), vendors: new Map<string, string>(), games: new Map<string, string>() };
  if (codes.channels.length === 0 && vendors.size === 0 && codes.games.length === 0) return names;
  const found = await db.query<{ what: 'channel' | 'vendor' | 'game'; code: string; name: string }>(
    `SELECT 'channel' AS what, code, name FROM deposit_channels WHERE merchant_id = $1 AND code = ANY($2::text[])
     UNION ALL
     SELECT 'vendor' AS what, vassalage AS code, display_name AS name FROM game_vendors WHERE merchant_id = $1 AND vassalage = ANY($3::text[])
     UNION ALL
     SELECT 'game' AS what, node_id AS code, CASE $5::text WHEN 'MS' THEN name_ms WHEN 'CN' THEN name_cn ELSE name_en END AS name
       FROM games WHERE merchant_id = $1 AND node_id = ANY($4::text[])`,
    [merchantId, codes.channels, [...vendors], codes.games, language],
    PREPARED,
  );
  const maps = { channel: names.channels, vendor: names.vendors, game: names.games };
  for (const row of found.rows) maps[row.what].set(row.code, row.name);
  return names;
}

/**
 * Entries in the record's order: a page (`offset`) or the chunk after a cursor; `memberIds[i]` is
 * whose `records[i]` is.
 */
export async function entryRows(
  db: Queryable,
  filter: TransactionFilter,
  window: { limit: number; offset?: number; after?: EntryCursor | null; summary?: Pick<EntrySummary, 'wallets' | 'segments'> },
  /** the language the remarks name games in */
  language: CatalogueLanguage,
): Promise<{ records: TransactionRecord[]; memberIds: number[]; last: EntryCursor | null }> {
  const wallets = window.summary?.wallets ?? (await walletsOf(db, filter));
  if (wallets.length === 0) return { records: [], memberIds: [], last: null };
  // with the summary's segments a page starts at its own day: the newer entries are counted, not read
  const start = window.summary
    ? pageStart(window.summary.segments, window.offset ?? 0, filter.range.from)
    : { before: filter.range.to, skip: window.offset ?? 0 };
  const offset = start.skip;
  const params = filterParams(wallets, { ...filter, range: { from: filter.range.from, to: start.before } });
  const after = window.after ? `AND (e.created_at, e.id) < ($${params.length + 1}, $${params.length + 2})` : '';
  if (window.after) params.push(window.after.createdAt, window.after.id);
  params.push(offset + window.limit, window.limit, offset);
  const n = params.length;
  // the page's entries first, from the index alone; their movements and wallets only for those
  const rows = await db.query<Row>(
    `SELECT p.id, p.amount, p.balance_after, p.created_at, p.kind, acc.kind AS account_kind, acc.member_id, t.details
       FROM (
         SELECT e.* FROM unnest($1::int[]) AS a(id)
          CROSS JOIN LATERAL (
            SELECT e.id, e.transaction_id, e.account_id, e.amount, e.balance_after, e.created_at, e.kind FROM ledger_entries e
             WHERE ${FILTER} ${after}
             ORDER BY e.created_at DESC, e.id DESC LIMIT $${n - 2}
          ) e
          ORDER BY e.created_at DESC, e.id DESC LIMIT $${n - 1} OFFSET $${n}
       ) p
       JOIN ledger_transactions t ON t.id = p.transaction_id
       JOIN ledger_accounts acc ON acc.id = p.account_id
      ORDER BY p.created_at DESC, p.id DESC`,
    params,
    PREPARED,
  );
  const tail = rows.rows.at(-1);
  const names = await remarkNames(db, filter.merchantId, rows.rows, language);
  return {
    records: rows.rows.map((row) => recordOf(row, names)),
    memberIds: rows.rows.map((row) => row.member_id),
    last: tail ? { createdAt: tail.created_at, id: tail.id } : null,
  };
}

/** Count, credits and debits of the raw entries of the wallets between two parameters: a partial day at a range's end. */
const rawTotals = (part: 'head' | 'tail', from: string, to: string) =>
  `SELECT '${part}' AS part, NULL AS day, count(*) AS n, coalesce(sum(e.amount) FILTER (WHERE e.amount > 0), 0) AS income,
          coalesce(sum(-e.amount) FILTER (WHERE e.amount < 0), 0) AS expense
     FROM unnest($1::int[]) AS a(id) JOIN ledger_entries e ON e.account_id = a.id AND e.created_at >= ${from} AND e.created_at < ${to} AND ${kindIn('e')}`;

export interface EntrySummary extends Pick<TransactionValue, 'total' | 'footer'> {
  /** the wallets the record lists */
  wallets: number[];
  /** where the entries are, newest first: for paging (record-days.ts pageStart) */
  segments: Segment[];
}

/**
 * How many entries the filter holds, their credits and debits (every page), and the entries per
 * day: the whole UTC days from the day totals (022_record_days.sql), the partial days at the ends
 * from the entries.
 */
export async function entrySummary(db: Queryable, filter: TransactionFilter): Promise<EntrySummary> {
  const wallets = await walletsOf(db, filter);
  const parts = rangeParts(filter.range);
  const rows = wallets.length
    ? (
        await db.query<{ part: 'day' | 'head' | 'tail'; day: string | null; n: string; income: string; expense: string }>(
          `SELECT part, day, sum(n)::text AS n, sum(income)::text AS income, sum(expense)::text AS expense FROM (
             SELECT 'day' AS part, to_char(d.day, 'YYYY-MM-DD') AS day, d.n, d.income, d.expense
               FROM account_entry_days d
              WHERE d.account_id = ANY($1::int[]) AND d.day >= $9::date AND d.day < $10::date AND ${kindIn('d')}
             UNION ALL ${rawTotals('head', '$2', '$7')}
             UNION ALL ${rawTotals('tail', '$8', '$3')}
           ) s GROUP BY part, day`,
          [...filterParams(wallets, filter), parts.head.to, parts.tail.from, parts.days.from, parts.days.to],
          PREPARED,
        )
      ).rows
    : [];
  const total = (pick: (row: (typeof rows)[number]) => string) => rows.reduce((sum, row) => sum + BigInt(pick(row)), 0n);
  const income = total((row) => row.income);
  const expense = total((row) => row.expense);
  const countOf = (part: 'head' | 'tail') => Number(rows.find((row) => row.part === part)?.n ?? 0);
  const days = new Map(rows.filter((row) => row.part === 'day').map((row) => [row.day as string, Number(row.n)]));
  return {
    total: Number(total((row) => row.n)),
    footer: [{ income: money(income), expense: money(expense), net: money(income - expense) }],
    wallets,
    segments: segmentsOf(parts, { head: countOf('head'), tail: countOf('tail'), days }),
  };
}
