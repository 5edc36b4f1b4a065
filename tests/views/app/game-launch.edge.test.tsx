/**
 * Game launch through the real edge (game-launch.edge.ts) and the real launcher view: the session
 * decides login first; a window game's popup opens blank in the click and a blocked one asks the
 * gateway nothing; frame games go to /game and come back on the game page's exit message (only
 * from this origin); a closed game window tells the gateway and reloads the balance; lottery and
 * slot vendor cards are routed; a maintenance refusal offers its suggestions as buttons.
 * `window.open`, the gateway calls and the router are fakes.
 */
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import type { GameToLaunch } from '../../../machines/game-launch';
import { selectSessionRef } from '../../../machines/system-status';
import type { LaunchGameQuery } from '../../../src/api/game-launch.api';
import { launchWithRoot, startGameLauncher } from '../../../src/app/game-launch.edge';
import type { GameLaunchDeps } from '../../../src/app/game-launch.edge';
import GameLaunchView from '../../../src/views/game-launch/game-launch.view';
import { member, renderWithEdge, spyOnBalance, startRoot } from '../support/drivers';

afterEach(cleanup);

const slot: GameToLaunch = { nodeId: '1001', gameCode: 'SPB_001', gameName: 'Lucky Dragon', gameType: 'RNG', vassalage: 'SPB', isGame: 'GAME' };
const live: GameToLaunch = { nodeId: '2001', gameCode: 'DLV_001', gameName: 'Classic Baccarat 1', gameType: 'LIVE', vassalage: 'DLV' };
const GAME_URL = '/demo-games/play/slot?lang=EN#ticket=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

function fakeWindow() {
  return { closed: false, opener: {} as unknown, location: { href: '' }, close: vi.fn() };
}

async function start(options: { signedIn?: boolean; trial?: boolean; deps?: Partial<GameLaunchDeps> } = {}) {
  const signedIn = options.signedIn ?? true;
  const root = startRoot({ storedToken: signedIn ? 'token-1' : null, loadMemberInfo: async () => member({ type: options.trial ? 4 : 0 }) });
  await waitForActor(root.rootActor, (s) => s.matches('app'));
  const session = selectSessionRef(root.rootActor.getSnapshot())!;
  await waitForActor(session, (s) => (signedIn ? s.matches('signedIn') : s.matches('guest')));
  const launches: LaunchGameQuery[] = [];
  const navigations: string[] = [];
  const popup = fakeWindow();
  let onWindowClosed: (() => void) | null = null;
  const deps: Partial<GameLaunchDeps> = {
    launch: async (query) => {
      launches.push(query);
      return { url: GAME_URL };
    },
    exit: vi.fn(async () => ({ ended: 1 })),
    openWindow: vi.fn(() => popup as unknown as Window),
    navigate: (to) => void navigations.push(to),
    storeVendor: vi.fn(),
    currentPath: () => '/rng?page=SPB',
    language: () => 'EN',
    watchWindow: (_target, onClosed) => {
      onWindowClosed = onClosed;
      return () => {};
    },
    ...options.deps,
  };
  const actor = startGameLauncher(root.rootActor, deps);
  renderWithEdge(<GameLaunchView />, root.edge);
  return { ...root, session, actor, launches, navigations, popup, deps, closeWindow: () => onWindowClosed?.() };
}

