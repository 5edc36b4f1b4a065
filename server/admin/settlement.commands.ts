/**
 * Contract and rebate settlement from the admin CLI: run a period by hand (`settle daily --period
 * 2026-11-26`, `settle hourly --period 2026-11-26T13`, `settle rebate --period 2026-11-26`), the
 * same code the gateway's job runs, so a period already paid pays nothing again and one paid half
 * way is finished.
 */
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { dividendPeriodAt } from '../contracts/settlement/dividend';
import type { DividendPeriodType } from '../contracts/settlement/dividend';
import {
  DEFAULT_UTC_OFFSET_MINUTES,
  settleDailySalaries,
  settleDividends,
  settleHourlySalaries,
  settleRealtimeSalaries,
} from '../contracts/settlement/settlement.service';
import type { SettlementRun } from '../contracts/settlement/settlement.service';
import { settleRebates } from '../rebates/rebate-payouts.service';
import type { RebateRun } from '../rebates/rebate-payouts.service';
import { formatAmount } from '../wallet/ledger.service';

export const SETTLEMENT_USAGE = `  settle daily --period YYYY-MM-DD [--merchant CODE]  pay the daily salaries of that merchant day (only once)
  settle rebate --period YYYY-MM-DD [--merchant CODE] pay the rebates of that merchant day (only once)
  settle hourly --period YYYY-MM-DDTHH [--merchant CODE]
                                                       pay the hourly salaries of that merchant hour (only once)
  settle realtime --period YYYY-MM-DDTHH:MM [--merchant CODE]
                                                       pay the real-time salaries of that 5-minute window (only once)
  settle dividend --type D|W|H|M --period YYYY-MM-DD [--merchant CODE]
                                                       pay the dividends of the day, week, half month or month
                                                       holding that day (only once; oldest period first)`;

export type SettlementCommand =
  | { kind: 'settle.daily'; merchant: string; day: string }
  | { kind: 'settle.rebate'; merchant: string; day: string }
  | { kind: 'settle.hourly'; merchant: string; hour: string }
  | { kind: 'settle.dividend'; merchant: string; type: DividendPeriodType; day: string }
  | { kind: 'settle.realtime'; merchant: string; window: string };

export class SettlementUsageError extends Error {}

export function parseSettlementCommand(argv: string[]): SettlementCommand | null {
  const [area, kind, ...rest] = argv;
  if (area !== 'settle') return null;
  if (kind !== 'daily' && kind !== 'rebate' && kind !== 'hourly' && kind !== 'dividend' && kind !== 'realtime')
    throw new SettlementUsageError(
      'settle daily|rebate --period YYYY-MM-DD, settle hourly --period YYYY-MM-DDTHH, settle realtime --period YYYY-MM-DDTHH:MM, or settle dividend --type D|W|H|M --period YYYY-MM-DD',
    );
  const options = kind === 'dividend' ? ['--period', '--merchant', '--type'] : ['--period', '--merchant'];
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    if (!options.includes(name)) throw new SettlementUsageError(`unknown option ${name}`);
    if (rest[i + 1] === undefined) throw new SettlementUsageError(`${name} needs a value`);
    values[name.slice(2)] = rest[i + 1];
  }
  const period = values.period ?? '';
  const merchant = values.merchant ?? DEMO_MERCHANT_CODE;
  if (kind === 'realtime') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d[05]$/.test(period) || Number.isNaN(Date.parse(`${period}:00Z`)))
      throw new SettlementUsageError('--period must be the start of a 5-minute window, YYYY-MM-DDTHH:MM (MM a multiple of 5)');
    return { kind: 'settle.realtime', merchant, window: period };
  }
  if (kind === 'hourly') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}:00:00Z`)))
      throw new SettlementUsageError('--period must be an hour, YYYY-MM-DDTHH');
    return { kind: 'settle.hourly', merchant, hour: period };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}T00:00:00Z`)))
    throw new SettlementUsageError('--period must be a day, YYYY-MM-DD');
  if (kind === 'dividend') {
    const type = values.type;
    if (type !== 'D' && type !== 'W' && type !== 'H' && type !== 'M') throw new SettlementUsageError('--type must be D, W, H (half month) or M');
    return { kind: 'settle.dividend', merchant, type, day: period };
  }
  return { kind: kind === 'rebate' ? 'settle.rebate' : 'settle.daily', merchant, day: period };
}

/** The run a command asks for, in the merchant's calendar. */
function runFor(db: Db, command: SettlementCommand, merchantId: number, offset: number, now: Date): Promise<SettlementRun | RebateRun> {
  if (command.kind === 'settle.rebate') return settleRebates(db, { merchantId, day: command.day, utcOffsetMinutes: offset, now });
  if (command.kind === 'settle.daily') return settleDailySalaries(db, { merchantId, day: command.day, utcOffsetMinutes: offset, now });
  if (command.kind === 'settle.realtime') {
    const from = new Date(Date.parse(`${command.window}:00Z`) - offset * 60_000);
    return settleRealtimeSalaries(db, { merchantId, from, utcOffsetMinutes: offset, now });
  }
  if (command.kind === 'settle.hourly') {
    // the merchant's local hour, as an instant
    const hourStart = new Date(Date.parse(`${command.hour}:00:00Z`) - offset * 60_000);
    return settleHourlySalaries(db, { merchantId, hourStart, utcOffsetMinutes: offset, now });
  }
  // the period holding the merchant's day (its noon)
  const period = dividendPeriodAt(command.type, new Date(Date.parse(`${command.day}T12:00:00Z`) - offset * 60_000), offset);
  return settleDividends(db, { merchantId, period, now });
}

/** What a run did, in a line. */
function summary(run: SettlementRun | RebateRun): string {
  const paid = `${run.written} settled now (${formatAmount(BigInt(run.paid))} paid), ${run.alreadySettled} settled before`;
  if (run.kind === 'rebate') return `rebates ${run.period}: ${run.members} member(s) with a rebate, ${paid}`;
  return `${run.kind === 'dividend' ? 'dividends' : `${run.kind} salaries`} ${run.period}: ${run.contracts} contract(s) in force, ${paid}`;
}

export async function executeSettlementCommand<R>(
  db: Db,
  command: SettlementCommand,
  helpers: { now: () => Date; done: (text: string) => R; fail: (text: string) => R; auditIn: (tx: Queryable) => Promise<unknown> },
): Promise<R> {
  const merchant = (
    await db.query<{ id: number; offset: number | null }>(
      `SELECT id, (settings->>'utcOffsetMinutes')::int AS offset FROM merchants WHERE code = $1`,
      [command.merchant],
    )
  ).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  try {
    const run = await runFor(db, command, merchant.id, merchant.offset ?? DEFAULT_UTC_OFFSET_MINUTES, helpers.now());
    await helpers.auditIn(db);
    return helpers.done(summary(run));
  } catch (error) {
    if (error instanceof Error && error.message.includes('has not ended')) return helpers.fail(error.message);
    throw error;
  }
}
