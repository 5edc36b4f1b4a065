/**
 * The router chart at the edge (machines/router): the browser's history under it, and how the
 * edge's actions move the address. The chart runs as the root's child under `ROUTER_SYSTEM_ID`;
 * an action of another chart tells it through the actor system it runs in, and React Router renders
 * its address (src/app/router.tsx).
 */
import { fromCallback, fromPromise } from 'xstate';
import type { AnyActorLogic, AnyActorRef, EventObject } from 'xstate';
import { ROUTER_SYSTEM_ID, routerMachine } from '../../machines/router';
import { centreHostMachine } from '../../machines/centre-host';
import type { CentreChartRequest } from '../../machines/centre-host';
import type { Address, RouterEvent } from '../../machines/router';
import { selectSessionView } from '../../machines/session';
import { ROOT_SYSTEM_ID } from '../../machines/system-status';
import type { SystemStatusSnapshot } from '../../machines/system-status';
import { followSession, sessionIn } from './follow-session';

/** What this site keeps in a history entry: the page's state for the next one, and the entry's key. */
interface EntryState {
  usr?: unknown;
  key?: string;
}

/** The address the browser shows now, with the state and key its history entry keeps. */
export function currentAddress(): Address {
  const { pathname, search, hash } = window.location;
  const entry = (window.history.state ?? {}) as EntryState;
  return { pathname, search, hash, state: entry.usr ?? null, key: typeof entry.key === 'string' ? entry.key : 'start' };
}

const hrefOf = (address: Address) => `${address.pathname}${address.search}${address.hash}`;

export const providedRouterMachine = routerMachine.provide({
  actors: {
    watchHistory: fromCallback<EventObject>(({ sendBack }) => {
      const onPop = () => sendBack({ type: 'address.popped', address: currentAddress() });
      window.addEventListener('popstate', onPop);
      return () => window.removeEventListener('popstate', onPop);
    }),
    // the session's status and the merchant's members-only flag, each time either changes
    followSession: fromCallback<EventObject>(({ sendBack, system }) => {
      let told = '';
      return followSession(system, (session) => {
        const root = system.get(ROOT_SYSTEM_ID) as { getSnapshot(): SystemStatusSnapshot } | undefined;
        const membersOnly = root?.getSnapshot().context.status?.loginedToHomePage === true;
        const { status } = selectSessionView(session);
        if (told === `${status} ${membersOnly}`) return;
        told = `${status} ${membersOnly}`;
        sendBack({ type: 'session.changed', status, membersOnly } satisfies RouterEvent);
      });
    }),
    centreHost: centreHostMachine.provide({
      actors: {
        // the centre's chunk, and its chart for the account signed in now
        loadCentreChart: fromPromise<AnyActorLogic, CentreChartRequest>(async ({ input, system }) => {
          const session = sessionIn(system);
          if (!session) throw new Error('no session');
          if (input.centre === 'mc') return (await import('./member-centre.edge')).memberCentreChartFor(session);
          return (await import('./agent-centre.edge')).agentCentreChartFor(session);
        }),
      },
    }),
  },
  actions: {
    writeAddress: (_, { address, replace }) => {
      const entry: EntryState = { usr: address.state, key: address.key };
      if (replace) window.history.replaceState(entry, '', hrefOf(address));
      else window.history.pushState(entry, '', hrefOf(address));
    },
    goInHistory: (_, { delta }) => window.history.go(delta),
  },
});

/** The actor system an action runs in, as far as navigating needs it: its router, by systemId. */
export interface RouterSystem {
  get(systemId: string): AnyActorRef | undefined;
}

/** Tells the router chart of `system` to go to `to` (a path of this site with its query and hash). */
export function navigateIn(system: RouterSystem, to: string): void {
  system.get(ROUTER_SYSTEM_ID)?.send({ type: 'navigate', to });
}
