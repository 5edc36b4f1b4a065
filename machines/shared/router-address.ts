/**
 * A chart's word to the router about the address of what it shows, so that a reload, back or a
 * shared link opens the same thing:
 * - a centre's chart shows another page than the address names (one this account is not
 *   offered): the router puts the shown page in its place (`centre.replace`);
 * - a page shows one item of its own (the deposit page a deposit's result): the router sets or
 *   drops the page's query parameter (`query.replace`).
 * The router runs under ROUTER_SYSTEM_ID in the same actor system; nothing is sent when none runs
 * (a chart tested alone). Kept here, not in machines/router, because the router's chart imports
 * this folder.
 */
import type { ActorSystem, ActorSystemInfo, AnyActorRef, EventObject } from 'xstate';

type Enqueuing = { system: ActorSystem<ActorSystemInfo>; enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void } };

/** The systemId the router chart runs under: charts and the edge tell it to navigate by this name. */
export const ROUTER_SYSTEM_ID = 'router';

/**
 * The systemId the edge starts the root actor under: a chart that follows the session (the news
 * popup) finds the root, and the session among its children, through the actor system; the router
 * hands it the guest intents of an address.
 */
export const ROOT_SYSTEM_ID = 'root';

/** Tells the root, when it runs, what an address asks of the session (nothing is sent in a chart tested alone). */
export function tellRoot({ system, enqueue }: Enqueuing, event: EventObject): void {
  const root = system.get(ROOT_SYSTEM_ID) as AnyActorRef | undefined;
  if (root) enqueue.sendTo(root, event);
}

/** A centre's query parameter: `mc` the member centre, `ac` the agent centre. */
export type CentreKey = 'mc' | 'ac';

/** The router's event: the centre page `page` replaces the one the address names. */
export type CentrePageReplace = { type: 'centre.replace'; centre: CentreKey; page: string };

/** The router's event: the address's query parameter `name` set to `value`, or dropped when null (the entry is replaced). */
export type QueryReplace = { type: 'query.replace'; name: string; value: string | null };

function tellRouter({ system, enqueue }: Enqueuing, event: CentrePageReplace | QueryReplace | CentreCountsStale): void {
  const router = system.get(ROUTER_SYSTEM_ID) as AnyActorRef | undefined;
  if (router) enqueue.sendTo(router, event);
}

export function tellRouterQuery(enqueuing: Enqueuing, name: string, value: string | null): void {
  tellRouter(enqueuing, { type: 'query.replace', name, value });
}

/** The router's event: what the open agent centre's badges count changed; the router tells its centre chart. */
export type CentreCountsStale = { type: 'centre.countsStale' };

export function tellRouterCountsStale(enqueuing: Enqueuing): void {
  tellRouter(enqueuing, { type: 'centre.countsStale' });
}

export function tellRouterCentrePage(enqueuing: Enqueuing, centre: CentreKey, page: string): void {
  tellRouter(enqueuing, { type: 'centre.replace', centre, page });
}
