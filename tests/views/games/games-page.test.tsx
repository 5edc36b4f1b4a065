/**
 * The games page of /sports, /esports, /elott, /live and /cockfight: the lane's vendor cards, a
 * click launching the vendor (or a one-game vendor's game), maintenance, empty and failed states;
 * and /hot: the hot games grouped, empty groups left out, each group linking to its page.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import GamesPage from '../../../src/views/games/games-page';
import HotGamesPage from '../../../src/views/games/hot-games-page';
import { fakeGamesApi, never, renderGamesPage } from './games.driver';

const launches = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/app/game-launch.edge', () => ({ useGameLauncher: () => (game: unknown) => launches.push(game) }));

beforeEach(() => {
  launches.length = 0;
});
afterEach(cleanup);

describe('games page', () => {
  it('shows the vendor cards of the lane, with hot and maintenance badges', async () => {
    await renderGamesPage(<GamesPage gameType="SPORTS" />, '/sports');
    expect(screen.getByRole('heading', { level: 1, name: 'Sports' })).toBeTruthy();
    const cards = within(await screen.findByTestId('vendor-cards')).getAllByRole('button');
    expect(cards.map((card) => card.textContent)).toEqual(['FB SportsHot20 games', 'Stadium BetUnder maintenance', 'Kickoff Sports1 game']);
    expect(cards[1].hasAttribute('disabled')).toBe(true);
  });

  it('launches a vendor card as the vendor, and a one-game vendor as its game', async () => {
    await renderGamesPage(<GamesPage gameType="SPORTS" />, '/sports');
    fireEvent.click(await screen.findByRole('button', { name: /FB Sports/ }));
    fireEvent.click(screen.getByRole('button', { name: /Kickoff Sports/ }));
    expect(launches).toEqual([
      { nodeId: '', gameCode: '', gameName: 'FB Sports', gameType: 'SPORTS', vassalage: 'FB', isGame: 'VASSALAGE', accountTypeName: 'FB' },
      {
        nodeId: '5001',
        gameCode: 'KIC_BOOK',
        gameName: 'Kickoff Sports',
        gameType: 'SPORTS',
        vassalage: 'KIC',
        isGame: 'GAME',
        accountTypeName: 'KIC',
      },
    ]);
  });

  it('falls back to the default icon when a vendor logo does not load', async () => {
    await renderGamesPage(<GamesPage gameType="SPORTS" />, '/sports');
    const logo = (await screen.findByRole('button', { name: /FB Sports/ })).querySelector('img')!;
    fireEvent.error(logo);
    expect(logo.getAttribute('src')).toBe('/wps/assets/games/default.svg');
  });

  it('says when a game type has no vendors, and fails with a retry', async () => {
    await renderGamesPage(<GamesPage gameType="COCKFIGHT" />, '/cockfight');
    expect((await screen.findByTestId('page-empty')).textContent).toBe('No game halls are open here right now.');
    cleanup();

    let calls = 0;
    const { api } = fakeGamesApi({
      fetchVendorLanes: async () => {
        calls += 1;
        if (calls === 1) throw { errorCode: 'network.error' };
        return [];
      },
    });
    await renderGamesPage(<GamesPage gameType="LIVE" />, '/live', { api });
    fireEvent.click(within(await screen.findByTestId('page-failed')).getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('page-empty');
    expect(calls).toBe(2);
  });

  it('shows a skeleton while the lanes load', async () => {
    const { api } = fakeGamesApi({ fetchVendorLanes: () => never() });
    await renderGamesPage(<GamesPage gameType="ESPORTS" />, '/esports', { api });
    expect(screen.getByTestId('page-skeleton')).toBeTruthy();
  });
});

describe('hot games page', () => {
  it('groups the hot games by type, leaves out empty groups and links each to its page', async () => {
    await renderGamesPage(<HotGamesPage />, '/hot');
    const groups = await screen.findAllByTestId('hot-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 2 }).textContent)).toEqual(['Slots', 'Sports']);
    expect(within(groups[0]).getAllByTestId('game-tile')).toHaveLength(2);
    expect(within(groups[0]).getByRole('link', { name: 'All 14 hot Slots games' }).getAttribute('href')).toBe('/rng');
    // vendor names come from the lanes; a vendor the lanes do not list shows its code
    expect(within(groups[0]).getByText('Spinbird Gaming')).toBeTruthy();
    expect(within(groups[1]).getByText('NXE')).toBeTruthy();
  });

  it("marks a member's favourites, and asks a guest to log in from a heart", async () => {
    const member = await renderGamesPage(<HotGamesPage />, '/hot', { visitor: 'member' });
    await screen.findAllByTestId('hot-group');
    expect(screen.getByRole('button', { name: 'Favourite Star Gems' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Star Gems' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Favourite Star Gems' }).getAttribute('aria-pressed')).toBe('true'));
    expect(member.api.addFavourite).toHaveBeenCalledWith({ nodeId: '1', vendor: 'SPB', gameType: 'RNG' });
    cleanup();

    const guest = await renderGamesPage(<HotGamesPage />, '/hot');
    await screen.findAllByTestId('hot-group');
    fireEvent.click(screen.getByRole('button', { name: 'Favourite Star Gems' }));
    await waitFor(() => expect(guest.session().showLogin).toBe(true));
    expect(guest.api.fetchFavouriteIds).not.toHaveBeenCalled();
  });
});