describe('game launch edge', () => {
  it('opens only the login dialog for a guest', async () => {
    const { session, launches, deps, rootActor } = await start({ signedIn: false });
    act(() => launchWithRoot(rootActor, live));
    await waitForActor(session, (s) => s.matches({ guest: 'loggingIn' }) || s.matches({ guest: 'loadingDialog' }));
    expect(launches).toEqual([]);
    expect(deps.openWindow).not.toHaveBeenCalled();
  });

  it('launches frame games into /game with the trial flag and the page to come back to, and returns on the exit message of this origin only', async () => {
    const { actor, launches, navigations, rootActor } = await start({ trial: true });
    act(() => launchWithRoot(rootActor, slot));
    await waitForActor(actor, (s) => s.matches('playingInFrame'));
    expect(launches).toEqual([
      { nodeId: '1001', gameCode: 'SPB_001', vassalage: 'SPB', gameType: 'RNG', language: 'EN', backUrl: '/rng?page=SPB', accountType: 0 },
    ]);
    expect(navigations).toEqual(['/game?nodeId=1001&gameCode=SPB_001&gameType=RNG&vassalage=SPB&gameName=Lucky+Dragon']);
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { origin: 'https://evil.example', data: { source: 'demo-games', type: 'game.exited' } }),
        ),
    );
    expect(actor.getSnapshot().value).toBe('playingInFrame');
    act(
      () =>
        void window.dispatchEvent(
          new MessageEvent('message', { origin: window.location.origin, data: { source: 'demo-games', type: 'game.exited' } }),
        ),
    );
    expect(actor.getSnapshot().value).toBe('idle');
    expect(navigations.at(-1)).toBe('/rng?page=SPB');
  });

  it('opens a window game blank inside the click, points it at the game, and closes the game with the gateway when the window closes', async () => {
    const { actor, popup, deps, closeWindow, rootActor } = await start();
    const balanceChanges = spyOnBalance(rootActor);
    act(() => launchWithRoot(rootActor, live));
    expect(deps.openWindow).toHaveBeenCalledWith('', 'game', 'width=1280,height=800');
    await waitForActor(actor, (s) => s.matches('playingInWindow'));
    expect(popup.location.href).toBe(GAME_URL);
    await act(async () => closeWindow());
    await waitForActor(actor, (s) => s.matches('idle'));
    expect(deps.exit).toHaveBeenCalledTimes(1);
    // the header's balance chart, in the launcher's actor system, is told
    expect(balanceChanges()).toBeGreaterThan(0);
  });

  it('asks the gateway nothing when the popup was blocked, and says so with one confirm button', async () => {
    const { actor, launches, rootActor } = await start({ deps: { openWindow: vi.fn(() => null) } });
    act(() => launchWithRoot(rootActor, live));
    await waitForActor(actor, (s) => s.matches('failed'));
    expect(launches).toEqual([]);
    const dialog = await screen.findByTestId('game-launch-error');
    expect(within(dialog).getByRole('alert').textContent).toMatch(/blocked/i);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitForActor(actor, (s) => s.matches('idle'));
  });

  it('lists the suggested games of a game under maintenance as buttons that launch them', async () => {
    let first = true;
    const launches: string[] = [];
    const { actor, rootActor } = await start({
      deps: {
        launch: async (query) => {
          launches.push(query.nodeId);
          if (first) {
            first = false;
            // src/api hands the suggestions over already the launch's (tests/views/api/api-failure.test.ts)
            const star: GameToLaunch = {
              nodeId: '5001',
              gameCode: 'GLX_1',
              gameName: 'Star Reels',
              gameType: 'RNG',
              vassalage: 'GLX',
              isGame: 'GAME',
            };
            throw { errorCode: 'game.maintenance', value: { suggestions: [{ ...star, nodeId: 5001 }] }, suggestions: [star] };
          }
          return { url: GAME_URL };
        },
      },
    });
    act(() => launchWithRoot(rootActor, slot));
    const dialog = await screen.findByTestId('game-launch-error');
    expect(within(dialog).getByRole('alert').textContent).toMatch(/maintenance/i);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Star Reels' }));
    await waitForActor(actor, (s) => s.matches('playingInFrame'));
    expect(launches).toEqual(['1001', '5001']);
  });

  it('routes lottery games to /lottery and saves a slot vendor card before opening /rng on it', async () => {
    const { navigations, deps, rootActor } = await start();
    act(() =>
      launchWithRoot(rootActor, { nodeId: '3001', gameCode: 'VN_HCM', gameName: 'Ho Chi Minh', gameType: 'ELOTT', vassalage: 'TCG_LOTTO_VN' }),
    );
    act(() => launchWithRoot(rootActor, { nodeId: '', gameCode: '', gameName: 'Spinbird', gameType: 'RNG', vassalage: 'SPB', isGame: 'VASSALAGE' }));
    expect(navigations).toEqual(['/lottery?gameCode=VN_HCM&vendor=TCG_LOTTO_VN', '/rng?page=SPB']);
    expect(deps.storeVendor).toHaveBeenCalledWith('RNG', 'SPB');
  });
});
