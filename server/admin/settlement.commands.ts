/**
 * Contract settlement from the admin CLI: run a period by hand (`settle daily --period
 * 2026-11-26`, `settle hourly --period 2026-11-26T13`), the same code the gateway's job runs, so a period already paid pays nothing again
 * and one paid half way is finished.
 */
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { DEFAULT_UTC_OFFSET_MINUTES, settleDailySalaries, settleHourlySalaries } from '../contracts/settlement/settlement.service';
import { formatAmount } from '../wallet/ledger.service';

export const SETTLEMENT_USAGE = `  settle daily --period YYYY-MM-DD [--merchant CODE]  pay the daily salaries of that merchant day (only once)
  settle hourly --period YYYY-MM-DDTHH [--merchant CODE]
                                                       pay the hourly salaries of that merchant hour (only once)`;

export type SettlementCommand = { kind: 'settle.daily'; merchant: string; day: string } | { kind: 'settle.hourly'; merchant: string; hour: string };

export class SettlementUsageError extends Error {}

export function parseSettlementCommand(argv: string[]): SettlementCommand | null {
  const [area, kind, ...rest] = argv;
  if (area !== 'settle') return null;
  if (kind !== 'daily' && kind !== 'hourly')
    throw new SettlementUsageError('settle daily --period YYYY-MM-DD, or settle hourly --period YYYY-MM-DDTHH');
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    if (name !== '--period' && name !== '--merchant') throw new SettlementUsageError(`unknown option ${name}`);
    if (rest[i + 1] === undefined) throw new SettlementUsageError(`${name} needs a value`);
    values[name.slice(2)] = rest[i + 1];
  }
  const period = values.period ?? '';
  const merchant = values.merchant ?? DEMO_MERCHANT_CODE;
  if (kind === 'hourly') {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}:00:00Z`)))
      throw new SettlementUsageError('--period must be an hour, YYYY-MM-DDTHH');
    return { kind: 'settle.hourly', merchant, hour: period };
  }
  if (!/^\d{4}-\d{2}-\d{2}$/.test(period) || Number.isNaN(Date.parse(`${period}T00:00:00Z`)))
    throw new SettlementUsageError('--period must be a day, YYYY-MM-DD');
  return { kind: 'settle.daily', merchant, day: period };
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
    const offset = merchant.offset ?? DEFAULT_UTC_OFFSET_MINUTES;
    const run =
      command.kind === 'settle.daily'
        ? await settleDailySalaries(db, { merchantId: merchant.id, day: command.day, utcOffsetMinutes: offset, now: helpers.now() })
        : await settleHourlySalaries(db, {
            merchantId: merchant.id,
            // the merchant's local hour, as an instant
            hourStart: new Date(Date.parse(`${command.hour}:00:00Z`) - offset * 60_000),
            utcOffsetMinutes: offset,
            now: helpers.now(),
          });
    await helpers.auditIn(db);
    return helpers.done(
      `${run.kind} salaries ${run.period}: ${run.contracts} contract(s) in force, ${run.written} settled now (${formatAmount(BigInt(run.paid))} paid), ${run.alreadySettled} settled before`,
    );
  } catch (error) {
    if (error instanceof Error && error.message.includes('has not ended')) return helpers.fail(error.message);
    throw error;
  }
}
