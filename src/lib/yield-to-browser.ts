/**
 * Ends the current task and goes on in a new one, so the browser can paint and handle input in
 * between: start-up work split this way never holds a slow phone's main thread for long (issue 15).
 * `scheduler.yield` resumes ahead of other queued tasks where the browser has it; a zero timeout
 * elsewhere.
 */
interface SchedulerWithYield {
  yield: () => Promise<void>;
}

export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` in a task of its own, after the current one. */
export function inNextTask(work: () => void): void {
  setTimeout(work, 0);
}
