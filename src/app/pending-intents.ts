/**
 * Intents that arrive from outside the charts (a `/login` address, the header's free-play button)
 * before the chart that takes them is ready: each is retried on every snapshot of the actor system
 * until it reports done. Sending is deferred to a microtask so no event is sent from inside another
 * actor's transition.
 */
type Intent = () => boolean;

const pending = new Set<Intent>();
let scheduled = false;

function run(): void {
  scheduled = false;
  for (const intent of [...pending]) if (intent()) pending.delete(intent);
}

/** Tries the intent now and keeps it until it reports done. */
export function addIntent(intent: Intent): void {
  if (!intent()) pending.add(intent);
}

/** Called for every snapshot of the actor system. */
export function retryPendingIntents(): void {
  if (pending.size === 0 || scheduled) return;
  scheduled = true;
  queueMicrotask(run);
}

export function clearPendingIntents(): void {
  pending.clear();
}
