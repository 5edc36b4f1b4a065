/**
 * The slot-style page and its game list through the real charts and edge over a fake gateway:
 * vendor tabs '<name> game hall' from the address, the query every filter and tab sends, paging,
 * the guest and trial gating of favourites and recent games, the favourite toggle (busy, added,
 * removed, failure), the icon fallback (once) and a tile's launch.
 */
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { selectLoginRef } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import type { FavouriteAnswer, FavouritePayload } from '../../../src/api/games-catalogue.api';
import SlotGamesPage from '../../../src/views/games/slot-games-page';
import { DEFAULT_ICON, fakeGamesApi, never, renderGamesPage, settle } from './games.driver';
import type { GamesApi, RenderGamesOptions } from './games.driver';

const launches = vi.hoisted(() => [] as unknown[]);
vi.mock('../../../src/app/game-launch.edge', () => ({ useGameLauncher: () => (game: unknown) => launches.push(game) }));

beforeEach(() => {
  launches.length = 0;
});
afterEach(cleanup);

const openRng = (path = '/rng', options: RenderGamesOptions = {}) => renderGamesPage(<SlotGamesPage gameType="RNG" />, path, options);
const tiles = () => screen.queryAllByTestId('game-tile');
const tileNames = () => tiles().map((tile) => tile.querySelector('.game-tile__name')?.textContent);
const loaded = async (count = 15) => waitFor(() => expect(tiles()).toHaveLength(count));
const lastQuery = (api: GamesApi) => vi.mocked(api.fetchGameList).mock.lastCall?.[0];
const tile = (name: string) => tiles().find((t) => within(t).queryByText(name) !== null)!;
const heart = (name: string) => within(tile(name)).getByRole('button', { name: `Favourite ${name}` });

describe('slot-style page: game halls', () => {
  it("shows the vendor tabs as '<name> game hall' and 15 games of every vendor", async () => {
    const { api } = await openRng();
    await loaded();
    const halls = screen.getByRole('navigation', { name: 'Game halls' });
    expect(
      within(halls)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All game halls', 'Spinbird Gaming game hallHot', 'Galaxia Slots game hall']);
    expect(within(halls).getByRole('link', { name: 'All game halls' }).getAttribute('aria-current')).toBe('page');
    expect(lastQuery(api)).toEqual({ gameType: 'RNG', pageNo: 1, pageSize: 15 });
    expect(screen.getByText('40 games')).toBeTruthy();
  });

  it('opens the hall of ?page=<vendor>, and follows a tab click', async () => {
    const { api, location } = await openRng('/rng?page=glx');
    await loaded();
    expect(lastQuery(api)).toMatchObject({ vassalage: 'GLX', pageNo: 1 });
    const halls = screen.getByRole('navigation', { name: 'Game halls' });
    expect(within(halls).getByRole('link', { name: 'Galaxia Slots game hall' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(halls).getByRole('link', { name: /Spinbird Gaming game hall/ }));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ vassalage: 'SPB' }));
    expect(location()).toBe('/rng?page=SPB');
  });

  it('shows every vendor for an unknown hall', async () => {
    const { api } = await openRng('/rng?page=NOPE');
    await loaded();
    expect(lastQuery(api)).not.toHaveProperty('vassalage');
  });
});

