/**
 * /lottery with a game in its address, through the real page, chart and lottery edge over fake
 * calls: the launch parameters stay listed; a signed-in player's game is launched with the
 * lottery launch's parameters and framed; a refusal shows its message with a retry and the way
 * back to the lobby; a guest is offered the login dialog first; the game page's exit message
 * sends the player back to the lobby; /elott links to the lobby.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { waitFor as waitForActor } from 'xstate';
import { selectSessionRef } from '../../machines/system-status';
import type { LaunchGameValue } from '../../src/api/game-launch.api';
import { createLotteryLobbyApi } from '../../src/api/lottery.api';
import type { LotteryCalls, LotteryLaunchQuery } from '../../src/api/lottery.api';
import { createLotteryEdge, LotteryEdgeProvider } from '../../src/app/lottery.edge';
import type { LotteryEnv } from '../../src/app/lottery.edge';
import GameFramePage from '../../src/views/pages/games/game-frame-page';
import GamesPage from '../../src/views/games/games-page';
import { fakeGamesApi, renderGamesPage } from './games/games.driver';
import { member, renderWithEdge, startRoot } from './support/drivers';

const GAME_URL = '/demo-games/play/draw-lottery?lang=EN#ticket=abcdefghijklmnopqrstuvwxyz012345';

/** The lottery games as the gateway lists them: the launch finds the named game's node id there. */
const lotteryMenus = {
  '102': {
    gameId: '102',
    nodeId: '102',
    gameCode: 'VN_HCM',
    gameName: 'Hồ Chí Minh',
    gameType: 'ELOTT',
    vassalage: 'TCG_LOTTO_VN',
    gameGroupCode: 'SOUTH',
  },
  '501': { gameId: '501', nodeId: '501', gameCode: 'LOTT_3M', gameName: 'Quick 3', gameType: 'LOTT', vassalage: 'LOTT', gameGroupCode: 'FAST' },
};

function fakeApi(launch: (query: LotteryLaunchQuery) => Promise<LaunchGameValue>): LotteryCalls {
  return {
    fetchVendorLanes: vi.fn(async () => []),
    fetchVnGameMenu: vi.fn(async () => ({})),
    fetchLotteryGameMenus: vi.fn(async () => lotteryMenus),
    fetchOpenedNumeros: vi.fn(async () => ({})),
    fetchAllOpenedNumeros: vi.fn(async () => ({})),
    launchLotteryGame: vi.fn(launch),
    endPlaySessions: vi.fn(async () => ({ ended: 1 })),
  };
}

const framed = async () => ({ url: GAME_URL, mode: 'iframe' as const, accountType: 1 });

async function renderLottery(path: string, options: { api?: LotteryCalls; signedIn?: boolean } = {}) {
  const api = options.api ?? fakeApi(framed);
  let onExit: (() => void) | null = null;
  const env: LotteryEnv = {
    now: () => Date.UTC(2030, 0, 7),
    language: () => 'EN',
    navigate: vi.fn(),
    watchGameExits: (onExited) => {
      onExit = onExited;
      return () => {
        onExit = null;
      };
    },
  };
  const root = startRoot(options.signedIn === false ? {} : { storedToken: 'token-1', loadMemberInfo: async () => member() });
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  const utils = renderWithEdge(
    <LotteryEdgeProvider value={createLotteryEdge(createLotteryLobbyApi(api), env)}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lottery" element={<GameFramePage game="lottery" />} />
        </Routes>
      </MemoryRouter>
    </LotteryEdgeProvider>,
    root.edge,
  );
  return { ...root, ...utils, api, env, exit: () => onExit?.() };
}

beforeEach(() => localStorage.setItem('hisLang', 'EN'));
afterEach(cleanup);

