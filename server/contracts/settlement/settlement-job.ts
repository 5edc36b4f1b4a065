/**
 * The in-process settlement job: every few minutes, settle every merchant's salaries and dividends
 * of the periods that ended lately (settlement.service.ts). A period already settled costs a few
 * reads per merchant; a run that stopped half way is finished by the next. Runs on several gateways
 * may overlap and still pay once.
 */
import type { Db } from '../../db/db.types';
import { createIntervalJob } from '../../jobs/interval-job';
import type { IntervalJob } from '../../jobs/interval-job';
import { settleDueContracts } from './settlement.service';
import type { SettlementRun } from './settlement.service';

export const SETTLE_EVERY_MS = 5 * 60_000;

export type SettlementJob = IntervalJob<SettlementRun[]>;

export function createSettlementJob(deps: { db: Db; now: () => Date; everyMs: number | null; onError?: (error: unknown) => void }): SettlementJob {
  return createIntervalJob(() => settleDueContracts(deps.db, deps.now()), deps);
}
