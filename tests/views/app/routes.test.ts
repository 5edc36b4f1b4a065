/** The route table: one row per path, found whatever the case or a trailing slash, with its layout and access. */
import { describe, expect, it } from 'vitest';
import { CENTRE_ACCESS, HOME_PATHS, routeOf, SITE_ROUTES } from '../../../machines/router';

describe('route table', () => {
  it('has one row per path, home on every home path', () => {
    const paths = SITE_ROUTES.map((route) => route.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of HOME_PATHS) expect(routeOf(path).chunk).toBe('home');
  });

  it('finds a row whatever the case or a trailing slash, the game-list pattern, and not-found otherwise', () => {
    expect(routeOf('/HelpMC/')).toMatchObject({ chunk: 'help', layout: 'bare', membersOnlyExempt: true });
    expect(routeOf('/lottery')).toMatchObject({ chunk: 'gameFramePage', layout: 'headerOnly', game: 'lottery' });
    expect(routeOf('/rng')).toMatchObject({ chunk: 'egame', gameType: 'RNG', layout: 'full' });
    expect(routeOf('/games/rng').chunk).toBe('gameList');
    expect(routeOf('/games/rng/extra').chunk).toBe('notFound');
    expect(routeOf('/no-such-page')).toMatchObject({ chunk: 'notFound', layout: 'full', access: 'guest' });
  });

  it('keeps /agentHome for agents, and the centres for real accounts and agents', () => {
    expect(SITE_ROUTES.filter((route) => route.access !== 'guest').map((route) => [route.path, route.access])).toEqual([['/agentHome', 'agent']]);
    expect(CENTRE_ACCESS).toEqual({ mc: 'realAccount', ac: 'agent' });
  });
});