describe('lottery page with a game', () => {
  it('launches the named game with the lottery launch parameters and frames its betting page', async () => {
    const { api } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN&playType=DE');
    const frame = await screen.findByTestId('game-iframe');
    expect(frame.getAttribute('src')).toBe(GAME_URL);
    // the frame is titled by the game's name; the launch codes show nowhere (issue 32)
    expect(frame.getAttribute('title')).toBe('Hồ Chí Minh');
    expect(document.body.textContent).not.toMatch(/VN_HCM|TCG_LOTTO_VN/);
    expect(api.launchLotteryGame).toHaveBeenCalledWith({
      nodeId: '102',
      gameCode: 'VN_HCM',
      gameType: 'ELOTT',
      vassalage: 'TCG_LOTTO_VN',
      playType: 'DE',
      prizeMode: 'LOTT',
      language: 'EN',
      backUrl: '/lottery',
    });
    // the lobby is not loaded under a game
    expect(api.fetchVnGameMenu).not.toHaveBeenCalled();
  });

  it('shows a refused launch with its message, a retry and the way back to the lobby', async () => {
    let refuse = true;
    const { api } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN', {
      api: fakeApi(async () => {
        if (refuse) throw { errorCode: 'game.maintenance', value: { suggestions: [] } };
        return framed();
      }),
    });
    const failed = await screen.findByTestId('lottery-launch-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    expect(failed.textContent).toContain('This game is under maintenance. Please try again later.');
    expect(within(failed).getByRole('link', { name: 'All lottery games' }).getAttribute('href')).toBe('/lottery');
    refuse = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('game-iframe')).getAttribute('src')).toBe(GAME_URL);
    expect(api.launchLotteryGame).toHaveBeenCalledTimes(2);
  });

  it('launches a game the lottery games do not list by its code and vendor alone', async () => {
    const { api } = await renderLottery('/lottery?gameCode=SEA_4D&vendor=TCG_SEA');
    // no name to title the frame with: a plain "Game", never the code
    expect((await screen.findByTestId('game-iframe')).getAttribute('title')).toBe('Game');
    expect(api.launchLotteryGame).toHaveBeenCalledWith(
      expect.objectContaining({ nodeId: '', gameCode: 'SEA_4D', gameType: '', vassalage: 'TCG_SEA' }),
    );
  });

  it('refuses a betting page that is neither this site nor https', async () => {
    await renderLottery('/lottery?gameCode=VN_HCM', { api: fakeApi(async () => ({ url: 'javascript:alert(1)', mode: 'iframe', accountType: 1 })) });
    expect((await screen.findByTestId('lottery-launch-failed')).textContent).toContain('The game could not be opened. Please try again later.');
    expect(screen.queryByTestId('game-iframe')).toBeNull();
  });

  it('offers a guest the login dialog instead of launching', async () => {
    const { api, rootActor } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN', { signedIn: false });
    const prompt = await screen.findByTestId('lottery-sign-in');
    fireEvent.click(within(prompt).getByRole('button', { name: 'Log in' }));
    const session = selectSessionRef(rootActor.getSnapshot())!;
    await waitForActor(session, (s) => s.matches({ guest: 'loggingIn' }) || s.matches({ guest: 'loadingDialog' }));
    expect(api.launchLotteryGame).not.toHaveBeenCalled();
  });

  it("goes back to the lobby when the game page's exit button says so", async () => {
    const { env, exit } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN');
    await screen.findByTestId('game-iframe');
    act(() => exit());
    expect(vi.mocked(env.navigate).mock.calls.map(([to]) => to)).toEqual(['/lottery']);
  });

  it('ends the play session when the player leaves the page without the game exit button', async () => {
    const { api, unmount } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN');
    await screen.findByTestId('game-iframe');
    expect(api.endPlaySessions).not.toHaveBeenCalled();
    unmount();
    expect(api.endPlaySessions).toHaveBeenCalledTimes(1);
  });

  it("does not end it again after the game page's own exit", async () => {
    const { api, exit, unmount } = await renderLottery('/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN');
    await screen.findByTestId('game-iframe');
    act(() => exit());
    unmount();
    expect(api.endPlaySessions).not.toHaveBeenCalled();
  });
});

describe('e-lottery games page', () => {
  it('links to the lottery lobby', async () => {
    await renderGamesPage(<GamesPage gameType="ELOTT" />, '/elott', { api: fakeGamesApi().api });
    expect(screen.getByRole('link', { name: 'Open the lottery lobby' }).getAttribute('href')).toBe('/lottery');
    cleanup();
    await renderGamesPage(<GamesPage gameType="SPORTS" />, '/sports', { api: fakeGamesApi().api });
    expect(screen.queryByRole('link', { name: 'Open the lottery lobby' })).toBeNull();
  });
});
