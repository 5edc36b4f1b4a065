/**
 * Member centre (id `memberCentre`): loads what gates its menu (the merchant's flags and wallet
 * mode, the member's upline transfer and type) and the badge counts, then shows the page the
 * address names when the menu offers it, else the default page. The address may change at any time
 * (a menu link, back, a shared link): the page follows it, also while loading. Closing ends it.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import { MEMBER_CENTRE_DEFAULT_PAGE, offeredPages } from './member-centre.menu';
import type { MemberCentrePage } from './member-centre.menu';
import type { MemberCentreContext, MemberCentreEvent, MemberCentreInput, MemberCentreLoad } from './member-centre.types';

const NO_COUNTS = { missionLeaderboard: 0, messageV2: 0, rewardCenter: 0 };

/** The requested page when the menu offers it, else the default page. */
const shownPage = (menu: readonly MemberCentrePage[], requested: MemberCentrePage | null): MemberCentrePage =>
  requested !== null && menu.includes(requested) ? requested : MEMBER_CENTRE_DEFAULT_PAGE;

export const memberCentreMachine = setup({
  types: {
    context: {} as MemberCentreContext,
    events: {} as MemberCentreEvent,
    input: {} as MemberCentreInput,
  },
  actors: {
    /** the menu's gates and the badge counts */
    loadMemberCentre: notProvidedActor<MemberCentreLoad>('loadMemberCentre'),
  },
  actions: {
    assignLoad: assign(({ context, event }) => {
      const { gates, counts } = doneOutput<MemberCentreLoad>(event);
      const menu = offeredPages(gates);
      return { menu, counts, page: shownPage(menu, context.requested), errorCode: null };
    }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignRequested: assign(({ event }) => {
      const { page } = event as Extract<MemberCentreEvent, { type: 'page.open' }>;
      return { requested: page };
    }),
    showRequested: assign(({ context, event }) => {
      const { page } = event as Extract<MemberCentreEvent, { type: 'page.open' }>;
      return { requested: page, page: shownPage(context.menu, page) };
    }),
    assignCounts: assign(({ event }) => ({ counts: (event as Extract<MemberCentreEvent, { type: 'counts.update' }>).counts })),
  },
}).createMachine({
  id: 'memberCentre',
  context: ({ input }) => ({ requested: input.page, menu: [], page: MEMBER_CENTRE_DEFAULT_PAGE, counts: NO_COUNTS, errorCode: null }),
  initial: 'loading',
  on: { close: { target: '.closed' } },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadMemberCentre',
        src: 'loadMemberCentre',
        onDone: { target: 'ready', actions: 'assignLoad' },
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
      on: { 'page.open': { actions: 'assignRequested' } },
    },
    ready: {
      on: {
        'page.open': { actions: 'showRequested' },
        'counts.update': { actions: 'assignCounts' },
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
