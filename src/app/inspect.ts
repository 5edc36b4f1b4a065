/**
 * Hook point for recording machine traces: every inspection event of the root actor system passes
 * through here. Nothing is recorded yet; a recorder registers itself with `setInspector`. Pending
 * edge intents are retried on each snapshot.
 */
import type { InspectionEvent } from 'xstate';
import { retryPendingIntents } from './pending-intents';

type Inspector = (event: InspectionEvent) => void;

let inspector: Inspector | null = null;

export function setInspector(next: Inspector | null): void {
  inspector = next;
}

export function inspect(event: InspectionEvent): void {
  inspector?.(event);
  if (event.type === '@xstate.snapshot') retryPendingIntents();
}
