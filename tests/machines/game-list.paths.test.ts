/**
 * Game-list chart: graph paths over vendor tabs, the debounced search, the class and minimum-bet
 * filters, the list tabs with their guest and trial gating, paging, retries, account changes and
 * favourite updates, with the view model checked at every step; behaviour: what the loader is
 * asked, the debounce on a simulated clock, old answers dropped; the pure paging model and filters.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import {
  gameClassOptions,
  gameListMachine,
  matchesFilters,
  pageLocally,
  pagingModel,
  prizeModeOf,
  selectGameListView,
  tabOpenTo,
} from '../../machines/game-list';
import type { AccountKind, GameListRequest, GameListResult, GameListSnapshot, GameSummary, PagingModel } from '../../machines/game-list';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as GameListSnapshot;

function game(nodeId: string, overrides: Partial<GameSummary> = {}): GameSummary {
  return {
    nodeId,
    gameCode: `G${nodeId}`,
    gameName: `Game ${nodeId}`,
    gameType: 'RNG',
    vassalage: 'GLX',
    accountTypeName: 'GLX',
    gameClassify: 'SLOT',
    minBet: 0.05,
    isHot: false,
    iconUrl: `/wps/assets/games/${nodeId}.svg`,
    defaultIcon: '/wps/assets/games/default.svg',
    maintenance: false,
    ...overrides,
  };
}

const page = (games: GameSummary[], totalPages: number, favouriteIds: string[] | null = null): GameListResult => ({
  games,
  totalPages,
  totalCount: games.length + (totalPages - 1) * 15,
  favouriteIds,
});

runPathSuite({
  machine: gameListMachine.provide({
    actors: { loadGames: pending<GameListResult, GameListRequest>() },
    actions: { requestLogin: () => {}, warnRealAccount: () => {} },
  }),
  // the trial account comes from a session change, so one start covers guest, trial and real
  input: { gameType: 'rng', vendor: 'GLX', account: 'guest' },
  events: {
    'vendor.select': [{ vendor: 'SPB' }],
    'search.type': [{ text: ' star ' }],
    'class.select': [{ gameClass: 'SCRATCH' }],
    'minBet.select': [{ minBet: '0.05' }],
    'tab.select': [{ tab: 'hot' }, { tab: 'favourites' }],
    'page.go': [{ pageNo: 2 }],
    'session.changed': [{ account: 'real' }, { account: 'trial' }, { account: 'guest' }],
    'favourites.updated': [{ nodeIds: ['1'] }],
    'xstate.done.actor.loadGames': [{ output: page([game('1')], 2, ['1']) }, { output: page([], 0) }, { output: page([], 1) }],
    'xstate.error.actor.loadGames': [{ error: { errorCode: 'system.error' } }],
  },
  // graph identity: the regions, the tab, the account and the page (what the guards read); the
  // filters' values and the loaded games are left out, or their combinations would multiply paths
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { tab, pageNo, account } = s.context;
    return JSON.stringify({ value: s.value, tab, pageNo, account });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectGameListView(s);
    expect(view.status === 'loading').toBe(s.hasTag('busy'));
    expect(view.canRetry).toBe(view.status === 'failed');
    expect(view.errorCode !== null).toBe(view.status === 'failed');
    if (view.status !== 'loaded') expect(view.games).toHaveLength(0);
    else expect(view.games.length).toBeGreaterThan(0);
    // favourites and recent games are only ever shown to a real account
    expect(tabOpenTo(view.tab, view.account)).toBe(true);
    expect(view.pageNo).toBeGreaterThanOrEqual(1);
    expect(view.searchPending).toBe(s.matches({ search: 'typing' }));
    // a refused tab (guest or trial) leaves the list where it was
    if (event.type === 'tab.select' && view.account !== 'real') expect(['all', 'hot']).toContain(view.tab);
  },
});

describe('game list behaviour', () => {
  function start(load: (request: GameListRequest) => Promise<GameListResult>, account: AccountKind = 'guest') {
    const requests: GameListRequest[] = [];
    const gates: string[] = [];
    const clock = new SimulatedClock();
    const actor = createActor(
      gameListMachine.provide({
        actors: {
          loadGames: fromPromise<GameListResult, GameListRequest>(({ input }) => {
            requests.push(input);
            return load(input);
          }),
        },
        actions: { requestLogin: () => void gates.push('login'), warnRealAccount: () => void gates.push('realAccount') },
      }),
      { input: { gameType: 'rng', vendor: 'GLX', account }, clock },
    ).start();
    return { actor, requests, gates, clock, view: () => selectGameListView(actor.getSnapshot()) };
  }
  const settled = (actor: ReturnType<typeof start>['actor']) => waitFor(actor, (s) => !s.hasTag('busy'));
  const twoPages = async () => page([game('1'), game('2')], 3);

  it('loads the first page of the vendor with 15 games a page, upper-casing the game type', async () => {
    const { actor, requests, view } = start(twoPages);
    await settled(actor);
    expect(requests).toEqual([
      { tab: 'all', gameType: 'RNG', vendor: 'GLX', search: '', gameClass: '', minBet: '', pageNo: 1, pageSize: 15, account: 'guest' },
    ]);
    expect(view()).toMatchObject({ status: 'loaded', totalPages: 3, pageNo: 1 });
    expect(view().games.map((g) => g.nodeId)).toEqual(['1', '2']);
  });

  it('sends every filter and goes back to page 1 on a filter change', async () => {
    const { actor, requests } = start(twoPages);
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 3 });
    await settled(actor);
    actor.send({ type: 'class.select', gameClass: 'SCRATCH' });
    await settled(actor);
    actor.send({ type: 'minBet.select', minBet: '0.5' });
    await settled(actor);
    actor.send({ type: 'vendor.select', vendor: '' });
    await settled(actor);
    actor.send({ type: 'tab.select', tab: 'hot' });
    await settled(actor);
    expect(requests.map(({ tab, vendor, gameClass, minBet, pageNo }) => ({ tab, vendor, gameClass, minBet, pageNo }))).toEqual([
      { tab: 'all', vendor: 'GLX', gameClass: '', minBet: '', pageNo: 1 },
      { tab: 'all', vendor: 'GLX', gameClass: '', minBet: '', pageNo: 3 },
      { tab: 'all', vendor: 'GLX', gameClass: 'SCRATCH', minBet: '', pageNo: 1 },
      { tab: 'all', vendor: 'GLX', gameClass: 'SCRATCH', minBet: '0.5', pageNo: 1 },
      { tab: 'all', vendor: '', gameClass: 'SCRATCH', minBet: '0.5', pageNo: 1 },
      { tab: 'hot', vendor: '', gameClass: 'SCRATCH', minBet: '0.5', pageNo: 1 },
    ]);
  });

  it('ignores pages outside the list and the page already shown', async () => {
    const { actor, requests } = start(twoPages);
    await settled(actor);
    for (const pageNo of [0, 1, 4, 1.5]) actor.send({ type: 'page.go', pageNo });
    expect(requests).toHaveLength(1);
  });

  it('follows the search box once typing pauses, and at once on Enter', async () => {
    const { actor, requests, clock, view } = start(twoPages);
    await settled(actor);
    actor.send({ type: 'search.type', text: 'st' });
    clock.increment(300);
    actor.send({ type: 'search.type', text: 'star' });
    clock.increment(300);
    expect(view()).toMatchObject({ searchText: 'star', searchPending: true, search: '' });
    expect(requests).toHaveLength(1);
    clock.increment(100);
    expect(view()).toMatchObject({ searchPending: false, search: 'star', status: 'loading' });
    await settled(actor);
    actor.send({ type: 'search.type', text: 'star gems ' });
    actor.send({ type: 'search.submit' });
    expect(view().searchPending).toBe(false);
    await settled(actor);
    // the same search (spaces aside) does not load again when the timer would have fired
    clock.increment(1000);
    expect(requests.map((r) => r.search)).toEqual(['', 'star', 'star gems']);
  });

  it('sends a guest to the login request and a trial account to the real-account warning for favourites and recent', async () => {
    for (const [account, gate] of [
      ['guest', 'login'],
      ['trial', 'realAccount'],
    ] as const) {
      const { actor, requests, gates, view } = start(twoPages, account);
      await settled(actor);
      actor.send({ type: 'tab.select', tab: 'favourites' });
      actor.send({ type: 'tab.select', tab: 'recent' });
      expect(gates).toEqual([gate, gate]);
      expect(view()).toMatchObject({ tab: 'all', status: 'loaded' });
      expect(requests).toHaveLength(1);
    }
  });

  it('opens favourites for a real account, reloads them after a change, and leaves them at sign-out', async () => {
    const { actor, requests, view } = start(async (request) => page([game('1')], 1, request.account === 'real' ? ['1'] : null), 'guest');
    await settled(actor);
    actor.send({ type: 'session.changed', account: 'real' });
    await settled(actor);
    expect(view().favouriteIds).toEqual(['1']);
    actor.send({ type: 'tab.select', tab: 'favourites' });
    await settled(actor);
    actor.send({ type: 'favourites.updated', nodeIds: [] });
    expect(view().status).toBe('loading');
    await settled(actor);
    actor.send({ type: 'session.changed', account: 'guest' });
    await settled(actor);
    expect(requests.map((r) => `${r.tab}:${r.account}`)).toEqual(['all:guest', 'all:real', 'favourites:real', 'favourites:real', 'all:guest']);
    expect(view()).toMatchObject({ tab: 'all', favouriteIds: [] });
  });

  it('keeps the hearts up to date on the other tabs without loading again', async () => {
    const { actor, requests, view } = start(async () => page([game('1')], 1, ['1']), 'real');
    await settled(actor);
    actor.send({ type: 'favourites.updated', nodeIds: ['1', '2'] });
    expect(view()).toMatchObject({ status: 'loaded', favouriteIds: ['1', '2'] });
    expect(requests).toHaveLength(1);
  });

  it('loads the last page when the page asked for is past the end', async () => {
    const { actor, requests, view } = start(async (request) =>
      request.pageNo === 3 ? page([], 2) : page([game('1')], request.pageNo === 1 ? 3 : 2),
    );
    await settled(actor);
    actor.send({ type: 'page.go', pageNo: 3 });
    await settled(actor);
    expect(requests.map((r) => r.pageNo)).toEqual([1, 3, 2]);
    expect(view()).toMatchObject({ status: 'loaded', pageNo: 2, totalPages: 2 });
  });

  it('shows empty, and a failure with a retry', async () => {
    let calls = 0;
    const { actor, view } = start(async () => {
      calls += 1;
      if (calls === 1) throw { errorCode: 'system.error' };
      return page([], 0);
    });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'failed', errorCode: 'system.error', canRetry: true });
    actor.send({ type: 'list.retry' });
    await settled(actor);
    expect(view()).toMatchObject({ status: 'empty', errorCode: null, canRetry: false, totalCount: 0 });
  });

  it('drops the answer for filters that changed while it loaded', async () => {
    const answers = new Map<string, (result: GameListResult) => void>();
    const { actor, view } = start((request) => new Promise((resolve) => answers.set(request.gameClass || 'all', resolve)));
    actor.send({ type: 'class.select', gameClass: 'TABLE' });
    answers.get('TABLE')!(page([game('9')], 1));
    await settled(actor);
    answers.get('all')!(page([game('1')], 1));
    await Promise.resolve();
    expect(view().games.map((g) => g.nodeId)).toEqual(['9']);
  });
});

describe('paging model (SPEC §9: range 3, margin 1)', () => {
  const labels = (model: PagingModel) =>
    model.items.map((item) => (item.kind === 'gap' ? '…' : item.current ? `[${item.pageNo}]` : String(item.pageNo))).join(' ');

  it('shows the margins, three pages around the current one, and gaps', () => {
    expect(labels(pagingModel({ pageNo: 1, totalPages: 10 }))).toBe('[1] 2 3 … 10');
    expect(labels(pagingModel({ pageNo: 5, totalPages: 10 }))).toBe('1 … 4 [5] 6 … 10');
    expect(labels(pagingModel({ pageNo: 10, totalPages: 10 }))).toBe('1 … 8 9 [10]');
    // a gap standing for one page shows that page
    expect(labels(pagingModel({ pageNo: 4, totalPages: 10 }))).toBe('1 2 3 [4] 5 … 10');
    expect(labels(pagingModel({ pageNo: 2, totalPages: 4 }))).toBe('1 [2] 3 4');
    expect(labels(pagingModel({ pageNo: 1, totalPages: 1 }))).toBe('[1]');
  });

  it('enables first, previous, next and last only where they lead somewhere', () => {
    expect(pagingModel({ pageNo: 1, totalPages: 20 })).toMatchObject({ visible: true, first: null, previous: null, next: 2, last: 20 });
    expect(pagingModel({ pageNo: 7, totalPages: 20 })).toMatchObject({ first: 1, previous: 6, next: 8, last: 20 });
    expect(pagingModel({ pageNo: 20, totalPages: 20 })).toMatchObject({ first: 1, previous: 19, next: null, last: null });
  });

  it('hides the pager for one page or none, and keeps an out-of-range page inside the list', () => {
    expect(pagingModel({ pageNo: 1, totalPages: 1 }).visible).toBe(false);
    expect(pagingModel({ pageNo: 1, totalPages: 0 })).toEqual({ visible: false, items: [], first: null, previous: null, next: null, last: null });
    expect(labels(pagingModel({ pageNo: 99, totalPages: 6 }))).toBe('1 … 4 5 [6]');
  });
});

describe('filters applied on the client (hot, favourites, recent)', () => {
  const games = [
    game('1', { gameName: 'Star Gems', gameClassify: 'SCRATCH', minBet: 0.1 }),
    game('2', { gameName: 'Moon Gold', vassalage: 'SPB', minBet: 0.05 }),
    game('3', { gameName: 'Live Baccarat', gameType: 'LIVE', vassalage: 'DLV' }),
  ];
  const all = { gameType: 'RNG', vendor: '', search: '', gameClass: '', minBet: '' };

  it('matches type, vendor, class, minimum bet and a part of the name', () => {
    const ids = (filters: Partial<typeof all>) => games.filter((g) => matchesFilters(g, { ...all, ...filters })).map((g) => g.nodeId);
    expect(ids({})).toEqual(['1', '2']);
    expect(ids({ vendor: 'SPB' })).toEqual(['2']);
    expect(ids({ gameClass: 'SCRATCH' })).toEqual(['1']);
    expect(ids({ minBet: '0.1' })).toEqual(['1']);
    expect(ids({ minBet: '0.10' })).toEqual(['1']);
    expect(ids({ search: ' GEMS ' })).toEqual(['1']);
    expect(ids({ gameType: '' })).toEqual(['1', '2', '3']);
  });

  it('pages what matches with the page size', () => {
    const many = Array.from({ length: 32 }, (_, i) => game(String(i + 1)));
    const third = pageLocally(many, { ...all, pageNo: 3, pageSize: 15 });
    expect(third).toMatchObject({ totalPages: 3, totalCount: 32 });
    expect(third.games.map((g) => g.nodeId)).toEqual(['31', '32']);
    expect(pageLocally([], { ...all, pageNo: 1, pageSize: 15 })).toEqual({ games: [], totalPages: 0, totalCount: 0 });
  });

  it('offers bingo only when the merchant supports English', () => {
    expect(gameClassOptions(['MS', 'EN', 'CN'])).toEqual(['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'JACKPOT_SLOT', 'BINGO']);
    expect(gameClassOptions(['MS', 'CN'])).toEqual(['SCRATCH', 'VIDEO_POKER', 'TABLE', 'ARCADE', 'JACKPOT_SLOT']);
  });
});

describe('prize mode (SPEC §4)', () => {
  const lane = (title: string, ...vassalages: string[]) => ({ title, cards: vassalages.map((vassalage) => ({ vassalage })) });

  it('is ELOTT when the electronic lottery lane holds a TCG_LOTTO_VN or LOTT card, otherwise LOTT', () => {
    expect(prizeModeOf([lane('LOTT', 'LOTT'), lane('ELOTT', 'TCG_LOTTO_VN', 'ELOTT')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'LOTT')])).toBe('ELOTT');
    expect(prizeModeOf([lane('ELOTT', 'ELOTT')])).toBe('LOTT');
    // a LOTT card in the lottery lane does not count
    expect(prizeModeOf([lane('LOTT', 'LOTT', 'TCG_LOTTO_VN')])).toBe('LOTT');
    expect(prizeModeOf([{ title: 'ELOTT', cards: [{ vassalage: 'X1', accountTypeName: 'TCG_LOTTO_VN' }] }])).toBe('ELOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });
});
