/**
 * The in-process settlement job (ARCHITECTURE §4 "Jobs"): every few minutes, settle every
 * merchant's salaries and dividends of the periods that ended lately (settlement.service.ts). A period already settled costs one read
 * per merchant; a run that stopped half way is finished by the next. Runs of one job never overlap;
 * runs on several gateways may, and still pay once (settlement.service.ts).
 */
import type { Db } from '../../db/db.types';
import { settleDueContracts } from './settlement.service';
import type { SettlementRun } from './settlement.service';

export const SETTLE_EVERY_MS = 5 * 60_000;

export interface SettlementJob {
  runOnce(): Promise<SettlementRun[]>;
  start(): void;
  stop(): Promise<void>;
}

export function createSettlementJob(deps: { db: Db; now: () => Date; everyMs: number | null; onError?: (error: unknown) => void }): SettlementJob {
  let running: Promise<SettlementRun[]> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const runOnce = () => {
    running ??= settleDueContracts(deps.db, deps.now()).finally(() => (running = null));
    return running;
  };
  const tick = () => {
    runOnce().catch((error) => deps.onError?.(error));
  };
  return {
    runOnce,
    start() {
      if (deps.everyMs === null || timer) return;
      timer = setInterval(tick, deps.everyMs);
      timer.unref();
      tick();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running?.catch(() => {});
    },
  };
}
