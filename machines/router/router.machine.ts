/**
 * Router (id `router`, systemId `router`): owns the site's address. `navigate` makes a new history
 * entry (or replaces the current one) and the edge writes it into the browser (`writeAddress`);
 * `address.popped` is the browser's back or forward, which the edge's `watchHistory` reports and
 * which writes nothing. React Router renders the chart's address, and its links and `navigate`
 * tell the chart, so every change of address is an event of this chart, in the trace of a visit.
 *
 * Who may see an address is the chart's too (`accessOf`, router.access.ts): its `followSession`
 * child tells it the session's status and the merchant's members-only flag, and whenever the
 * address or those change, an address the rule refuses is replaced at once by the one it leads to
 * (with the refused path in the new entry's state for the page that says why), a guest at a centre
 * page is asked to sign in, and a free-play account gets the real-account warning, both through the
 * root (by its systemId), which hands them to the session. So do the dialog addresses
 * (`/login`, `/forget`, `/register`, router.intents.ts): each new entry at one asks for its dialog once.
 */
import { assign, enqueueActions, fromCallback, sendTo, setup } from 'xstate';
import type { EventObject } from 'xstate';
import { centreHostMachine } from '../centre-host';
import { notProvidedAction, ROUTER_SYSTEM_ID, tellRoot } from '../shared';
import { withCentre } from './router.centres';
import type { CentreAddress } from './router.centres';
import { accessOf, shownCentreOf } from './router.access';
import { dialogIntentOf } from './router.intents';
import type { AccessVerdict } from './router.access';
import type { Address, AddressWrite, RouterContext, RouterEvent, RouterInput } from './router.types';

/** The browser's back and forward, provided at the edge (`popstate`); nothing happens without it. */
const notWatching = fromCallback<EventObject>(() => undefined);

/** What the centre host was told last: the centre page shown and the session's status. */
function centreShownKey(context: RouterContext): string {
  const shown = shownCentreOf(context);
  return `${shown ? `${shown.centre}=${shown.page}` : '-'} ${context.status}`;
}

/** What the access rule says of the current address for the session the chart follows. */
function verdictOf(context: RouterContext): AccessVerdict {
  return accessOf(context.address, context.status, context.membersOnly);
}

/**
 * `to` read as an address of this site: a path (`/rng?x=1#top`), or one relative to the current
 * path (`promoDetail?id=2`). Anything that leaves the site keeps only its path, query and hash.
 */
