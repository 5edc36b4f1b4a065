/**
 * Game launch (id `gameLaunch`; SPEC §4 "Game launch", §2 "/game", §8). One `launch.request`
 * carries the game and the session's state; in order:
 * 1. not signed in: the login dialog opens and nothing else happens;
 * 2. a lottery game (LOTT, ELOTT) of a lottery vendor (TCG_LOTTO_VN, TCG_SEA, ELOTT, LOTT, as its
 *    vassalage or account type name) goes to /lottery with gameCode, vendor and playType;
 * 3. a slot (RNG) vendor card saves the chosen vendor, then opens /rng on it;
 * 4. any other vendor card (isGame VASSALAGE) loads the vendor's games into a list to pick from;
 * 5. otherwise the game starts in the site: games that want a whole window (live, sports, esports,
 *    cockfight) get a blank popup opened synchronously inside the click (browsers block later
 *    ones), then the gateway is asked for the game's address, which is shown in the popup or, for
 *    every other game, in the /game frame.
 * A failed launch closes the blank popup and keeps an error code (with suggested games for a game
 * under maintenance) until dismissed; a suggestion launches like any game. A game in a window or
 * the frame ends when its page says it exited (the frame then goes back to the page it was launched
 * from), or when the site closes it (window closed, the frame left the page), which also tells the
 * gateway so a transfer-mode wallet comes back.
 */
