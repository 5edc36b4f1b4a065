/**
 * Contract settlement from the admin CLI: run a period by hand (`settle daily --period
 * 2026-11-26`), the same code the gateway's job runs, so a period already paid pays nothing again
 * and one paid half way is finished.
 */
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { DEFAULT_UTC_OFFSET_MINUTES, settleDailySalaries } from '../contracts/settlement/settlement.service';
import { formatAmount } from '../wallet/ledger.service';

export const SETTLEMENT_USAGE = `  settle daily --period YYYY-MM-DD [--merchant CODE]  pay the daily salaries of that merchant day (only once)`;

export type SettlementCommand = { kind: 'settle.daily'; merchant: string; day: string };

export class SettlementUsageError extends Error {}

export function parseSettlementCommand(argv: string[]): SettlementCommand | null {
  const [area, kind, ...rest] = argv;
  if (area !== 'settle') return null;
  if (kind !== 'daily') throw new SettlementUsageError('settle daily --period YYYY-MM-DD (daily salaries)');
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const name = rest[i];
    if (name !== '--period' && name !== '--merchant') throw new SettlementUsageError(`unknown option ${name}`);
    if (rest[i + 1] === undefined) throw new SettlementUsageError(`${name} needs a value`);
    values[name.slice(2)] = rest[i + 1];
  }
  const day = values.period;
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(Date.parse(`${day}T00:00:00Z`)))
    throw new SettlementUsageError('--period must be a day, YYYY-MM-DD');
  return { kind: 'settle.daily', merchant: values.merchant ?? DEMO_MERCHANT_CODE, day };
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
    const run = await settleDailySalaries(db, {
      merchantId: merchant.id,
      day: command.day,
      utcOffsetMinutes: merchant.offset ?? DEFAULT_UTC_OFFSET_MINUTES,
      now: helpers.now(),
    });
    await helpers.auditIn(db);
    return helpers.done(
      `daily salaries ${run.day}: ${run.contracts} contract(s) in force, ${run.written} settled now (${formatAmount(BigInt(run.paid))} paid), ${run.alreadySettled} settled before`,
    );
  } catch (error) {
    if (error instanceof Error && error.message.includes('has not ended')) return helpers.fail(error.message);
    throw error;
  }
}
