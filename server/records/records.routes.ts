/**
 * The member's records (wire/records.schemas.ts; research §3.7–3.9), token-authenticated, the
 * signed-in member's own rows only:
 * - `GET /wps/report/accountGameBetHistory`: the betting record of a product tab, with its totals;
 * - `GET /wps/report/accountGameBetDetail?orderNo=`: one bet with what was played and drawn;
 * - `GET /wps/relay/ODSFE2_MemTransDet`: the account record (every entry of the member's wallets);
 * - `GET /wps/relay/ODSFE2_MemPNL`: profit and loss per day and product, and the lifetime sums;
 * - `GET /wps/report/export/accountGameBetHistory`, `GET /wps/report/export/transaction`: the
 *   betting and account records of up to 12 months as CSV files, streamed, in the merchant's time.
 * Lists reach 92 days per range, exports 366; nothing older than 400 days (record-range.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_UTC_OFFSET_MINUTES, merchantDate } from '../../rules/merchant-day';
import { betDetailQuery, betExportQuery, betHistoryQuery, profitQuery, transactionExportQuery, transactionQuery } from '../../wire/records.schemas';
import type { AppContext } from '../app-context';
import { answerLanguage } from '../games/catalogue-http';
import { failure, ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import { entryRows, entrySummary } from './account-records';
import { betDetail, betRows, betSummary } from './bet-records';
import { memberProfit } from './profit-records';
import { betCsv, entryCsv } from './record-export';
import type { ExportZone } from './record-export';
import { EXPORT_SPAN_DAYS, LIST_SPAN_DAYS, recordRange } from './record-range';
import type { RecordRange } from './record-range';

/** `betting-record_2026-01-01_2026-01-31.csv`: the range's merchant days, the end's last millisecond included. */
function attachment(reply: FastifyReply, name: string, range: RecordRange, zone: ExportZone) {
  const day = (ms: number) => merchantDate(ms, zone.utcOffsetMinutes);
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}_${day(range.from.getTime())}_${day(range.to.getTime() - 1)}.csv"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff');
}

export function recordsRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  const owner = (request: FastifyRequest) => ({ merchantId: request.merchant!.id, memberId: request.session!.memberId });
  const language = (request: FastifyRequest) => answerLanguage(request, request.merchant!, undefined);
  // the exports write the merchant's time, as the site shows it
  const zone = (request: FastifyRequest): ExportZone => ({
    utcOffsetMinutes: request.merchant!.settings.utcOffsetMinutes ?? DEFAULT_UTC_OFFSET_MINUTES,
  });

  app.get('/wps/report/accountGameBetHistory', tokenRoute, async (request, reply) => {
    const query = parseQuery(betHistoryQuery, request.query);
    const filter = { ...owner(request), product: query.product, range: recordRange(query, ctx.now(), LIST_SPAN_DAYS) };
    const offset = (query.page - 1) * query.size;
    // the summary first: its day counts let the page start at its own day
    const { footer, segments } = await betSummary(ctx.db, filter);
    const page = await betRows(ctx.db, filter, { limit: query.size, offset, segments }, language(request));
    reply.header('cache-control', 'no-store');
    return ok({ list: page.records, total: footer.total, totalPages: Math.ceil(footer.total / query.size), footer: [footer] });
  });

  app.get('/wps/report/accountGameBetDetail', tokenRoute, async (request, reply) => {
    const query = parseQuery(betDetailQuery, request.query);
    const detail = await betDetail(ctx.db, { ...owner(request), orderNo: query.orderNo }, language(request));
    reply.header('cache-control', 'no-store');
    // another member's bet is as unknown as one that does not exist
    return detail ? ok(detail) : failure('bet.not.found', 'No such bet');
  });

  app.get('/wps/relay/ODSFE2_MemTransDet', tokenRoute, async (request, reply) => {
    const query = parseQuery(transactionQuery, request.query);
    const filter = { ...owner(request), types: query.codeTypes, range: recordRange(query, ctx.now(), LIST_SPAN_DAYS) };
    const totals = await entrySummary(ctx.db, filter);
    const page = await entryRows(ctx.db, filter, { limit: query.size, offset: (query.page - 1) * query.size, summary: totals }, language(request));
    reply.header('cache-control', 'no-store');
    return ok({ list: page.records, total: totals.total, totalPages: Math.ceil(totals.total / query.size), footer: totals.footer });
  });

  app.get('/wps/relay/ODSFE2_MemPNL', tokenRoute, async (request, reply) => {
    const query = parseQuery(profitQuery, request.query);
    const filter = {
      ...owner(request),
      product: query.product,
      range: recordRange(query, ctx.now(), LIST_SPAN_DAYS),
      utcOffsetMinutes: query.utcOffsetMinutes,
    };
    reply.header('cache-control', 'no-store');
    return ok(await memberProfit(ctx.db, filter, { page: query.page, size: query.size }));
  });

  app.get('/wps/report/export/accountGameBetHistory', tokenRoute, async (request, reply) => {
    const query = parseQuery(betExportQuery, request.query);
    const range = recordRange(query, ctx.now(), EXPORT_SPAN_DAYS);
    attachment(reply, 'betting-record', range, zone(request));
    return reply.send(betCsv(ctx.db, { ...owner(request), product: query.product, range }, language(request), zone(request)));
  });

  app.get('/wps/report/export/transaction', tokenRoute, async (request, reply) => {
    const query = parseQuery(transactionExportQuery, request.query);
    const range = recordRange(query, ctx.now(), EXPORT_SPAN_DAYS);
    attachment(reply, 'account-record', range, zone(request));
    return reply.send(entryCsv(ctx.db, { ...owner(request), types: query.codeTypes, range }, language(request), zone(request)));
  });
}
