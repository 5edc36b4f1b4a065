/** /games/:games: the game type from the route, upper-cased; vendor tabs by name; an unknown type is empty. */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import GameListPage from '../../../src/views/games/game-list-page';
import { renderGamesPage } from './games.driver';

vi.mock('../../../src/app/game-launch.edge', () => ({ useGameLauncher: () => () => {} }));
afterEach(cleanup);

describe('game-list page', () => {
  it('lists the games of the route type with plain vendor tabs', async () => {
    const { api } = await renderGamesPage(<GameListPage />, '/games/rng?page=SPB', { route: '/games/:games' });
    await waitFor(() => expect(screen.getAllByTestId('game-tile')).toHaveLength(15));
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeTruthy();
    const vendors = screen.getByRole('navigation', { name: 'Vendors' });
    expect(
      within(vendors)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All vendors', 'Spinbird GamingHot', 'Galaxia Slots']);
    expect(api.fetchGameList).toHaveBeenCalledWith({ gameType: 'RNG', vassalage: 'SPB', pageNo: 1, pageSize: 15 });
  });

  it('says so for a game type without games', async () => {
    await renderGamesPage(<GameListPage />, '/games/nothing', { route: '/games/:games' });
    expect((await screen.findByTestId('page-empty')).textContent).toBe('There are no games of this kind right now.');
  });
});
