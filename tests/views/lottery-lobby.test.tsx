/**
 * The lottery lobby through the real /lottery page, its chart and the real lottery edge, over fake
 * gateway calls and a fake clock: the cards with region, draw, countdown, locked and drawing
 * states and at most six winning numbers; tag tabs, weekday chips and search combined; loading,
 * empty and failed states with a retry; the countdown ticking on the clock; a card's play button
 * going through the game launch to /lottery with the game's code and vendor.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../machines/system-status';
import type { LaunchGameValue } from '../../src/api/game-launch.api';
import type { VendorLane } from '../../src/api/games.api';
import { createLotteryLobbyApi } from '../../src/api/lottery.api';
import type { LotteryCalls, WireLotteryGame, WireLotteryMenu, WireOpenedNumero } from '../../src/api/lottery.api';
import { startGameLauncher } from '../../src/app/game-launch.edge';
import { createLotteryEdge, LotteryEdgeProvider } from '../../src/app/lottery.edge';
import type { LotteryEnv } from '../../src/app/lottery.edge';
import GameFramePage from '../../src/views/pages/games/game-frame-page';
import { member, renderWithEdge, startRoot } from './support/drivers';

const T0 = Date.UTC(2030, 0, 7, 10, 0, 0);

/** A game as the gateway describes it (server/lottery/lgw-views.ts lotteryGameView). */
const game = (gameId: string, gameCode: string, gameName: string, extra: Partial<WireLotteryGame> = {}): WireLotteryGame => ({
  gameId,
  nodeId: gameId,
  gameCode,
  gameName,
  gameType: 'ELOTT',
  vassalage: 'TCG_LOTTO_VN',
  accountTypeName: 'TCG_LOTTO_VN',
  gameMenuTag: 'NORTH',
  gameGroupCode: 'NORTH',
  remark: 'Daily 18:15 (GMT+7)',
  drawDayOfWeek: '1,2,3,4,5,6,7',
  maintenance: false,
  ...extra,
});

/** The draw taking bets (remainTime and lockTime in ms from the answer; lockTime 0 once locked). */
const live = (remainTime: number, lockTime: number) => ({ numero: '20300107', remainTime, lockTime });

const hanoi = game('101', 'VN_HN', 'Hà Nội');
const hcm = game('102', 'VN_HCM', 'Hồ Chí Minh', {
  gameMenuTag: 'SOUTH',
  gameGroupCode: 'SOUTH',
  drawDayOfWeek: '1,6',
  remark: 'Mon, Sat 16:15 (GMT+7)',
});
const dongThap = game('103', 'VN_DT', 'Đồng Tháp', { gameMenuTag: 'SOUTH', gameGroupCode: 'SOUTH', drawDayOfWeek: '1', remark: 'Mon 16:15 (GMT+7)' });
const quick = game('501', 'LOTT_3M', 'Quick 3', {
  gameType: 'LOTT',
  vassalage: 'LOTT',
  accountTypeName: 'LOTT',
  gameMenuTag: 'FAST',
  gameGroupCode: 'FAST',
  remark: 'Every 3 min',
});

const vnMenu: Record<string, WireLotteryMenu> = {
  NORTH: { tag: 'NORTH', name: 'Miền Bắc', gameMenus: [{ ...hanoi, ...live(3_723_000, 3_600_000) }] },
  SOUTH: {
    tag: 'SOUTH',
    name: 'Miền Nam',
    gameMenus: [
      { ...hcm, ...live(3_723_000, 0) },
      { ...dongThap, ...live(-2_000, 0) },
    ],
  },
};

/** Every draw lottery, without the draw it takes bets for. */
const lotteryMenus: Record<string, WireLotteryGame> = { '101': hanoi, '102': hcm, '103': dongThap, '501': quick };

const opened: Record<string, WireOpenedNumero> = {
  '101': { ...hanoi, numero: '20300106', winNo: '12,34,56,78,90,11,22,33' },
  '102': { ...hcm, numero: '20300104', winNo: '7,8', winningNumbers: ['7', '8'] },
};

const lanes = [
  {
    title: 'ELOTT',
    displayName: 'E-lottery',
    categoryId: 7,
    gameClassify: [],
    cards: [
      {
        vassalage: 'TCG_LOTTO_VN',
        displayName: 'Vietnam Lottery',
        isHot: 0,
        maintenance: false,
        gameCount: 20,
        gameClassify: [],
        isGame: 'VASSALAGE',
      },
    ],
  },
] as VendorLane[];

