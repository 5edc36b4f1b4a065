/**
 * The messages of the gateway's demo game pages, which post `{ source: 'demo-games', type }` to their
 * opener or parent window: `balance.changed` after every bet (the header's balance reloads, SPEC §2)
 * and `game.exited`. Only messages from this site's own origin are believed; their content is never
 * used beyond the type. A change the site itself makes (a deposit, a transfer, a game closed) is told
 * to the balance chart by the chart that made it (machines/shared/balance-change.ts).
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

/** Calls `listener` whenever a game page says a bet changed the balance; returns the unsubscribe. */
export function watchGamePageBalance(listener: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (isGamePageMessage(event, 'balance.changed')) listener();
  };
  window.addEventListener('message', onMessage);
  return () => window.removeEventListener('message', onMessage);
}
