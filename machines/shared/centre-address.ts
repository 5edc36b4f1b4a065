/**
 * A centre chart's word to the router: the page it shows is not the one the address names (the
 * address named a page this account is not offered), so the router puts the shown page in the
 * address in place of it. The router runs under ROUTER_SYSTEM_ID in the same actor system; nothing
 * is sent when none runs (a chart tested alone). Kept here, not in machines/router, because the
 * router's own chart imports this folder.
 */
import type { ActorSystem, ActorSystemInfo, AnyActorRef, EventObject } from 'xstate';

/** The systemId the router chart runs under: charts and the edge tell it to navigate by this name. */
export const ROUTER_SYSTEM_ID = 'router';

/** A centre's query parameter: `mc` the member centre, `ac` the agent centre. */
export type CentreKey = 'mc' | 'ac';

/** The router's event: the centre page `page` replaces the one the address names. */
export type CentrePageReplace = { type: 'centre.replace'; centre: CentreKey; page: string };

export function tellRouterCentrePage(
  { system, enqueue }: { system: ActorSystem<ActorSystemInfo>; enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void } },
  centre: CentreKey,
  page: string,
): void {
  const router = system.get(ROUTER_SYSTEM_ID) as AnyActorRef | undefined;
  const event: CentrePageReplace = { type: 'centre.replace', centre, page };
  if (router) enqueue.sendTo(router, event);
}