import { assign, setup, enqueueActions } from 'xstate';
import type { EventObject } from 'xstate';
import { tellBalanceChanged, doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import {
  chosenVendor,
  framePage,
  isVendorCard,
  launchModeFor,
  lotteryDestination,
  MAX_SUGGESTIONS,
  opensLotteryPage,
  opensSlotVendorPage,
  slotVendorPage,
  VENDOR_LIST_SIZE,
} from './game-launch.rules';
import type {
  ChosenVendor,
  Destination,
  ExitRequest,
  GameLaunchContext,
  GameLaunchEvent,
  GameToLaunch,
  LaunchAnswer,
  LaunchFailure,
  LaunchRequest,
  LotteryDestination,
  VendorGamesRequest,
} from './game-launch.types';

type Args = { context: GameLaunchContext; event: EventObject };
type RequestArgs = { event: GameLaunchEvent };

const requested = (event: EventObject): GameToLaunch | null =>
  event.type === 'launch.request' ? (event as Extract<GameLaunchEvent, { type: 'launch.request' }>).game : null;

function requestedGame({ event }: RequestArgs): GameToLaunch {
  return requested(event)!;
}
function lotteryParams(args: RequestArgs): LotteryDestination {
  return lotteryDestination(requestedGame(args));
}
function slotPageParams(args: RequestArgs): Destination {
  return slotVendorPage(requestedGame(args));
}
function vendorParams(args: RequestArgs): ChosenVendor {
  return chosenVendor(requestedGame(args));
}
function launchInput({ context }: Args): LaunchRequest {
  return { game: context.game!, trial: context.trial, mode: context.mode ?? 'iframe' };
}
function vendorGamesInput({ context }: Args): VendorGamesRequest {
  return { vassalage: context.game!.vassalage, gameType: context.game!.gameType };
}
function exitInput({ context }: Args): ExitRequest {
  return { nodeId: context.frame?.game.nodeId ?? context.game?.nodeId ?? '' };
}
function windowUrl({ event }: Args): { url: string } {
  return { url: doneOutput<LaunchAnswer>(event).url };
}
function frameDestination({ context }: Args): Destination {
  return framePage(context.game!);
}

/** What a rejected launch carries: its code, and suggestions only for a game under maintenance. */
function launchFailure(event: EventObject): LaunchFailure {
  const error = errorOf(event);
  const errorCode = errorCodeOf(error, 'system.error');
  const raw = (error as { suggestions?: unknown } | null)?.suggestions;
  const suggestions = errorCode === 'game.maintenance' && Array.isArray(raw) ? (raw as GameToLaunch[]).slice(0, MAX_SUGGESTIONS) : [];
  return { errorCode, suggestions };
}

/**
 * How a `launch.request` is taken wherever one is accepted (idle, the vendor list, an error, a game
 * being played): the same five rules, in SPEC order.
 */
const launchTransitions = [
  { guard: 'signedOut', actions: 'openLoginDialog' },
  { guard: 'lotteryGame', target: '#gameLaunch.idle', actions: ['clearLaunch', { type: 'openLotteryPage', params: lotteryParams }] },
  {
    guard: 'slotVendorCard',
    target: '#gameLaunch.idle',
    actions: ['clearLaunch', { type: 'rememberVendor', params: vendorParams }, { type: 'navigate', params: slotPageParams }],
  },
  { guard: 'vendorCard', target: '#gameLaunch.loadingVendorGames', actions: 'assignRequest' },
  { guard: 'windowGame', target: '#gameLaunch.launching', actions: ['assignRequest', 'openBlankWindow'] },
  { target: '#gameLaunch.launching', actions: 'assignRequest' },
] as const;

export const gameLaunchMachine = setup({
  types: {
    context: {} as GameLaunchContext,
    events: {} as GameLaunchEvent,
  },
  actors: {
    /** `GET /wps/game/launchGame`; rejects with `LaunchFailure`, and with popup.blocked (asking nothing) when the blank window did not open */
    requestLaunch: notProvidedActor<LaunchAnswer, LaunchRequest>('requestLaunch'),
    /** `GET /wps/relay/GCSGAME_gameList?vassalage=&gameType=` (at most VENDOR_LIST_SIZE games) */
    loadVendorGames: notProvidedActor<GameToLaunch[], VendorGamesRequest>('loadVendorGames'),
    /** `POST /wps/game/exitGame`: the gateway ends the play session (transfer mode: the money comes back) */
    exitGame: notProvidedActor<void, ExitRequest>('exitGame'),
  },
  actions: {
    /** the session chart's login dialog */
    openLoginDialog: notProvidedAction('openLoginDialog'),
    /** `/lottery` with the values that have one (src/views/pages/games/lottery-query.ts) */
    openLotteryPage: notProvidedAction<LotteryDestination>('openLotteryPage'),
    /** saves the chosen slot vendor, so its page opens on it */
    rememberVendor: notProvidedAction<ChosenVendor>('rememberVendor'),
    navigate: notProvidedAction<Destination>('navigate'),
    /** opens an empty popup for the game; must run inside the click */
    openBlankWindow: notProvidedAction('openBlankWindow'),
    /** points the popup at the game page, and watches it: its closing sends `game.closed` */
    showGameWindow: notProvidedAction<{ url: string }>('showGameWindow'),
    closeGameWindow: notProvidedAction('closeGameWindow'),
    /** back from the /game route to the page the game was launched from */
    leaveGameFrame: notProvidedAction('leaveGameFrame'),
    /** the header's balance reloads (a game moved money) */
    announceBalanceChange: enqueueActions(tellBalanceChanged),
    assignRequest: assign(({ event }) => {
      const game = requested(event);
      if (!game) return {};
      const { trial } = event as Extract<GameLaunchEvent, { type: 'launch.request' }>;
      return { game, trial, mode: isVendorCard(game) ? null : launchModeFor(game.gameType), vendorGames: [], suggestions: [], errorCode: null };
    }),
    clearLaunch: assign({ game: null, mode: null, vendorGames: [], suggestions: [], errorCode: null, frame: null }),
    assignVendorGames: assign(({ event }) => ({ vendorGames: doneOutput<GameToLaunch[]>(event).slice(0, VENDOR_LIST_SIZE) })),
    assignVendorEmpty: assign({ errorCode: 'game.vendor.empty' }),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    assignLaunchFailure: assign(({ event }) => launchFailure(event)),
    assignFrame: assign(({ context, event }) => ({ frame: { game: context.game!, url: doneOutput<LaunchAnswer>(event).url } })),
    clearError: assign({ errorCode: null, suggestions: [] }),
    clearFrame: assign({ frame: null }),
  },
  guards: {
    signedOut: ({ event }) => event.type === 'launch.request' && !event.signedIn,
    lotteryGame: ({ event }) => requested(event) !== null && opensLotteryPage(requested(event)!),
    slotVendorCard: ({ event }) => requested(event) !== null && opensSlotVendorPage(requested(event)!),
    vendorCard: ({ event }) => requested(event) !== null && isVendorCard(requested(event)!),
    windowGame: ({ event }) => requested(event) !== null && launchModeFor(requested(event)!.gameType) === 'window',
    shownInWindow: ({ context }) => context.mode === 'window',
    foundVendorGames: ({ event }) => doneOutput<GameToLaunch[]>(event).length > 0,
  },
}).createMachine({
  id: 'gameLaunch',
  context: { game: null, trial: false, mode: null, vendorGames: [], suggestions: [], errorCode: null, frame: null },
  initial: 'idle',
  states: {
    idle: {
      on: { 'launch.request': [...launchTransitions] },
    },
    loadingVendorGames: {
      tags: ['busy'],
      description: "A vendor card was clicked: the vendor's games load for the list to pick from.",
      invoke: {
        id: 'loadVendorGames',
        src: 'loadVendorGames',
        input: vendorGamesInput,
        onDone: [
          { guard: 'foundVendorGames', target: 'choosingVendorGame', actions: 'assignVendorGames' },
          { target: 'failed', actions: 'assignVendorEmpty' },
        ],
        onError: { target: 'failed', actions: 'assignLoadError' },
      },
    },
    choosingVendorGame: {
      description: "The vendor's games are listed; a click on one launches it.",
      on: {
        'launch.request': [...launchTransitions],
        'vendorGames.close': { target: 'idle', actions: 'clearLaunch' },
      },
    },
    launching: {
      tags: ['busy'],
      description: 'The gateway is asked for the game page (a blank popup is already open for a window game).',
      invoke: {
        id: 'requestLaunch',
        src: 'requestLaunch',
        input: launchInput,
        onDone: [
          { guard: 'shownInWindow', target: 'playingInWindow', actions: [{ type: 'showGameWindow', params: windowUrl }, 'clearFrame'] },
          { target: 'playingInFrame', actions: ['assignFrame', { type: 'navigate', params: frameDestination }] },
        ],
        onError: { target: 'failed', actions: ['closeGameWindow', 'assignLaunchFailure'] },
      },
    },
    playingInWindow: {
      description: 'The game runs in its popup window; the edge watches the window for its closing.',
      on: {
        'launch.request': [...launchTransitions],
        'game.exited': { target: 'idle', actions: ['clearLaunch', 'announceBalanceChange'] },
        'game.closed': { target: 'closingGame' },
      },
    },
    playingInFrame: {
      description: 'The game runs in the /game frame.',
      on: {
        'launch.request': [...launchTransitions],
        'game.exited': { target: 'idle', actions: ['leaveGameFrame', 'clearLaunch', 'announceBalanceChange'] },
        // the frame left the page (another route, the page's close button): the site stays where it went
        'game.closed': { target: 'closingGame' },
      },
    },
    closingGame: {
      tags: ['busy'],
      description:
        'The site closed the game: the gateway ends its play session (a failure changes nothing for the player: the next launch settles the wallets).',
      invoke: {
        id: 'exitGame',
        src: 'exitGame',
        input: exitInput,
        onDone: { target: 'idle', actions: ['clearLaunch', 'announceBalanceChange'] },
        onError: { target: 'idle', actions: ['clearLaunch', 'announceBalanceChange'] },
      },
    },
    failed: {
      tags: ['error'],
      description: 'The launch failed: its message (and suggested games) shows until dismissed; a suggestion launches.',
      on: {
        'launch.request': [...launchTransitions],
        'error.dismiss': { target: 'idle', actions: 'clearLaunch' },
      },
    },
  },
});