describe('game list filters and paging', () => {
  it('sends the search on Enter, and the class and minimum bet, each from page 1', async () => {
    const { api } = await openRng();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastQuery(api)?.pageNo).toBe(2));
    await loaded(15);

    fireEvent.change(screen.getByLabelText('Search games'), { target: { value: 'star' } });
    fireEvent.submit(screen.getByRole('search'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ gameType: 'RNG', gameName: 'star', pageNo: 1, pageSize: 15 }));

    fireEvent.change(screen.getByLabelText('Game class'), { target: { value: 'SCRATCH' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ gameClassify: 'SCRATCH', gameName: 'star' }));
    fireEvent.change(screen.getByLabelText('Minimum bet'), { target: { value: '0.75' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ minBet: '0.75', gameClassify: 'SCRATCH', pageNo: 1 }));
  });

  it('offers the SPEC minimum bets and classes, bingo with English supported', async () => {
    await openRng();
    await loaded();
    const bets = within(screen.getByLabelText('Minimum bet'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(bets).toEqual(['All bets', '0.01', '0.05', '0.10', '0.50', '0.75']);
    const classes = within(screen.getByLabelText('Game class'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(classes).toEqual(['All classes', 'Scratch cards', 'Video poker', 'Table games', 'Arcade', 'Jackpot slots', 'Bingo']);
  });

  it('pages with first, previous, next, last and the page numbers', async () => {
    const { api } = await openRng();
    await loaded();
    const pager = () => screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pager()).getByRole('button', { name: 'First page' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager()).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled')).toBe(true);
    expect(within(pager()).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(within(pager()).getByRole('button', { name: 'Last page' }));
    await loaded(10);
    expect(lastQuery(api)?.pageNo).toBe(3);
    expect(tileNames()[0]).toContain('Game 31');
    expect(within(pager()).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(true);

    fireEvent.click(within(pager()).getByRole('button', { name: 'Page 2' }));
    await loaded(15);
    fireEvent.click(within(pager()).getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(lastQuery(api)?.pageNo).toBe(1));
  });

  it('shows a skeleton while loading, then empty, and a failure with a retry', async () => {
    let answer: GamesApi['fetchGameList'] = () => never();
    const { api } = fakeGamesApi({ fetchGameList: (query) => answer(query) });
    await openRng('/rng', { api });
    await screen.findByTestId('game-list-loading');
    expect(screen.getByTestId('game-list-loading').getAttribute('aria-busy')).toBe('true');
    cleanup();

    let calls = 0;
    answer = async () => {
      calls += 1;
      if (calls === 1) throw { errorCode: 'system.error' };
      return { games: [], totalPages: 0, totalCount: 0 };
    };
    await openRng('/rng', { api });
    const failed = await screen.findByTestId('game-list-failed');
    expect(failed.getAttribute('role')).toBe('alert');
    fireEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('game-list-empty')).textContent).toBe('There are no games here yet.');
  });
});

describe('list tabs', () => {
  it('hot lists the hot games of the page type, filtered and paged here', async () => {
    const { api } = await openRng('/rng?page=SPB');
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Hot', pressed: false }));
    await loaded(1);
    expect(api.fetchHotGames).toHaveBeenLastCalledWith('SPB');
    // Hot Reels (node 90) is a GLX game: not in the Spinbird hall
    expect(tileNames()).toEqual(['Star Gems']);
    expect(screen.getByRole('button', { name: 'Hot', pressed: true })).toBeTruthy();
  });

  it('asks a guest to log in for favourites and recent games, and stays on all', async () => {
    const { api, session } = await openRng();
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /Favourites/ }));
    await waitFor(() => expect(session().showLogin).toBe(true));
    expect(screen.getByRole('button', { name: 'All games' }).getAttribute('aria-pressed')).toBe('true');
    expect(api.fetchAllFavourites).not.toHaveBeenCalled();
    expect(api.fetchFavouriteIds).not.toHaveBeenCalled();
  });

  it('warns a trial account, which cannot open recent games either', async () => {
    const { api, session } = await openRng('/rng', { visitor: 'trial' });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: /Recently played/ }));
    await waitFor(() => expect(session().showRealAccountWarning).toBe(true));
    expect(api.fetchRecentGames).not.toHaveBeenCalled();
  });

  it("shows a member's favourites and recent games", async () => {
    const { api } = await openRng('/rng', { visitor: 'member' });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await loaded(1);
    expect(tileNames()).toEqual(['Game 2']);
    fireEvent.click(screen.getByRole('button', { name: 'Recently played' }));
    await loaded(1);
    expect(tileNames()).toEqual(['Game 5']);
    expect(api.fetchRecentGames).toHaveBeenCalledTimes(1);
  });
});

