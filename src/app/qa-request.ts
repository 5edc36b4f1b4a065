/**
 * Whether this page records a QA trace. Off for players. `?qa=1` in the address, or
 * `localStorage.qa = '1'` for a tester who keeps it on across visits, turns it on; decided once at
 * boot, before the root actor is created with the recorder as its inspector (src/main.tsx,
 * src/app/root-actor.ts), so the recorder sees the system from its first event.
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
