/**
 * "The balance changed" for the account area (SPEC §2: the balance reloads after a game or a
 * deposit). Two sources: the site itself (a game was closed and a transfer-mode wallet came back)
 * and the gateway's demo game pages, which post `{ source: 'demo-games', type: 'balance.changed' }`
 * to their opener or parent window after every bet. Only messages from this site's own origin are
 * believed; their content is never used beyond the type.
 */

/** The `source` of the demo game pages' messages (server/demo-games/game-page.script.ts). */
export const GAME_PAGE_SOURCE = 'demo-games';

export type GamePageMessage = 'balance.changed' | 'game.exited';

/** A message of a game page of this site, of the given type. */
export function isGamePageMessage(event: MessageEvent, type: GamePageMessage, origin = window.location.origin): boolean {
  if (event.origin !== origin) return false;
  const data: unknown = event.data;
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as { source?: unknown }).source === GAME_PAGE_SOURCE &&
    (data as { type?: unknown }).type === type
  );
}

const listeners = new Set<() => void>();

/** The site moved money (a game closed): every watcher reloads its balance. */
export function announceBalanceChange(): void {
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` on every balance change, from the site or a game page; returns the unsubscribe. */
export function watchBalanceChanges(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isGamePageMessage(event, 'balance.changed')) listener();
  };
  listeners.add(listener);
  window.addEventListener('message', onMessage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('message', onMessage);
  };
}
