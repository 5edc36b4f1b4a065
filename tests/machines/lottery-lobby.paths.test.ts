/**
 * Lottery page chart: graph paths through the lobby (first load, failure and retry, the clock and
 * refresh regions with their failures, tabs, weekday chips and search) and through a named game's
 * launch (framed, refused and retried, the page's exit), with the view model checked at every step.
 * Behaviour: countdowns placed on the client clock minus half the round trip; the refresh delay
 * rule; filters that combine; at most six winning numbers; what the launch is asked.
 */
import { describe, it } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate';
import {
  formatCountdown,
  lotteryLobbyMachine,
  matchesLotteryFilters,
  parseDrawDays,
  refreshDelayMs,
  scheduleGames,
  searchKey,
  selectLotteryLobbyView,
  shortestRemainingMs,
} from '../../machines/lottery-lobby';
import type { LotteryLaunchAnswer, LotteryLobbyLoad, LotteryLobbySnapshot, LotteryMenuGame, LotteryPlayRequest } from '../../machines/lottery-lobby';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as LotteryLobbySnapshot;

const T0 = Date.UTC(2030, 0, 7, 10, 0, 0);

function menuGame(gameCode: string, overrides: Partial<LotteryMenuGame> = {}): LotteryMenuGame {
  return {
    gameId: gameCode.replace(/\D/g, '') || '1',
    gameCode,
    gameName: `Game ${gameCode}`,
    tag: 'MB',
    tagName: 'North',
    drawDays: [],
    remark: '',
    numero: '20300107',
    remainTime: 60_000,
    lockTime: 30_000,
    vendor: 'TCG_LOTTO_VN',
    gameType: 'ELOTT',
    iconUrl: null,
    maintenance: false,
    ...overrides,
  };
}

const load = (games: LotteryMenuGame[], opened: LotteryLobbyLoad['opened'] = []): LotteryLobbyLoad => ({
  answers: [{ sentAt: T0 - 200, receivedAt: T0, games }],
  opened,
});

const played: LotteryPlayRequest = { gameCode: 'VN_HCM', vendor: 'TCG_LOTTO_VN', playType: '' };

runPathSuite({
  machine: lotteryLobbyMachine.provide({
    actors: {
      loadLobby: pending<LotteryLobbyLoad, void>(),
      readClock: pending<number, void>(),
      launchLottery: pending<LotteryLaunchAnswer, LotteryPlayRequest>(),
      watchGameExit: fromCallback(() => {}),
    },
    actions: { openLobby: () => {} },
  }),
  inputs: [{}, { game: played }],
  events: {
    'tab.select': [{ tag: 'MN' }, { tag: '' }],
    'weekday.select': [{ weekday: 3 }, { weekday: 0 }],
    'search.type': [{ text: 'ha' }, { text: '' }],
    'xstate.done.actor.loadLobby': [
      {
        output: load([
          menuGame('VN1'),
          menuGame('VN2', { tag: 'MN', tagName: 'South', drawDays: [3], lockTime: 0 }),
          menuGame('LT1', { remainTime: null, lockTime: null }),
        ]),
      },
      { output: load([]) },
    ],
    'xstate.error.actor.loadLobby': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.readClock': [{ output: T0 + 1_000 }],
    'xstate.error.actor.readClock': [{ error: new Error('no clock') }],
    'xstate.done.actor.launchLottery': [{ output: { url: '/demo-games/play/lottery#ticket=t', gameName: 'Hồ Chí Minh' } }],
    'xstate.error.actor.launchLottery': [{ error: { errorCode: 'game.maintenance' } }],
  },
  // graph identity: the regions and whether any filter is on; the games, the clock and the filters'
  // values are left out, or every reading and combination would be a state of its own
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { tab, weekday, searchText } = s.context;
    return JSON.stringify({ value: s.value, filtered: tab !== '' || weekday !== 0 || searchText !== '' });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectLotteryLobbyView(s);
    expect(view.status === 'loading' || view.status === 'launching').toBe(s.hasTag('busy'));
    expect(view.canRetry).toBe(view.status === 'failed' || view.status === 'launchFailed');
    expect(view.errorCode !== null).toBe(view.canRetry);
    // the frame shows only a launched game, and the lobby's games only while the lobby shows
    expect(view.frameUrl !== null).toBe(view.status === 'playing');
    if (view.status !== 'ready') expect(view.cards).toEqual([]);
    expect(view.cards.length).toBeLessThanOrEqual(view.totalGames);
    for (const card of view.cards) {
      expect(card.winningNumbers.length).toBeLessThanOrEqual(6);
      expect(matchesLotteryFilters(card, view)).toBe(true);
    }
    // a game in the address is played, never listed
    if (view.game !== null) expect(s.matches('game')).toBe(true);
  },
});

