/**
 * What views get from the edge: the root actor and a few browser-only capabilities (popups).
 * Views read charts through selectors on these actors and never import src/api.
 */
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ServiceOrigin } from '../../machines/customer-service';
import type { systemStatusMachine } from '../../machines/system-status';
import type { CustomerServiceActor } from './customer-service.edge';

export interface AppEdge {
  rootActor: ActorRefFrom<typeof systemStatusMachine>;
  /** the page's customer-service launcher: views read its busy state and error */
  customerService: CustomerServiceActor;
  /**
   * Opens the merchant's customer service in a popup: 440x500 from the header, 440x750 from any
   * other button. Call it inside the click (the popup opens blank at once).
   */
  openCustomerService: (origin: ServiceOrigin) => void;
  /** the header's free-play button: opens login and starts free play as soon as the chart can */
  startFreePlay: () => void;
}

const AppEdgeContext = createContext<AppEdge | null>(null);

export function AppEdgeProvider({ edge, children }: { edge: AppEdge; children: ReactNode }) {
  return <AppEdgeContext.Provider value={edge}>{children}</AppEdgeContext.Provider>;
}

/**
 * The root actor when the view runs under one (the site); null for a view tested on its own. For
 * charts a view starts as children of the root (lazy chunks), which run alone without it.
 */
export function useOptionalRootActor(): AppEdge['rootActor'] | null {
  return useContext(AppEdgeContext)?.rootActor ?? null;
}

export function useAppEdge(): AppEdge {
  const edge = useContext(AppEdgeContext);
  if (!edge) throw new Error('AppEdgeProvider is missing');
  return edge;
}
