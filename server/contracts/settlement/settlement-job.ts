/**
 * The in-process settlement job: every few minutes, settle every merchant's salaries and dividends
 * of the periods that ended lately (settlement.service.ts), then the rebates of the merchant days
 * that ended lately (rebates/rebate-payouts.service.ts). A period already settled costs a few reads
 * per merchant; a run that stopped half way is finished by the next. Runs on several gateways may
 * overlap and still pay once.
 */
import type { Db } from '../../db/db.types';
import { createIntervalJob } from '../../jobs/interval-job';
import type { IntervalJob } from '../../jobs/interval-job';
import { settleDueRebates } from '../../rebates/rebate-payouts.service';
import type { RebateRun } from '../../rebates/rebate-payouts.service';
import { settleDueContracts } from './settlement.service';
import type { SettlementRun } from './settlement.service';

export const SETTLE_EVERY_MS = 5 * 60_000;

export type SettlementJob = IntervalJob<(SettlementRun | RebateRun)[]>;

/** Contracts, then rebates: one failing does not keep the other from paying; its error is thrown after both ran. */
async function settleDue(db: Db, now: Date): Promise<(SettlementRun | RebateRun)[]> {
  const runs: (SettlementRun | RebateRun)[] = [];
  const errors: unknown[] = [];
  for (const settle of [settleDueContracts, settleDueRebates]) {
    try {
      runs.push(...(await settle(db, now)));
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0) throw errors[0];
  return runs;
}

export function createSettlementJob(deps: { db: Db; now: () => Date; everyMs: number | null; onError?: (error: unknown) => void }): SettlementJob {
  return createIntervalJob(() => settleDue(deps.db, deps.now()), deps);
}
