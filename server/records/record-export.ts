/**
 * The CSV exports of the betting and account records, streamed: the rows are read a chunk at a
 * time by keyset (strictly after the last row written) and each chunk is written before the next
 * is read, so a year of a busy member's record costs one chunk of memory, not the whole result.
 * The reply stream pulls the next chunk only when the client has taken the last one. Times are the
 * merchant's, with the offset written beside them (`2026-12-07 10:27:29 +08:00`), so a row reads as
 * the member saw it on the site and a program still knows the instant.
 */
import { Readable } from 'node:stream';
import { stampWithOffset } from '../../rules/date-format';
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage } from '../games/game-types';
import { entryRows } from './account-records';
import type { EntryCursor, TransactionFilter } from './account-records';
import { betRows } from './bet-records';
import type { BetCursor, BetFilter } from './bet-records';
import { BOM, csvRecord } from './csv';

/** Rows read per query: small enough to keep memory flat, large enough that a year is few queries. */
export const EXPORT_CHUNK = 500;

/** The merchant's time zone the rows are written in (minutes east of UTC). */
export type ExportZone = { utcOffsetMinutes: number };

const stamp = (ms: number | null, zone: ExportZone) => (ms === null ? null : stampWithOffset(ms, zone.utcOffsetMinutes));

async function* betLines(db: Queryable, filter: BetFilter, language: CatalogueLanguage, zone: ExportZone, chunk: number): AsyncGenerator<string> {
  yield BOM + csvRecord(['Order no', 'Bet time', 'Settle time', 'Product', 'Game', 'Bet', 'Valid bet', 'Payout', 'Profit and loss', 'Status']);
  let after: BetCursor | null = null;
  do {
    const page = await betRows(db, filter, { limit: chunk, after }, language);
    if (page.records.length === 0) return;
    yield page.records
      .map((r) =>
        csvRecord([
          r.orderNo,
          stamp(r.betTimeInTimestamp, zone),
          stamp(r.settleTimeInTimestamp, zone),
          r.product,
          r.gameName,
          r.betAmount,
          r.validBetAmount,
          r.winAmount,
          r.profitAndLoss,
          r.status,
        ]),
      )
      .join('');
    after = page.records.length < chunk ? null : page.last;
  } while (after);
}

async function* entryLines(
  db: Queryable,
  filter: TransactionFilter,
  language: CatalogueLanguage,
  zone: ExportZone,
  chunk: number,
): AsyncGenerator<string> {
  // the file keeps the record's codes for a spreadsheet to group on; Step is the movement's step (withdrawalHold, …) the page names
  yield BOM + csvRecord(['Transaction id', 'Time', 'Type', 'Wallet', 'Amount', 'Balance after', 'Reference', 'Remark', 'Step']);
  let after: EntryCursor | null = null;
  do {
    const page = await entryRows(db, filter, { limit: chunk, after }, language);
    if (page.records.length === 0) return;
    yield page.records
      .map((r) =>
        csvRecord([r.txId, stamp(r.txTimeInTimestamp, zone), r.txType, r.wallet, r.amount, r.currentAvailBalance, r.orderNo, r.remark, r.note]),
      )
      .join('');
    after = page.records.length < chunk ? null : page.last;
  } while (after);
}

export const betCsv = (db: Queryable, filter: BetFilter, language: CatalogueLanguage, zone: ExportZone, chunk = EXPORT_CHUNK) =>
  Readable.from(betLines(db, filter, language, zone, chunk), { objectMode: false });

export const entryCsv = (db: Queryable, filter: TransactionFilter, language: CatalogueLanguage, zone: ExportZone, chunk = EXPORT_CHUNK) =>
  Readable.from(entryLines(db, filter, language, zone, chunk), { objectMode: false });