/** `search` with the parameter `name` set to `value`, or dropped when null; the others kept in order. */
export function withQuery(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  const query = params.toString();
  return query ? `?${query}` : '';
}

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
    /** runs the open centre's chart (machines/centre-host), told by the router which centre page shows */
    centreHost: centreHostMachine,
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
    replaceQuery: assign(({ context, event }) => {
      if (event.type !== 'query.replace') return {};
      const made = context.made + 1;
      const { pathname, hash } = context.address;
      return {
        address: addressOf(`${pathname}${withQuery(context.address.search, event.name, event.value)}${hash}`, context.address, `a${made}`, null),
        kind: 'REPLACE' as const,
        made,
      };
    }),
    replaceCentrePage: assign(({ context, event }) => {
      if (event.type !== 'centre.replace') return {};
      const made = context.made + 1;
      const { pathname, search } = context.address;
      const to = `${pathname}${withCentre(search, { centre: event.centre, page: event.page } as CentreAddress)}`;
      return { address: addressOf(to, context.address, `a${made}`, null), kind: 'REPLACE' as const, made };
    }),
    takePopped: assign(({ event }) => (event.type === 'address.popped' ? { address: event.address, kind: 'POP' as const } : {})),
    takeSession: assign(({ event }) => (event.type === 'session.changed' ? { status: event.status, membersOnly: event.membersOnly } : {})),
    /** the centre host hears which centre page shows, for which session status, each time that changes */
    tellCentreHost: enqueueActions(({ context, enqueue }) => {
      const told = centreShownKey(context);
      enqueue(sendTo('centreHost', { type: 'centre.shown', shown: shownCentreOf(context), status: context.status }));
      enqueue.assign({ toldCentreHost: told });
    }),
    /** the refused address replaced by the one the rule leads to, which may remember where it came from */
    leaveRefused: assign(({ context }) => {
      const verdict = verdictOf(context);
      if (verdict.kind !== 'leave') return {};
      const made = context.made + 1;
      const state = verdict.refusedFrom === undefined ? null : { refusedFrom: verdict.refusedFrom };
      return { address: addressOf(verdict.to, context.address, `a${made}`, state), kind: 'REPLACE' as const, made };
    }),
    markAsked: assign(({ context }) => ({ askedAt: context.address.key })),
    /** the root keeps it until the session can take it, and the session opens the login dialog */
    askSignIn: enqueueActions(({ system, enqueue }) => tellRoot({ system, enqueue }, { type: 'login.open' })),
    /** `/login`, `/forget` or `/register`: the root keeps it until the session can take it */
    askDialog: enqueueActions(({ context, system, enqueue }) =>
      tellRoot({ system, enqueue }, dialogIntentOf(context.address, context.resetToken) ?? { type: 'login.open' }),
    ),
    /** the reset token goes to one forgot-password dialog only */
    forgetResetToken: assign({ resetToken: null }),
    /** the root hands it to the session, which shows the real-account warning for the page asked for */
    requireRealAccount: enqueueActions(({ context, system, enqueue }) => {
      const verdict = verdictOf(context);
      const warning = { type: 'account.requireReal', intent: verdict.kind === 'leave' ? (verdict.requireReal ?? '') : '' };
      tellRoot({ system, enqueue }, warning);
    }),
  },
  guards: {
    queryChanges: ({ context, event }) =>
      event.type === 'query.replace' && withQuery(context.address.search, event.name, event.value) !== context.address.search,
    leavingHere: ({ context }) => verdictOf(context).kind === 'leave',
    realAccountAskedHere: ({ context }) => {
      const verdict = verdictOf(context);
      return verdict.kind === 'leave' && verdict.requireReal !== undefined;
    },
    signInAskedHere: ({ context }) => verdictOf(context).kind === 'signIn' && context.askedAt !== context.address.key,
    dialogAskedHere: ({ context }) => dialogIntentOf(context.address, null) !== null && context.askedAt !== context.address.key,
    centreShownChanged: ({ context }) => centreShownKey(context) !== context.toldCentreHost,
  },
}).createMachine({
  id: 'router',
  context: ({ input }) => ({
    address: input.address,
    kind: 'POP',
    made: 0,
    status: 'restoring',
    membersOnly: false,
    askedAt: null,
    resetToken: input.resetToken ?? null,
    toldCentreHost: null,
  }),
  initial: 'showing',
  states: {
    showing: {
      description: 'The page of the address shows; every navigation, back and forward moves the address.',
      invoke: [
        { id: 'watchHistory', src: 'watchHistory' },
        { id: 'followSession', src: 'followSession' },
        { id: 'centreHost', src: 'centreHost' },
      ],
      // decided after every change of address or session, before anything renders the refused page
      always: [
        {
          guard: 'realAccountAskedHere',
          actions: [
            'requireRealAccount',
            'leaveRefused',
            { type: 'writeAddress', params: ({ context }) => ({ address: context.address, replace: true }) },
          ],
        },
        {
          guard: 'leavingHere',
          actions: ['leaveRefused', { type: 'writeAddress', params: ({ context }) => ({ address: context.address, replace: true }) }],
        },
        { guard: 'dialogAskedHere', actions: ['markAsked', 'askDialog', 'forgetResetToken'] },
        { guard: 'signInAskedHere', actions: ['markAsked', 'askSignIn'] },
        // the open centre's chart follows the address (its host loads, runs, tells and stops it)
        { guard: 'centreShownChanged', actions: 'tellCentreHost' },
      ],
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
        'centre.replace': {
          actions: ['replaceCentrePage', { type: 'writeAddress', params: ({ context }) => ({ address: context.address, replace: true }) }],
        },
        'query.replace': {
          guard: 'queryChanges',
          actions: ['replaceQuery', { type: 'writeAddress', params: ({ context }) => ({ address: context.address, replace: true }) }],
        },
        'address.popped': { actions: 'takePopped' },
        'centre.countsStale': { actions: sendTo('centreHost', { type: 'centre.countsStale' }) },
        'session.changed': { actions: 'takeSession' },
        'history.go': { actions: { type: 'goInHistory', params: ({ event }) => ({ delta: event.type === 'history.go' ? event.delta : 0 }) } },
      },
    },
  },
});

export type { Address };
export { ROUTER_SYSTEM_ID };
