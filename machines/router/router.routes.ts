/**
 * The route table (SPEC §2): every page of the site with its path, lazy chunk, shell layout and
 * access, and who may open each centre's pages. The router, the route guard, the shell layout and
 * the banners read it; a new page is a new row. Pure data (the chunks' imports are the router's),
 * so the rules are tested without a browser and the first script stays small.
 *
 * The member centre's and agent centre's pages are rows too, addressed by a query parameter over
 * any route (`?mc=depositv2`, `?ac=agentTeamOverview`): `CENTRE_ROUTES` in router.centres.ts.
 */

/** Which shell areas a route shows: all; the header only (a game in the page's frame); none. */
export type ShellLayout = 'full' | 'headerOnly' | 'bare';

/**
 * Who may open a page:
 * - `guest`: anyone (a members-only site sends guests to /login unless `membersOnlyExempt`);
 * - `member`: a signed-in account; a guest is asked to sign in;
 * - `realAccount`: a signed-in account that is not a free-play one (which gets the real-account warning);
 * - `agent`: an agent account.
 */
export type RouteAccess = 'guest' | 'member' | 'realAccount' | 'agent';

/** The lazy chunks of the route pages (the router maps each to its import). */
export type PageChunk =
  | 'home'
  | 'agentHome'
  | 'noticePage'
  | 'vip'
  | 'promotions'
  | 'promoDetail'
  | 'help'
  | 'download'
  | 'joinus'
  | 'gameFramePage'
  | 'game'
  | 'gameCenter'
  | 'egame'
  | 'hotGames'
  | 'gameList'
  | 'invalidDomain'
  | 'notFound';

export interface SiteRoute {
  path: string;
  chunk: PageChunk;
  layout: ShellLayout;
  access: RouteAccess;
  /** reachable without a session even when the merchant's site is members-only (`loginedToHomePage`) */
  membersOnlyExempt?: boolean;
  /** the upper-case game type of a games page (`/rng` is RNG) */
  gameType?: string;
  /** the frame page's game (`/lottery` frames the lottery) */
  game?: string;
}

const page = (path: string, chunk: PageChunk, extra: Partial<SiteRoute> = {}): SiteRoute => ({
  path,
  chunk,
  layout: 'full',
  access: 'guest',
  ...extra,
});

/** Paths that show home: `/login`, `/forget` and `/register` open their dialogs over it. */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home', '/login', '/forget', '/register', '/register.html'];

/** Dialog paths over home that stay reachable on a members-only site. */
const DIALOG_PATHS_OPEN_TO_GUESTS = ['/login', '/register', '/register.html'];

export const SITE_ROUTES: readonly SiteRoute[] = [
  ...HOME_PATHS.map((path) => page(path, 'home', { membersOnlyExempt: DIALOG_PATHS_OPEN_TO_GUESTS.includes(path) })),
  page('/agentHome', 'agentHome', { access: 'agent' }),
  page('/noticePage', 'noticePage'),
  page('/vip', 'vip'),
  page('/promotions', 'promotions'),
  page('/promoDetail', 'promoDetail'),
  page('/help', 'help'),
  // help inside an app's web view: the page alone, before signing in
  page('/helpmc', 'help', { layout: 'bare', membersOnlyExempt: true }),
  page('/down', 'download'),
  page('/download', 'download', { membersOnlyExempt: true }),
  page('/join', 'joinus'),
  page('/seamless', 'gameFramePage', { layout: 'headerOnly', game: 'seamless' }),
  page('/fbsports', 'gameFramePage', { layout: 'headerOnly', game: 'fbsports' }),
  page('/lottery', 'gameFramePage', { layout: 'headerOnly', game: 'lottery' }),
  page('/vnlottery', 'gameFramePage', { layout: 'headerOnly', game: 'vnlottery' }),
  page('/game', 'game', { layout: 'headerOnly' }),
  // one games page of vendor cards per game type
  page('/sports', 'gameCenter', { gameType: 'SPORTS' }),
  page('/esports', 'gameCenter', { gameType: 'ESPORTS' }),
  page('/elott', 'gameCenter', { gameType: 'ELOTT' }),
  page('/live', 'gameCenter', { gameType: 'LIVE' }),
  page('/cockfight', 'gameCenter', { gameType: 'COCKFIGHT' }),
  // game halls and their games; `?page=<vendor code>` opens a hall
  page('/rng', 'egame', { gameType: 'RNG' }),
  page('/fish', 'egame', { gameType: 'FISH' }),
  page('/pvp', 'egame', { gameType: 'PVP' }),
  page('/hot', 'hotGames'),
  // a game type's list: `/games/rng` lists RNG games
  page('/games/:games', 'gameList'),
  page('/invalidDomain', 'invalidDomain', { layout: 'bare' }),
];

/** What an unknown path shows. */
export const NOT_FOUND_ROUTE: SiteRoute = page('*', 'notFound');

/** `/Help/` -> `/help`: the router matches without regard to case or a trailing slash. */
function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '').toLowerCase();
  return trimmed === '' ? '/' : trimmed;
}

const byPath = new Map(SITE_ROUTES.filter((route) => !route.path.includes(':')).map((route) => [route.path.toLowerCase(), route]));

/** The route a path shows (the not-found route for an unknown one). */
export function routeOf(pathname: string): SiteRoute {
  const path = normalisePath(pathname);
  const exact = byPath.get(path);
  if (exact) return exact;
  if (/^\/games\/[^/]+$/.test(path)) return SITE_ROUTES.find((route) => route.chunk === 'gameList')!;
  return NOT_FOUND_ROUTE;
}
