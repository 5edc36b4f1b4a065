/**
 * The timer that makes an unanswered payment count as received (`confirmOverdueWithdrawals`),
 * every minute by default; none under NODE_ENV=test, where tests move the clock and run it.
 */
import type { Db } from '../db/db.types';
import { confirmOverdueWithdrawals } from './withdrawal.service';

export const CONFIRM_EVERY_MS = 60_000;

export function createConfirmationJob(deps: { db: Db; now: () => Date; everyMs: number | null; onError: (error: unknown) => void }) {
  let timer: NodeJS.Timeout | null = null;
  const run = () => confirmOverdueWithdrawals(deps.db, deps.now());
  return {
    run,
    start() {
      if (deps.everyMs === null || timer) return;
      timer = setInterval(() => run().catch(deps.onError), deps.everyMs);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
