/**
 * Favourite toggle (id `favouriteToggle`): one actor per game tile. A toggle adds the game or, when
 * it is a favourite, removes it; `busy` while the call runs; the answer's state and the member's
 * ids after it go to the edge (`publishFavourites`), which updates the page's list. A failure keeps
 * the state from before the call and reports its error code. Guests and trial accounts are sent
 * to the login request and the real-account warning.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import type { FavouriteChange, FavouriteGame, FavouriteToggleContext, FavouriteToggleEvent, FavouriteToggleInput } from './favourite-toggle.types';

/** a real account's toggle: a favourite is removed, any other game added */
const call = [{ guard: 'isFavourite', target: 'removing' }, { target: 'adding' }] as const;

const toggle = [{ guard: 'isGuest', actions: 'requestLogin' }, { guard: 'isTrial', actions: 'warnRealAccount' }, ...call] as const;

export const favouriteToggleMachine = setup({
  types: {
    context: {} as FavouriteToggleContext,
    events: {} as FavouriteToggleEvent,
    input: {} as FavouriteToggleInput,
  },
  actors: {
    addFavourite: notProvidedActor<FavouriteChange, FavouriteGame>('addFavourite'),
    removeFavourite: notProvidedActor<FavouriteChange, FavouriteGame>('removeFavourite'),
  },
  actions: {
    requestLogin: notProvidedAction('requestLogin'),
    warnRealAccount: notProvidedAction('warnRealAccount'),
    /** the edge updates the page's list of favourites */
    publishFavourites: notProvidedAction<FavouriteChange>('publishFavourites'),
    assignChange: assign(({ event }) => ({ favourite: doneOutput<FavouriteChange>(event).favourite, errorCode: null })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
  },
  guards: {
    isGuest: ({ context }) => context.account === 'guest',
    isTrial: ({ context }) => context.account === 'trial',
    isFavourite: ({ context }) => context.favourite,
  },
}).createMachine({
  id: 'favouriteToggle',
  context: ({ input }) => ({ game: { ...input.game }, favourite: input.favourite, account: input.account, errorCode: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { 'favourite.toggle': toggle },
    },
    adding: {
      tags: ['busy'],
      invoke: {
        id: 'addFavourite',
        src: 'addFavourite',
        input: ({ context }) => context.game,
        onDone: { target: 'idle', actions: ['assignChange', { type: 'publishFavourites', params: ({ event }) => event.output }] },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeFavourite',
        src: 'removeFavourite',
        input: ({ context }) => context.game,
        onDone: { target: 'idle', actions: ['assignChange', { type: 'publishFavourites', params: ({ event }) => event.output }] },
        onError: { target: 'failed', actions: 'assignError' },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The last call failed: the favourite state is the one before it; toggling tries again.',
      // only a real account calls the gateway, so only a real account gets here
      on: { 'favourite.toggle': call },
    },
  },
});
