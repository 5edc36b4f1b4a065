/**
 * Whether the page's game launcher is connected (issue 15). The root view mounts the launcher's
 * dialogs only from then on, so a visit that launches nothing (home, the member centre) never
 * fetches the launcher's chunks; the pages whose tiles launch games connect it as they render.
 * Once connected it stays: a game launched from a games page keeps its dialogs over every page after.
 */
import { useSyncExternalStore } from 'react';

let connected = false;
const listeners = new Set<() => void>();

export function markGameLauncherConnected(): void {
  if (connected) return;
  connected = true;
  // told after the render that connected it: no component's state changes inside another's render
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isConnected = () => connected;

export function useGameLauncherConnected(): boolean {
  return useSyncExternalStore(subscribe, isConnected, isConnected);
}
