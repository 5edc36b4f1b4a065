/**
 * Router (id `router`, systemId `router`): owns the site's address. `navigate` makes a new history
 * entry (or replaces the current one) and the edge writes it into the browser (`writeAddress`);
 * `address.popped` is the browser's back or forward, which the edge's `watchHistory` reports and
 * which writes nothing. React Router renders the chart's address, and its links and `navigate`
 * tell the chart, so every change of address is an event of this chart, in the trace of a visit.
 *
 * The route guard is the chart's too: its `followSession` child tells it the session's status and
 * the merchant's members-only flag, and whenever the address or those change, an address the rule
 * refuses (`guardRedirect`) is replaced at once by the one it leads to, with the refused path in
 * the new entry's state for the page that says why.
 */
import { assign, fromCallback, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { notProvidedAction } from '../shared';
import { agentRoleOf, guardRedirect, presenceOf } from './router.access';
import type { Address, AddressWrite, RouterContext, RouterEvent, RouterInput } from './router.types';

/** The systemId the router runs under: charts and the edge tell it to navigate by this name. */
export const ROUTER_SYSTEM_ID = 'router';

/** The browser's back and forward, provided at the edge (`popstate`); nothing happens without it. */
const notWatching = fromCallback<EventObject>(() => undefined);

/** Where the route guard sends the visitor from the current address, or null to stay. */
function refusal(context: RouterContext): string | null {
  return guardRedirect(context.address.pathname, context.membersOnly, context.presence, context.role);
}

/**
 * `to` read as an address of this site: a path (`/rng?x=1#top`), or one relative to the current
 * path (`promoDetail?id=2`). Anything that leaves the site keeps only its path, query and hash.
 */
export function addressOf(to: string, from: Address, key: string, state: unknown): Address {
  const base = new URL(`${from.pathname}${from.search}`, 'http://site.invalid');
  const url = new URL(to, base);
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: state ?? null, key };
}

export const routerMachine = setup({
  types: {
    input: {} as RouterInput,
    context: {} as RouterContext,
    events: {} as RouterEvent,
  },
  actors: {
    watchHistory: notWatching,
    /** tells `session.changed` with the session's status and the members-only flag, at once and on each change */
    followSession: notWatching,
  },
  actions: {
    /** the browser's history gets the new address (a new entry, or the current one replaced) */
    writeAddress: notProvidedAction<AddressWrite>('writeAddress'),
    /** the browser goes back or forward; it tells the new address when it is there */
    goInHistory: notProvidedAction<{ delta: number }>('goInHistory'),
    moveTo: assign(({ context, event }) => {
      if (event.type !== 'navigate') return {};
      const made = context.made + 1;
      return {
        address: addressOf(event.to, context.address, `a${made}`, event.state),
        kind: event.replace ? ('REPLACE' as const) : ('PUSH' as const),
        made,
      };
    }),
    takePopped: assign(({ event }) => (event.type === 'address.popped' ? { address: event.address, kind: 'POP' as const } : {})),
    takeSession: assign(({ event }) =>
      event.type === 'session.changed' ? { presence: presenceOf(event.status), role: agentRoleOf(event.status), membersOnly: event.membersOnly } : {},
    ),
    /** the refused address replaced by the one the rule leads to, which remembers where it came from */
    leaveRefused: assign(({ context }) => {
      const to = refusal(context) ?? '/';
      const made = context.made + 1;
      return { address: addressOf(to, context.address, `a${made}`, { refusedFrom: context.address.pathname }), kind: 'REPLACE' as const, made };
    }),
  },
  guards: {
    refusedHere: ({ context }) => refusal(context) !== null,
  },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({ address: input.address, kind: 'POP', made: 0, presence: 'unknown', role: 'unknown', membersOnly: false }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The page of the address shows; every navigation, back and forward moves the address.',
      invoke: [
        { id: 'watchHistory', src: 'watchHistory' },
        { id: 'followSession', src: 'followSession' },
      ],
      // decided after every change of address or session, before anything renders the refused page
      always: {
        guard: 'refusedHere',
        actions: ['leaveRefused', { type: 'writeAddress', params: ({ context }) => ({ address: context.address, replace: true }) }],
      },
      on: {
        navigate: {
          actions: [
            'moveTo',
            {
              type: 'writeAddress',
              params: ({ context, event }) => ({ address: context.address, replace: event.type === 'navigate' && event.replace === true }),
            },
          ],
        },
        'address.popped': { actions: 'takePopped' },
        'session.changed': { actions: 'takeSession' },
        'history.go': { actions: { type: 'goInHistory', params: ({ event }) => ({ delta: event.type === 'history.go' ? event.delta : 0 }) } },
      },
    },
  },
});

export type { Address };
