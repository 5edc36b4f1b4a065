/**
 * The games routes through the real router, shell and lazy chunks: each path shows its page for its
 * game type in the full layout, and moving between two pages of one component starts the second
 * afresh (/rng to /fish lists fish games).
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor as waitForActor } from 'xstate';
import { GamesEdgeProvider } from '../../../src/app/games.edge';
import { AppRoutes } from '../../../src/app/router';
import { renderWithEdge, startRoot } from '../support/drivers';
import { fakeGamesApi, gamesEdgeOver } from './games.driver';

vi.mock('../../../src/app/game-launch.edge', () => ({ useGameLauncher: () => () => {} }));
// the banner area has its own tests; here its gateway reads would only add load
vi.mock('../../../src/views/banners/banner-area', () => ({ BannerArea: () => null }));
// the header's language picker starts in the stored language: these tests read English titles
beforeEach(() => localStorage.setItem('hisLang', 'EN'));
afterEach(() => {
  cleanup();
  localStorage.clear();
});

// every page is a lazy chunk loaded through the real router: slow on a busy CI machine
const PAGE_TIMEOUT = { timeout: 20_000 };

async function visit(path: string, remembered: Record<string, string> = {}) {
  window.history.replaceState(null, '', path);
  const { api } = fakeGamesApi();
  api.rememberedVendor = (gameType: string) => remembered[gameType] ?? null;
  const { rootActor, edge } = startRoot();
  await waitForActor(rootActor, (s) => s.matches('app'));
  renderWithEdge(
    <GamesEdgeProvider value={gamesEdgeOver(api)}>
      <AppRoutes root={rootActor} />
    </GamesEdgeProvider>,
    edge,
  );
  return api;
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('games routes', () => {
  const pages: [string, string, string][] = [
    ['/sports', 'games-page', 'Sports'],
    ['/esports', 'games-page', 'Esports'],
    ['/elott', 'games-page', 'E-lottery'],
    ['/live', 'games-page', 'Live casino'],
    ['/cockfight', 'games-page', 'Cockfight'],
    ['/rng?page=GLX', 'game-hall-page', 'Slots'],
    ['/fish', 'game-hall-page', 'Fishing'],
    ['/pvp', 'game-hall-page', 'Card games'],
    ['/hot', 'hot-games-page', 'Hot games'],
    ['/games/rng', 'game-hall-page', 'Slots'],
  ];

  for (const [path, testId, title] of pages) {
    it(`${path} shows ${testId} titled ${title} in the full layout`, PAGE_TIMEOUT, async () => {
      await visit(path);
      await heading(title);
      expect(screen.getByRole('main').contains(screen.getByTestId(testId))).toBe(true);
      expect(document.querySelector('.shell')?.getAttribute('data-layout')).toBe('full');
    });
  }

  it('opens the slots page on the vendor chosen last when the address names none', PAGE_TIMEOUT, async () => {
    const api = await visit('/rng', { RNG: 'GLX' });
    await waitFor(() => expect(api.fetchGameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG', vassalage: 'GLX' })), {
      timeout: 10_000,
    });
  });

  it('lets the address choose over the vendor chosen last', PAGE_TIMEOUT, async () => {
    const api = await visit('/rng?page=NOPE', { RNG: 'GLX' });
    await heading('Slots');
    await waitFor(() => expect(api.fetchGameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG' })), { timeout: 10_000 });
    expect(api.fetchGameList).not.toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'GLX' }));
  });

  it('starts the fish page afresh after the slots page', PAGE_TIMEOUT, async () => {
    const api = await visit('/rng');
    await waitFor(() => expect(api.fetchGameList).toHaveBeenCalledWith(expect.objectContaining({ gameType: 'RNG' })), { timeout: 10_000 });
    act(() => {
      window.history.pushState(null, '', '/fish');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await heading('Fishing');
    // a new list for the new game type, not the slots list kept
    await waitFor(() => expect(api.fetchGameList).toHaveBeenLastCalledWith(expect.objectContaining({ gameType: 'FISH' })), { timeout: 10_000 });
  });
});
