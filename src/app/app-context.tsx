/**
 * What views get from the edge: the root actor and a few browser-only capabilities (popups).
 * Views read charts through selectors on these actors and never import src/api.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { systemStatusMachine } from '../../machines/system-status';

export interface AppEdge {
  rootActor: ActorRefFrom<typeof systemStatusMachine>;
  /** opens the merchant's live chat in a popup (decrypted in the browser) */
  openCustomerService: () => void;
  /** the header's free-play button: opens login and starts free play as soon as the chart can */
  startFreePlay: () => void;
}

const AppEdgeContext = createContext<AppEdge | null>(null);

export function AppEdgeProvider({ edge, children }: { edge: AppEdge; children: ReactNode }) {
  return <AppEdgeContext.Provider value={edge}>{children}</AppEdgeContext.Provider>;
}

export function useAppEdge(): AppEdge {
  const edge = useContext(AppEdgeContext);
  if (!edge) throw new Error('AppEdgeProvider is missing');
  return edge;
}
