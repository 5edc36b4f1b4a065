/**
 * Lottery page (id `lotteryLobby`; SPEC §2 /lottery, §4, §9; CONTRACT §4.12). Without a game in the
 * address it is the lobby: the menus load (the Vietnamese game menu, the lottery games and the
 * latest drawn numbers, in one `loadLobby`), then two regions run side by side:
 * - `clock` reads the clock every second (CLOCK_TICK), which moves every countdown;
 * - `refresh` loads the lobby again after REFRESH_DELAY, the shortest remaining draw time capped at
 *   30 s, or 7 s when a draw time has passed; a failed refresh keeps the last lobby and tries again
 *   on the next delay.
 * Tabs, weekday chips and the search filter what was loaded. A failed first load shows a retry.
 *
 * With a game in the address (`?gameCode&vendor&playType`, where a lottery launch sends the player)
 * the gateway is asked for the game's betting page (`launchLottery`), which is shown in a frame; a
 * refusal shows its error with a retry, and the page's own exit button goes back to the lobby (the
 * address follows: `openLobby`).
 */
import { assign, fromCallback, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedAction, notProvidedActor } from '../shared';
import { isWeekdayFilter } from './lottery-lobby.filters';
import { answeredAt, CLOCK_TICK_MS, refreshDelayMs, scheduleGames, shortestRemainingMs } from './lottery-lobby.schedule';
import type {
  LotteryLaunchAnswer,
  LotteryLobbyContext,
  LotteryLobbyEvent,
  LotteryLobbyInput,
  LotteryLobbyLoad,
  LotteryPlayRequest,
} from './lottery-lobby.types';

export const lotteryLobbyMachine = setup({
  types: {
    context: {} as LotteryLobbyContext,
    events: {} as LotteryLobbyEvent,
    input: {} as LotteryLobbyInput,
  },
  actors: {
    /** the VN game menu, the lottery games and the opened numeros (`/lgw`, raw JSON), each answer timed */
    loadLobby: notProvidedActor<LotteryLobbyLoad>('loadLobby'),
    /** the client clock, epoch ms */
    readClock: notProvidedActor<number>('readClock'),
    /** `GET /wps/game/launchGame` for the lottery game; rejects with `{ errorCode }` */
    launchLottery: notProvidedActor<LotteryLaunchAnswer, LotteryPlayRequest>('launchLottery'),
    /** sends `game.exited` when the framed game page says it exited */
    watchGameExit: fromCallback(() => {
      throw new Error('watchGameExit not provided');
    }),
  },
  actions: {
    /** back to the lobby's address (`/lottery`) */
    openLobby: notProvidedAction('openLobby'),
    assignLobby: assign(({ context, event }) => {
      const { answers, opened } = doneOutput<LotteryLobbyLoad>(event);
      return { games: scheduleGames(answers, opened), now: answeredAt(answers, context.now), errorCode: null };
    }),
    assignNow: assign(({ event }) => ({ now: doneOutput<number>(event) })),
    assignError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    clearError: assign({ errorCode: null }),
    assignTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.tag } : {})),
    assignWeekday: assign(({ event }) => (event.type === 'weekday.select' && isWeekdayFilter(event.weekday) ? { weekday: event.weekday } : {})),
    assignSearch: assign(({ event }) => (event.type === 'search.type' ? { searchText: event.text } : {})),
    forgetGame: assign({ game: null, frameUrl: null, gameName: null }),
    assignFrame: assign(({ event }) => {
      const answer = doneOutput<LotteryLaunchAnswer>(event);
      return { frameUrl: answer.url, gameName: answer.gameName, errorCode: null };
    }),
  },
  guards: {
    namesGame: ({ context }) => context.game !== null,
  },
  delays: {
    /** SPEC §9: the countdowns move once a second */
    CLOCK_TICK: CLOCK_TICK_MS,
    /** SPEC §4: from the shortest remaining draw time (7 s when 0 or less), at most 30 s */
    REFRESH_DELAY: ({ context }) => refreshDelayMs(shortestRemainingMs(context.games, context.now)),
  },
}).createMachine({
  id: 'lotteryLobby',
  context: ({ input }) => ({
    game: input?.game ?? null,
    games: [],
    tab: '',
    weekday: 0,
    searchText: '',
    now: 0,
    errorCode: null,
    frameUrl: null,
    gameName: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The address names a game (play it) or none (the lobby); a game that exited leaves none.',
      always: [{ guard: 'namesGame', target: 'game' }, { target: 'lobby' }],
    },
    lobby: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'loadLobby',
            src: 'loadLobby',
            onDone: { target: 'showing', actions: 'assignLobby' },
            onError: { target: 'failed', actions: 'assignError' },
          },
        },
        failed: {
          tags: ['error'],
          on: { 'lobby.retry': { target: 'loading', actions: 'clearError' } },
        },
        showing: {
          type: 'parallel',
          description: 'The games with their countdowns; the filters apply to what was loaded.',
          on: {
            'tab.select': { actions: 'assignTab' },
            'weekday.select': { actions: 'assignWeekday' },
            'search.type': { actions: 'assignSearch' },
          },
          states: {
            clock: {
              initial: 'waiting',
              states: {
                waiting: { after: { CLOCK_TICK: { target: 'reading' } } },
                reading: {
                  invoke: {
                    id: 'readClock',
                    src: 'readClock',
                    onDone: { target: 'waiting', actions: 'assignNow' },
                    // the countdowns keep the last reading and move on the next tick
                    onError: { target: 'waiting' },
                  },
                },
              },
            },
            refresh: {
              initial: 'waiting',
              states: {
                waiting: { after: { REFRESH_DELAY: { target: 'refreshing' } } },
                refreshing: {
                  description: 'The lobby loads again in the background; a failure keeps what is shown.',
                  invoke: {
                    id: 'loadLobby',
                    src: 'loadLobby',
                    onDone: { target: 'waiting', actions: 'assignLobby' },
                    onError: { target: 'waiting' },
                  },
                },
              },
            },
          },
        },
      },
    },
    game: {
      initial: 'launching',
      states: {
        launching: {
          tags: ['busy'],
          invoke: {
            id: 'launchLottery',
            src: 'launchLottery',
            input: ({ context }) => context.game!,
            onDone: { target: 'playing', actions: 'assignFrame' },
            onError: { target: 'launchFailed', actions: 'assignError' },
          },
        },
        playing: {
          description: 'The betting page is framed; its own exit button sends the player back to the lobby.',
          invoke: { id: 'watchGameExit', src: 'watchGameExit' },
          on: { 'game.exited': { target: '#lotteryLobby.starting', actions: ['forgetGame', 'openLobby'] } },
        },
        launchFailed: {
          tags: ['error'],
          on: { 'launch.retry': { target: 'launching', actions: 'clearError' } },
        },
      },
    },
  },
});
