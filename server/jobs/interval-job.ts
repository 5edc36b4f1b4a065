/**
 * An in-process job on a timer (ARCHITECTURE §4 "Jobs"): `runOnce` runs the work now, or joins the
 * run already going, so runs of one job never overlap; `start` runs it every `everyMs` (and once at
 * once), never keeping the process alive; `stop` ends the timer and waits for a run in progress.
 * `everyMs: null` (tests) starts nothing: tests call `runOnce` at chosen moments.
 */
export interface IntervalJob<T> {
  runOnce(): Promise<T>;
  start(): void;
  stop(): Promise<void>;
}

export function createIntervalJob<T>(
  work: () => Promise<T>,
  options: { everyMs: number | null; onError?: (error: unknown) => void },
): IntervalJob<T> {
  let running: Promise<T> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const runOnce = (): Promise<T> => {
    running ??= work().finally(() => (running = null));
    return running;
  };
  const tick = () => {
    runOnce().catch((error) => options.onError?.(error));
  };
  return {
    runOnce,
    start() {
      if (options.everyMs === null || timer) return;
      timer = setInterval(tick, options.everyMs);
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
