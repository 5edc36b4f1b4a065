/**
 * Hook point for recording machine traces: every inspection event of the root actor system passes
 * through here when QA recording was asked for at boot (the root actor is created with this
 * inspector only then: src/app/root-actor.ts). The QA recorder (src/qa, loaded only when asked for)
 * registers itself with `setInspector`.
 */
import type { InspectionEvent } from 'xstate';

type Inspector = (event: InspectionEvent) => void;

let inspector: Inspector | null = null;

export function setInspector(next: Inspector | null): void {
  inspector = next;
}

export function inspect(event: InspectionEvent): void {
  inspector?.(event);
}

/**
 * QA recording is off for players. `?qa=1` in the address, or `localStorage.qa = '1'` for a tester
 * who keeps it on across visits, turns it on; decided once at boot, before the root actor starts,
 * so the recorder sees the system from its first event.
 */
export function qaRequested(search: string = window.location.search, storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): boolean {
  if (new URLSearchParams(search).get('qa') === '1') return true;
  try {
    return storage?.getItem('qa') === '1';
  } catch {
    return false; // storage can throw (blocked cookies): no QA then
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