function fakeApi(overrides: Partial<LotteryCalls> = {}): LotteryCalls {
  return {
    fetchVendorLanes: vi.fn(async () => lanes),
    fetchVnGameMenu: vi.fn(async () => vnMenu),
    fetchLotteryGameMenus: vi.fn(async () => lotteryMenus),
    fetchOpenedNumeros: vi.fn(async () => opened),
    fetchAllOpenedNumeros: vi.fn(async () => ({ '501': { ...quick, numero: '20300107-199', winNo: '4,0,9' } })),
    launchLotteryGame: vi.fn(
      async (): Promise<LaunchGameValue> => ({ url: '/demo-games/play/draw-lottery?lang=EN#ticket=t', mode: 'iframe', accountType: 1 }),
    ),
    ...overrides,
  };
}

let now = T0;

function fakeEnv(): LotteryEnv {
  return { now: () => now, language: () => 'EN', navigate: vi.fn(), watchGameExits: () => () => {} };
}

async function renderLobby(options: { api?: LotteryCalls; signedIn?: boolean; beforeRender?: (root: ReturnType<typeof startRoot>) => void } = {}) {
  const api = options.api ?? fakeApi();
  const root = startRoot(options.signedIn ? { storedToken: 'token-1', loadMemberInfo: async () => member() } : {});
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  options.beforeRender?.(root);
  const utils = renderWithEdge(
    <LotteryEdgeProvider value={createLotteryEdge(createLotteryLobbyApi(api), fakeEnv())}>
      <MemoryRouter initialEntries={['/lottery']}>
        <Routes>
          <Route path="/lottery" element={<GameFramePage game="lottery" />} />
        </Routes>
      </MemoryRouter>
    </LotteryEdgeProvider>,
    root.edge,
  );
  return { ...root, ...utils, api };
}

const cards = () => screen.getAllByTestId('lottery-card');
const names = () => screen.queryAllByTestId('lottery-card').map((card) => within(card).getByRole('heading', { level: 2 }).textContent);
const card = (name: string) => screen.getByRole('article', { name });