describe('favourite toggle', () => {
  it("marks a member's favourites, adds one with a loader, and lists it under favourites", async () => {
    const { api } = fakeGamesApi();
    // the add is held until the test releases it, so the loader can be seen
    const add = api.addFavourite;
    let release = () => {};
    api.addFavourite = vi.fn((game: FavouritePayload) => new Promise<FavouriteAnswer>((resolve) => (release = () => resolve(add(game)))));
    await openRng('/rng', { visitor: 'member', api });
    await loaded();
    expect(heart('Game 2').getAttribute('aria-pressed')).toBe('true');
    expect(heart('Star Gems').getAttribute('aria-pressed')).toBe('false');
    // the hearts came back with the member's favourites (their answer renders as a transition): their
    // charts start in effects, which a browser runs before anyone can tap; here they run now
    await act(async () => {});

    fireEvent.click(heart('Star Gems'));
    expect(heart('Star Gems').getAttribute('aria-busy')).toBe('true');
    expect(within(tile('Star Gems')).getByRole('status').textContent).toBe('Adding to favourites…');
    expect(api.addFavourite).toHaveBeenCalledWith({ nodeId: '1', vendor: 'SPB', gameType: 'RNG' });
    await act(async () => release());
    await waitFor(() => expect(heart('Star Gems').getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Star Gems').getAttribute('aria-busy')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await loaded(2);
    expect(tileNames()).toEqual(['Star Gems', 'Game 2']);
  });

  it('removes a favourite, and the favourites tab drops it', async () => {
    const { api } = fakeGamesApi();
    await openRng('/rng', { visitor: 'member', api });
    await loaded();
    fireEvent.click(screen.getByRole('button', { name: 'Favourites' }));
    await loaded(1);
    fireEvent.click(heart('Game 2'));
    await waitFor(() => expect(screen.getByTestId('game-list-empty').textContent).toContain('You have no favourite games here yet.'));
    expect(api.removeFavourite).toHaveBeenCalledWith({ nodeId: '2', vendor: 'GLX', gameType: 'RNG' });
  });

  it('keeps the old state on a failure and says why', async () => {
    const { api } = fakeGamesApi({ addFavourite: async () => Promise.reject({ errorCode: 'favorite.limit' }) });
    await openRng('/rng', { visitor: 'member', api });
    await loaded();
    fireEvent.click(heart('Star Gems'));
    expect((await within(tile('Star Gems')).findByRole('alert')).textContent).toBe('You already keep the most favourites allowed. Remove one first.');
    expect(heart('Star Gems').getAttribute('aria-pressed')).toBe('false');
    expect(heart('Star Gems').getAttribute('aria-busy')).toBe('false');
  });

  it('asks a guest to log in and warns a trial account, without a call', async () => {
    const guest = await openRng();
    await loaded();
    fireEvent.click(heart('Star Gems'));
    await waitFor(() => expect(guest.session().showLogin).toBe(true));
    cleanup();
    const trial = await openRng('/rng', { visitor: 'trial' });
    await loaded();
    fireEvent.click(heart('Star Gems'));
    await waitFor(() => expect(trial.session().showRealAccountWarning).toBe(true));
    expect(guest.api.addFavourite).not.toHaveBeenCalled();
    expect(trial.api.addFavourite).not.toHaveBeenCalled();
  });
});

describe('game tiles', () => {
  it('shows name, vendor, minimum bet and the hot badge, and launches on click', async () => {
    await openRng();
    await loaded();
    const star = tile('Star Gems');
    expect(within(star).getByText('Spinbird Gaming')).toBeTruthy();
    expect(within(star).getByText('Min. bet 0.05')).toBeTruthy();
    expect(within(star).getByText('Hot')).toBeTruthy();
    expect(within(tile('Game 2')).queryByText('Hot')).toBeNull();
    fireEvent.click(within(star).getByRole('button', { name: 'Star Gems' }));
    expect(launches).toEqual([
      { nodeId: '1', gameCode: 'G1', gameName: 'Star Gems', gameType: 'RNG', vassalage: 'SPB', isGame: 'GAME', accountTypeName: 'SPB' },
    ]);
  });

  it('falls back to the default icon after one failed load, and not again', async () => {
    await openRng();
    await loaded();
    const icon = tile('Star Gems').querySelector('img')!;
    expect(icon.getAttribute('src')).toBe('/wps/assets/games/1.svg');
    fireEvent.error(icon);
    expect(icon.getAttribute('src')).toBe(DEFAULT_ICON);
    // the default failing too changes nothing (no loop)
    icon.setAttribute('src', 'broken');
    fireEvent.error(icon);
    expect(icon.getAttribute('src')).toBe('broken');
  });
});

describe('a settled page', () => {
  it('keeps the filters when a guest signs in on the page, and lists again for the member', async () => {
    const { api, session, rootActor } = await openRng();
    await loaded();
    fireEvent.change(screen.getByLabelText('Game class'), { target: { value: 'TABLE' } });
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ gameClassify: 'TABLE' }));
    fireEvent.click(screen.getByRole('button', { name: /Favourites/ }));
    await waitFor(() => expect(session().showLogin).toBe(true));
    const login = selectLoginRef(selectSessionRef(rootActor.getSnapshot())!.getSnapshot())!;
    act(() => {
      login.send({ type: 'field.change', field: 'username', value: 'demo_player' });
      login.send({ type: 'field.change', field: 'password', value: 'Player2026!' });
      login.send({ type: 'form.submit' });
    });
    await waitFor(() => expect(api.fetchFavouriteIds).toHaveBeenCalled());
    await loaded();
    expect(lastQuery(api)).toMatchObject({ gameClassify: 'TABLE' });
    expect((screen.getByLabelText('Game class') as HTMLSelectElement).value).toBe('TABLE');
    // the member's favourites arrive with their own answer
    await waitFor(() => expect(heart('Game 2').getAttribute('aria-pressed')).toBe('true'));
  });

  it('waits for the session before listing, so a member lists once', async () => {
    const { api } = await openRng('/rng', { visitor: 'member' });
    await loaded();
    await settle();
    expect(api.fetchGameList).toHaveBeenCalledTimes(1);
    expect(api.fetchFavouriteIds).toHaveBeenCalledTimes(1);
  });
});