describe('lottery lobby behaviour', () => {
  function start(
    options: {
      loads?: (() => Promise<LotteryLobbyLoad>)[];
      clock?: () => number;
      launch?: (request: LotteryPlayRequest) => Promise<LotteryLaunchAnswer>;
      game?: LotteryPlayRequest;
    } = {},
  ) {
    const loads = [...(options.loads ?? [])];
    const launches: LotteryPlayRequest[] = [];
    const openLobby: string[] = [];
    let exit: (() => void) | null = null;
    let loadCount = 0;
    const clock = new SimulatedClock();
    const actor = createActor(
      lotteryLobbyMachine.provide({
        actors: {
          loadLobby: fromPromise<LotteryLobbyLoad, void>(async () => {
            loadCount += 1;
            const next = loads.length > 1 ? loads.shift()! : loads[0];
            return next();
          }),
          readClock: fromPromise<number, void>(async () => (options.clock ?? (() => T0))()),
          launchLottery: fromPromise<LotteryLaunchAnswer, LotteryPlayRequest>(async ({ input }) => {
            launches.push(input);
            return (options.launch ?? (async () => ({ url: '/demo-games/play/lottery#ticket=t', gameName: 'Hồ Chí Minh' })))(input);
          }),
          watchGameExit: fromCallback(({ sendBack }) => {
            exit = () => sendBack({ type: 'game.exited' });
          }),
        },
        actions: { openLobby: () => void openLobby.push('/lottery') },
      }),
      { input: { game: options.game ?? null }, clock },
    );
    actor.start();
    return { actor, clock, launches, openLobby, loads: () => loadCount, exit: () => exit?.() };
  }

  it('places each draw on the client clock: the answer’s arrival plus remainTime minus half the round trip', async () => {
    const answer = { sentAt: T0 - 400, receivedAt: T0, games: [menuGame('VN1', { remainTime: 90_000, lockTime: 60_000 })] };
    const { actor } = start({ loads: [async () => ({ answers: [answer], opened: [] })] });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    const [game] = actor.getSnapshot().context.games;
    expect(game.drawAt).toBe(T0 + 90_000 - 200);
    expect(game.lockAt).toBe(T0 + 60_000 - 200);
    // the countdown starts from the moment the answer arrived
    expect(selectLotteryLobbyView(actor.getSnapshot()).cards[0].remainingMs).toBe(89_800);
    expect(formatCountdown(89_800)).toBe('00:01:30');
  });

  it('moves the countdowns with a clock reading every second, and locks bets when lockTime has passed', async () => {
    let now = T0;
    const { actor, clock } = start({ loads: [async () => load([menuGame('VN1', { remainTime: 10_200, lockTime: 5_200 })])], clock: () => now });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    expect(selectLotteryLobbyView(actor.getSnapshot()).cards[0]).toMatchObject({ remainingMs: 10_100, locked: false, drawing: false });
    now = T0 + 6_000;
    clock.increment(1_000);
    await waitFor(actor, (s) => s.context.now === T0 + 6_000);
    expect(selectLotteryLobbyView(actor.getSnapshot()).cards[0]).toMatchObject({ remainingMs: 4_100, locked: true, drawing: false });
    now = T0 + 20_000;
    clock.increment(1_000);
    await waitFor(actor, (s) => s.context.now === T0 + 20_000);
    expect(selectLotteryLobbyView(actor.getSnapshot()).cards[0]).toMatchObject({ remainingMs: 0, locked: false, drawing: true });
  });

  it('refreshes after the shortest remaining draw time, at most 30 s, and 7 s after a passed draw', () => {
    expect(refreshDelayMs(12_000)).toBe(12_000);
    expect(refreshDelayMs(45_000)).toBe(30_000);
    expect(refreshDelayMs(0)).toBe(7_000);
    expect(refreshDelayMs(-5_000)).toBe(7_000);
    expect(refreshDelayMs(null)).toBe(30_000);
  });

  it('loads again when the shortest draw is due, and keeps the lobby when a refresh fails', async () => {
    let failNext = false;
    const { actor, clock, loads } = start({
      loads: [
        async () => {
          if (failNext) throw { errorCode: 'network.error' };
          return load([menuGame('VN1', { remainTime: 12_100 }), menuGame('VN2', { remainTime: 3_600_000 })]);
        },
      ],
    });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    expect(loads()).toBe(1);
    // the shortest draw is 12 s away (12.1 s less half of a 200 ms round trip)
    clock.increment(11_999);
    expect(loads()).toBe(1);
    failNext = true;
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ lobby: { showing: { refresh: 'waiting' } } }) && loads() === 2);
    expect(selectLotteryLobbyView(actor.getSnapshot())).toMatchObject({ status: 'ready', totalGames: 2, errorCode: null });
  });

  it('shows the failure of the first load with a retry that loads again', async () => {
    let calls = 0;
    const { actor } = start({
      loads: [
        async () => {
          calls += 1;
          if (calls === 1) throw { errorCode: 'system.error' };
          return load([menuGame('VN1')]);
        },
      ],
    });
    await waitFor(actor, (s) => s.matches({ lobby: 'failed' }));
    expect(selectLotteryLobbyView(actor.getSnapshot())).toMatchObject({ status: 'failed', errorCode: 'system.error', canRetry: true });
    actor.send({ type: 'lobby.retry' });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    expect(selectLotteryLobbyView(actor.getSnapshot()).cards.map((card) => card.gameCode)).toEqual(['VN1']);
  });

  it('combines the tag tab, the weekday chip and the search', async () => {
    const games = [
      menuGame('VN1', { gameName: 'Hồ Chí Minh', tag: 'MN', tagName: 'South', drawDays: [1, 6] }),
      menuGame('VN2', { gameName: 'Đà Nẵng', tag: 'MT', tagName: 'Central', drawDays: [3, 6] }),
      menuGame('VN3', { gameName: 'Hà Nội', tag: 'MB', tagName: 'North' }),
      menuGame('VN4', { gameName: 'Đồng Tháp', tag: 'MN', tagName: 'South', drawDays: [1] }),
    ];
    const { actor } = start({ loads: [async () => load(games)] });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    const shown = () => selectLotteryLobbyView(actor.getSnapshot()).cards.map((card) => card.gameCode);
    expect(selectLotteryLobbyView(actor.getSnapshot()).tabs).toEqual([
      { tag: '', label: null },
      { tag: 'MN', label: 'South' },
      { tag: 'MT', label: 'Central' },
      { tag: 'MB', label: 'North' },
    ]);
    actor.send({ type: 'tab.select', tag: 'MN' });
    expect(shown()).toEqual(['VN1', 'VN4']);
    actor.send({ type: 'weekday.select', weekday: 6 });
    expect(shown()).toEqual(['VN1']);
    actor.send({ type: 'tab.select', tag: '' });
    // a game without draw days draws every day
    expect(shown()).toEqual(['VN1', 'VN2', 'VN3']);
    actor.send({ type: 'search.type', text: 'da nang' });
    expect(shown()).toEqual(['VN2']);
    actor.send({ type: 'weekday.select', weekday: 1 });
    expect(shown()).toEqual([]);
    // a weekday out of 0-7 changes nothing
    actor.send({ type: 'weekday.select', weekday: 9 as never });
    expect(actor.getSnapshot().context.weekday).toBe(1);
  });

  it('shows at most six winning numbers of the latest draw', async () => {
    const opened = [{ gameId: '', gameCode: 'VN1', numero: '20300106', winningNumbers: ['01', '02', '03', '04', '05', '06', '07', '08'] }];
    const { actor } = start({ loads: [async () => load([menuGame('VN1'), menuGame('VN2')], opened)] });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    const [first, second] = selectLotteryLobbyView(actor.getSnapshot()).cards;
    expect(first).toMatchObject({ latestNumero: '20300106', winningNumbers: ['01', '02', '03', '04', '05', '06'] });
    expect(second).toMatchObject({ latestNumero: null, winningNumbers: [] });
  });

  it('shows a game whose answer carries no draw without a countdown, and leaves it out of the refresh delay', async () => {
    const { actor } = start({
      loads: [async () => load([menuGame('LT1', { numero: '', remainTime: null, lockTime: null }), menuGame('VN1', { remainTime: 20_100 })])],
    });
    await waitFor(actor, (s) => s.matches({ lobby: 'showing' }));
    const [noDraw] = selectLotteryLobbyView(actor.getSnapshot()).cards;
    expect(noDraw).toMatchObject({ gameCode: 'LT1', remainingMs: null, locked: false, drawing: false });
    const { games, now } = actor.getSnapshot().context;
    expect(refreshDelayMs(shortestRemainingMs(games, now))).toBe(20_000);
    expect(shortestRemainingMs([games[0]], now)).toBeNull();
  });

  it('lists a game once when two menus name it, with the first menu’s times', () => {
    const games = scheduleGames(
      [
        { sentAt: T0, receivedAt: T0, games: [menuGame('VN1', { remainTime: 1_000 })] },
        { sentAt: T0, receivedAt: T0, games: [menuGame('VN1', { remainTime: 9_000 }), menuGame('LT1', { vendor: 'LOTT', gameType: 'LOTT' })] },
      ],
      [],
    );
    expect(games.map((game) => [game.gameCode, game.drawAt! - T0])).toEqual([
      ['VN1', 1_000],
      ['LT1', 60_000],
    ]);
  });

  it('launches the game the address names, frames it, and goes back to the lobby on its exit', async () => {
    const { actor, launches, openLobby, loads, exit } = start({ game: played });
    await waitFor(actor, (s) => s.matches({ game: 'playing' }));
    expect(launches).toEqual([played]);
    expect(loads()).toBe(0);
    expect(selectLotteryLobbyView(actor.getSnapshot())).toMatchObject({
      status: 'playing',
      frameUrl: '/demo-games/play/lottery#ticket=t',
      gameName: 'Hồ Chí Minh',
    });
    exit();
    expect(openLobby).toEqual(['/lottery']);
    expect(selectLotteryLobbyView(actor.getSnapshot())).toMatchObject({ status: 'loading', game: null, frameUrl: null, gameName: null });
  });

  it('shows a refused launch with a retry', async () => {
    let refuse = true;
    const { actor, launches } = start({
      game: played,
      launch: async () => {
        if (refuse) throw { errorCode: 'game.maintenance' };
        return { url: '/demo-games/play/lottery#ticket=u', gameName: null };
      },
    });
    await waitFor(actor, (s) => s.matches({ game: 'launchFailed' }));
    expect(selectLotteryLobbyView(actor.getSnapshot())).toMatchObject({
      status: 'launchFailed',
      errorCode: 'game.maintenance',
      canRetry: true,
      frameUrl: null,
    });
    refuse = false;
    actor.send({ type: 'launch.retry' });
    await waitFor(actor, (s) => s.matches({ game: 'playing' }));
    expect(launches).toHaveLength(2);
  });
});

describe('lottery lobby rules', () => {
  it('reads drawDayOfWeek as weekday numbers 1-7', () => {
    expect(parseDrawDays('1,4')).toEqual([1, 4]);
    expect(parseDrawDays(' 7, 2 ,2,9,x')).toEqual([2, 7]);
    expect(parseDrawDays(['3', 5])).toEqual([3, 5]);
    expect(parseDrawDays(undefined)).toEqual([]);
    expect(parseDrawDays('')).toEqual([]);
  });

  it('searches without case or accents', () => {
    expect(searchKey('  Đà Nẵng ')).toBe('da nang');
    expect(searchKey('HỒ CHÍ MINH')).toBe('ho chi minh');
  });

  it('writes countdowns as hh:mm:ss, rounding up to whole seconds, hours past a day', () => {
    expect(formatCountdown(0)).toBe('00:00:00');
    expect(formatCountdown(-3_000)).toBe('00:00:00');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(3 * 86_400_000)).toBe('72:00:00');
  });
});
