/**
 * The in-process draw job (ARCHITECTURE §4 "Jobs"): on a timer, draw every due numero and settle
 * its bets (lottery-draws.service.ts), and now and then prune old quick-game draws. Time comes from the injected clock and outcomes from the
 * injected RandomSource, so tests run it by hand (`runOnce`) at chosen moments. Runs of one job
 * never overlap; runs of several jobs (several gateways) may, and still draw and pay once.
 */
import type { Db } from '../db/db.types';
import type { RandomSource } from '../demo-games/random';
import { createIntervalJob } from '../jobs/interval-job';
import type { IntervalJob } from '../jobs/interval-job';
import { drawDueNumeros, pruneOldDraws, settleDrawnBets } from './lottery-draws.service';

/** How often a gateway looks for due draws by default. */
export const DRAW_EVERY_MS = 2_000;
/** How often a job prunes old quick-game draws. */
export const PRUNE_EVERY_MS = 3_600_000;

export interface DrawRun {
  drawn: number;
  settled: number;
  pruned: number;
}

export type DrawJob = IntervalJob<DrawRun>;

export function createDrawJob(
  deps: { db: Db; now: () => Date; random: RandomSource; onError?: (error: unknown) => void },
  options: { everyMs: number | null },
): DrawJob {
  let prunedAt = -Infinity;
  return createIntervalJob(
    async (): Promise<DrawRun> => {
      const drawn = await drawDueNumeros(deps.db, deps.random, deps.now());
      const settled = await settleDrawnBets(deps.db, deps.now());
      let pruned = 0;
      const at = deps.now().getTime();
      if (at - prunedAt >= PRUNE_EVERY_MS || at < prunedAt) {
        pruned = await pruneOldDraws(deps.db, deps.now());
        prunedAt = at;
      }
      return { drawn, settled, pruned };
    },
    { everyMs: options.everyMs, onError: deps.onError },
  );
}