beforeEach(() => {
  localStorage.setItem('hisLang', 'EN');
  now = T0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lottery lobby', () => {
  it('shows a card per game with region, draw, countdown and the latest numbers, at most six', async () => {
    const { api } = await renderLobby();
    await screen.findByTestId('lottery-lobby');
    // the menu's games first; a game both lists name is shown once
    expect(names()).toEqual(['Hà Nội', 'Hồ Chí Minh', 'Đồng Tháp', 'Quick 3']);
    expect(api.fetchVnGameMenu).toHaveBeenCalledWith('ELOTT');
    expect(api.fetchLotteryGameMenus).toHaveBeenCalledWith('ELOTT');
    const hanoiCard = card('Hà Nội');
    expect(within(hanoiCard).getByText('Miền Bắc')).toBeTruthy();
    expect(within(hanoiCard).getByText('Daily 18:15 (GMT+7)', { exact: false })).toBeTruthy();
    expect(within(hanoiCard).getByText('20300107')).toBeTruthy();
    expect(within(hanoiCard).getByTestId('lottery-countdown').textContent).toBe('01:02:03');
    expect(within(hanoiCard).queryByTestId('lottery-locked')).toBeNull();
    expect(within(hanoiCard).getByText('Latest draw 20300106')).toBeTruthy();
    expect(
      within(within(hanoiCard).getByRole('list', { name: 'Winning numbers' }))
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['12', '34', '56', '78', '90', '11']);
    // a lottery game listed without its draw: its schedule, its latest numbers, no countdown
    const quickCard = card('Quick 3');
    expect(within(quickCard).getByText('Fast')).toBeTruthy();
    expect(within(quickCard).getByText('Every 3 min', { exact: false })).toBeTruthy();
    expect(within(quickCard).queryByTestId('lottery-countdown')).toBeNull();
    expect(within(quickCard).getByText('Latest draw 20300107-199')).toBeTruthy();
    expect(screen.getByTestId('lottery-count').textContent).toBe('4 games');
  });

  it('says when bets are locked, and when the draw time has passed', async () => {
    await renderLobby();
    await screen.findByTestId('lottery-lobby');
    const hcm = card('Hồ Chí Minh');
    expect(within(hcm).getByTestId('lottery-locked').textContent).toBe('Locked');
    expect(within(hcm).getByTestId('lottery-countdown').textContent).toBe('01:02:03');
    expect(within(hcm).getByText('Latest draw 20300104')).toBeTruthy();
    const dongThap = card('Đồng Tháp');
    expect(within(dongThap).getByTestId('lottery-drawing').textContent).toBe('Drawing…');
    expect(within(dongThap).queryByTestId('lottery-countdown')).toBeNull();
  });

  it('ticks the countdown every second without announcing it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderLobby();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    const countdown = () => within(card('Hà Nội')).getByTestId('lottery-countdown');
    expect(countdown().textContent).toBe('01:02:03');
    now = T0 + 1_000;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1_000);
    });
    expect(countdown().textContent).toBe('01:02:02');
    expect(countdown().getAttribute('role')).toBe('timer');
    expect(countdown().closest('[aria-live]')).toBeNull();
  });

  it('filters by tag tab, weekday chip and search together', async () => {
    await renderLobby();
    await screen.findByTestId('lottery-lobby');
    const tabs = within(screen.getByRole('group', { name: 'Regions' }));
    expect(tabs.getAllByRole('button').map((tab) => tab.textContent)).toEqual(['All', 'Miền Bắc', 'Miền Nam', 'Fast']);
    fireEvent.click(tabs.getByRole('button', { name: 'Miền Nam' }));
    expect(tabs.getByRole('button', { name: 'Miền Nam' }).getAttribute('aria-pressed')).toBe('true');
    expect(names()).toEqual(['Hồ Chí Minh', 'Đồng Tháp']);
    const days = within(screen.getByRole('group', { name: 'Draw day' }));
    fireEvent.click(days.getByRole('button', { name: 'Saturday' }));
    expect(names()).toEqual(['Hồ Chí Minh']);
    fireEvent.click(tabs.getByRole('button', { name: 'All' }));
    // Hà Nội and the quick lottery draw every day
    expect(names()).toEqual(['Hà Nội', 'Hồ Chí Minh', 'Quick 3']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lottery games' }), { target: { value: 'ho chi' } });
    expect(names()).toEqual(['Hồ Chí Minh']);
    expect(screen.getByTestId('lottery-count').textContent).toBe('1 game');
  });

  it('says when no game matches, and when there are no games at all', async () => {
    await renderLobby();
    await screen.findByTestId('lottery-lobby');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search lottery games' }), { target: { value: 'zzz' } });
    expect(screen.getByTestId('lottery-empty').textContent).toBe('No games match your search and filters.');
    expect(screen.getByTestId('lottery-count').textContent).toBe('0 games');
    cleanup();

    await renderLobby({ api: fakeApi({ fetchVnGameMenu: vi.fn(async () => ({})), fetchLotteryGameMenus: vi.fn(async () => ({})) }) });
    expect((await screen.findByTestId('lottery-empty')).textContent).toBe('There are no lottery games right now.');
  });

  it('shows the skeleton while loading, then the failure with a retry that loads again', async () => {
    let fail = true;
    const menu = vi.fn(async () => {
      if (fail) throw { errorCode: 'network.error' };
      return vnMenu;
    });
    const api = fakeApi({ fetchVnGameMenu: menu, fetchLotteryGameMenus: vi.fn(async () => Promise.reject(new Error('offline'))) });
    await renderLobby({ api });
    expect(await screen.findByTestId('lottery-loading')).toBeTruthy();
    const failed = await screen.findByTestId('lottery-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('The lottery games could not be loaded. Network error.');
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('lottery-lobby');
    expect(names()).toEqual(['Hà Nội', 'Hồ Chí Minh', 'Đồng Tháp']);
    expect(menu).toHaveBeenCalledTimes(2);
  });

  it('plays a game through the game launch: a lottery game goes to /lottery with its code and vendor', async () => {
    const navigations: string[] = [];
    // the launcher, connected with a router stand-in before the lobby connects it
    const root = await renderLobby({
      signedIn: true,
      beforeRender: (started) => void startGameLauncher(started.rootActor, { navigate: (to) => void navigations.push(to) }),
    });
    const session = selectSessionRef(root.rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches('signedIn'));
    await screen.findByTestId('lottery-lobby');
    fireEvent.click(within(card('Hà Nội')).getByRole('button', { name: 'Play Hà Nội' }));
    fireEvent.click(within(card('Quick 3')).getByRole('button', { name: 'Play Quick 3' }));
    expect(navigations).toEqual(['/lottery?gameCode=VN_HN&vendor=TCG_LOTTO_VN', '/lottery?gameCode=LOTT_3M&vendor=LOTT']);
    expect(cards()).toHaveLength(4);
  });
});
