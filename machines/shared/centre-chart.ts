/**
 * The chart both centres run (the member centre and the agent centre, SPEC §2): it loads what gates
 * the menu and the badge counts, then shows the page the address names when the menu offers it, else
 * the default page. The address may change at any time (a menu link, back, a shared link): the page
 * follows it, also while loading; a page it does not offer is replaced in the address by the one it
 * shows (through the router chart). Closing ends it. Each centre names its chart, its pages and its
 * gate table; the states and transitions are the same, so one definition serves both.
 */
import { assign, enqueueActions, forwardTo, fromCallback, setup } from 'xstate';
import type { ActorSystem, ActorSystemInfo, AnyActorRef, EventObject, SnapshotFrom } from 'xstate';
import { doneOutput, errorCodeOf, errorOf } from './events';
import { notProvidedActor } from './not-provided';
import { tellRouterCentrePage, tellRouterCountsStale } from './router-address';
import type { CentreKey } from './router-address';

export interface CentreLoad<Gates, Counts> {
  gates: Gates;
  counts: Counts;
}

export interface CentreInput<Page extends string> {
  /** the page the address names; null opens the default page */
  page: Page | null;
}

export interface CentreContext<Page extends string, Counts> {
  /** the page the address asked for last */
  requested: Page | null;
  /** the pages the menu offers, in SPEC order; empty until loaded */
  menu: Page[];
  /** the page shown: the requested one when the menu offers it, else the default page */
  page: Page;
  counts: Counts;
  errorCode: string | null;
}

export type CentreEvent<Page extends string, Counts> =
  /** the address names another page (a menu link, back, a shared link) */
  | { type: 'page.open'; page: Page | null }
  /** the counts changed (a message read, an offer answered) */
  | { type: 'counts.update'; counts: Counts }
  /** what the badges count changed elsewhere (an offer answered on a page): count again */
  | { type: 'counts.stale' }
  | { type: 'retry' }
  | { type: 'close' };

export interface CentreDefinition<Page extends string, Gates, Counts> {
  id: string;
  /** the centre's query parameter, by which the router addresses its pages */
  centre: CentreKey;
  defaultPage: Page;
  noCounts: Counts;
  /** the pages the menu offers under `gates`, in menu order */
  offeredPages: (gates: Gates) => Page[];
  /** the chart's loader (the edge provides it) */
  loaderName: string;
}

export function createCentreMachine<Page extends string, Gates, Counts>(definition: CentreDefinition<Page, Gates, Counts>) {
  type Context = CentreContext<Page, Counts>;
  type Event = CentreEvent<Page, Counts>;
  const { id, centre, defaultPage, noCounts, offeredPages, loaderName } = definition;
  /** The requested page when the menu offers it, else the default page. */
  const shownPage = (menu: readonly Page[], requested: Page | null): Page =>
    requested !== null && menu.includes(requested) ? requested : defaultPage;

  return setup({
    types: {
      context: {} as Context,
      events: {} as Event,
      input: {} as CentreInput<Page>,
    },
    actors: {
      /** the menu's gates and the badge counts */
      loadCentre: notProvidedActor<CentreLoad<Gates, Counts>>(loaderName),
      /**
       * while the menu shows: told `counts.stale` (an offer answered on a page), counts again and
       * sends `counts.update`; a centre whose counts change nowhere else keeps this one
       */
      watchCounts: fromCallback<Event>(() => {}),
    },
    actions: {
      assignLoad: assign(({ context, event }) => {
        const { gates, counts } = doneOutput<CentreLoad<Gates, Counts>>(event);
        const menu = offeredPages(gates);
        return { menu, counts, page: shownPage(menu, context.requested), errorCode: null };
      }),
      assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
      assignRequested: assign(({ event }) => {
        const { page } = event as Extract<Event, { type: 'page.open' }>;
        return { requested: page };
      }),
      showRequested: assign(({ context, event }) => {
        const { page } = event as Extract<Event, { type: 'page.open' }>;
        return { requested: page, page: shownPage(context.menu, page) };
      }),
      assignCounts: assign(({ event }) => ({ counts: (event as Extract<Event, { type: 'counts.update' }>).counts })),
      /** the address named a page this account is not offered: the router puts the page shown in its place */
      correctAddress: enqueueActions(({ context, system, enqueue }) => {
        if (context.requested !== context.page) tellRouterCentrePage({ system, enqueue }, centre, context.page);
      }),
    },
  }).createMachine({
    id,
    context: ({ input }) => ({ requested: input.page, menu: [], page: defaultPage, counts: noCounts, errorCode: null }),
    initial: 'loading',
    on: { close: { target: '.closed' } },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: loaderName,
          src: 'loadCentre',
          onDone: { target: 'ready', actions: ['assignLoad', 'correctAddress'] },
          onError: { target: 'failed', actions: 'assignLoadError' },
        },
        on: { 'page.open': { actions: 'assignRequested' } },
      },
      ready: {
        invoke: { id: 'watchCounts', src: 'watchCounts' },
        on: {
          'page.open': { actions: ['showRequested', 'correctAddress'] },
          'counts.update': { actions: 'assignCounts' },
          'counts.stale': { actions: forwardTo('watchCounts') },
        },
      },
      failed: {
        tags: ['error'],
        description: 'The menu could not be loaded: the centre says so and offers a retry.',
        on: {
          retry: { target: 'loading' },
          'page.open': { actions: 'assignRequested' },
        },
      },
      closed: { type: 'final' },
    },
  });
}

export interface CentreMenuItemView<Page extends string> {
  page: Page;
  /** the red badge's number, null for none */
  badge: number | null;
  current: boolean;
}

export interface CentreView<Page extends string> {
  status: 'loading' | 'ready' | 'failed' | 'closed';
  /** empty until loaded: the menu shows only once loaded */
  menu: CentreMenuItemView<Page>[];
  page: Page;
  /** the address names a page this account is not offered: the chart has told the router to put `page` in its place */
  addressReplaced: boolean;
  errorCode: string | null;
}

type CentreMachine<Page extends string, Gates, Counts> = ReturnType<typeof createCentreMachine<Page, Gates, Counts>>;

/** The centre's view model; `badgeOf` names the badge a page shows under the counts, null for none. */
export function selectCentreView<Page extends string, Gates, Counts>(
  snapshot: SnapshotFrom<CentreMachine<Page, Gates, Counts>>,
  badgeOf: (page: Page, counts: Counts) => number | null,
): CentreView<Page> {
  const { menu, page, requested, counts, errorCode } = snapshot.context;
  const status = snapshot.matches('closed') ? 'closed' : snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading';
  return {
    status,
    menu: status === 'ready' ? menu.map((item) => ({ page: item, badge: positive(badgeOf(item, counts)), current: item === page })) : [],
    page,
    addressReplaced: status === 'ready' && requested !== page,
    // the last failure, while the centre says it failed
    errorCode: status === 'failed' ? errorCode : null,
  };
}

const positive = (count: number | null) => (count !== null && count > 0 ? count : null);

/**
 * Tells the agent centre, when it is open, that what its badges count changed (an offer answered on
 * one of its pages): through the router, whose child the open centre's chart is. A chart names it
 * in its setup as `enqueueActions(tellAgentCentreCountsStale)`.
 */
export function tellAgentCentreCountsStale(enqueuing: {
  system: ActorSystem<ActorSystemInfo>;
  enqueue: { sendTo: (to: AnyActorRef, event: EventObject) => void };
}): void {
  tellRouterCountsStale(enqueuing);
}
