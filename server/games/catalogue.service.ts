/**
 * The public catalogue answers, shaped for the wire from a merchant's in-memory snapshot
 * (catalogue-snapshot.ts): vendor lanes, the vendor-to-type map, the paged game list, hot games and
 * the lottery games of the popular list. Pure functions; the routes cache what they return.
 */
import type { CatalogueSnapshot, SnapshotGame, SnapshotVendor } from './catalogue-snapshot';
import { onPlatform } from './catalogue-snapshot';
import type { GameListQuery } from '../../wire/games.schemas';
import { GAME_CLASSES, GAME_TYPES, HOT_GROUPS, hotGroupOf, TYPE_PATHS } from './game-types';
import type { CatalogueLanguage, GameTypeCode, HotGroup } from './game-types';
import { toWireGame } from './game-view';
import type { WireGame } from './game-view';

export interface ClassCount {
  key: string;
  displayName: string;
  gameCount: number;
}

export interface VendorCard {
  accountTypeId: number;
  vassalage: string;
  accountTypeName: string;
  displayName: string;
  gameType: GameTypeCode;
  /** VASSALAGE: the card opens the vendor's game list; GAME: it launches its only game */
  isGame: 'VASSALAGE' | 'GAME';
  gameCode?: string;
  nodeId?: string;
  isHot: 0 | 1;
  maintenance: boolean;
  sort: number;
  gameCount: number;
  gameClassify: ClassCount[];
  lagerIcon: string;
  smallIcon: string;
  mobileSmallIcon: string;
  h5Icon: string;
  mobileLargeIcon: string;
}

export interface Lane {
  title: GameTypeCode;
  displayName: string;
  categoryId: number;
  cards: VendorCard[];
  gameClassify: ClassCount[];
}

const CLASS_ORDER = Object.keys(GAME_CLASSES);

function classCounts(games: SnapshotGame[], language: CatalogueLanguage): ClassCount[] {
  const counts = new Map<string, number>();
  for (const game of games) counts.set(game.game_class, (counts.get(game.game_class) ?? 0) + 1);
  return [...counts.entries()]
    .sort(([a], [b]) => CLASS_ORDER.indexOf(a) - CLASS_ORDER.indexOf(b))
    .map(([key, gameCount]) => ({ key, displayName: GAME_CLASSES[key]?.[language] ?? key, gameCount }));
}

function vendorCard(vendor: SnapshotVendor, games: SnapshotGame[], language: CatalogueLanguage): VendorCard {
  const single = games.length === 1 ? games[0] : null;
  return {
    accountTypeId: vendor.id,
    vassalage: vendor.vassalage,
    accountTypeName: vendor.vassalage,
    displayName: vendor.display_name,
    gameType: vendor.game_type,
    isGame: single ? 'GAME' : 'VASSALAGE',
    ...(single ? { gameCode: single.game_code, nodeId: single.node_id } : {}),
    isHot: vendor.is_hot ? 1 : 0,
    maintenance: vendor.status === 'maintenance',
    sort: vendor.sort,
    gameCount: games.length,
    gameClassify: classCounts(games, language),
    lagerIcon: vendor.logo_url,
    smallIcon: vendor.logo_url,
    mobileSmallIcon: vendor.logo_url,
    h5Icon: vendor.logo_url,
    mobileLargeIcon: vendor.logo_url,
  };
}

/** Vendors that have games on the platform, one lane per game type in GAME_TYPES order. */
export function lanesOf(snapshot: CatalogueSnapshot, language: CatalogueLanguage, platforms: string[]): Lane[] {
  const gamesOf = new Map<number, SnapshotGame[]>();
  for (const game of snapshot.games) {
    if (!onPlatform(game, platforms)) continue;
    const list = gamesOf.get(game.vendor_id);
    if (list) list.push(game);
    else gamesOf.set(game.vendor_id, [game]);
  }
  return GAME_TYPES.flatMap((type) => {
    const vendors = snapshot.vendors.filter((vendor) => vendor.game_type === type.code && gamesOf.has(vendor.id));
    if (vendors.length === 0) return [];
    return [
      {
        title: type.code,
        displayName: type.names[language],
        categoryId: type.categoryId,
        cards: vendors.map((vendor) => vendorCard(vendor, gamesOf.get(vendor.id)!, language)),
        gameClassify: classCounts(
          vendors.flatMap((vendor) => gamesOf.get(vendor.id)!),
          language,
        ),
      },
    ];
  });
}

/** `{ RNG: { SPB: ['ARCADE', …], … }, LIVE: { … } }`: each type's vendors with the game classes they offer. */
export function vassGameTypesOf(snapshot: CatalogueSnapshot): Record<string, Record<string, string[]>> {
  const content: Record<string, Record<string, string[]>> = {};
  for (const type of GAME_TYPES) {
    const vendors = snapshot.vendors.filter((vendor) => vendor.game_type === type.code);
    if (vendors.length === 0) continue;
    content[type.code] = Object.fromEntries(
      vendors.map((vendor) => [
        vendor.vassalage,
        [...new Set(snapshot.games.filter((g) => g.vendor_id === vendor.id).map((g) => g.game_class))].sort(),
      ]),
    );
  }
  return content;
}

export interface GamePage {
  games: WireGame[];
  totalPages: number;
  totalCount: number;
}

/**
 * One page of games. Filters are exact (minBet and minLineNum match the game's value); the name
 * search is a case-insensitive substring of the name in the asked language or in English. The
 * snapshot is in list order (vendor order, the vendor's game order, id), so pages never overlap.
 */
export function gamePageOf(snapshot: CatalogueSnapshot, language: CatalogueLanguage, query: GameListQuery): GamePage {
  const search = query.gameName?.toLowerCase();
  const matching = snapshot.games.filter(
    (game) =>
      (!query.gameType || game.game_type === query.gameType) &&
      (!query.vassalage || game.vassalage === query.vassalage) &&
      (!query.gameClassify || game.game_class === query.gameClassify) &&
      (query.minBet === undefined || game.min_bet === query.minBet) &&
      (query.minLineNum === undefined || game.min_line_num === query.minLineNum) &&
      onPlatform(game, query.platform) &&
      (!search || game.lower.EN.includes(search) || game.lower[language].includes(search)),
  );
  const offset = (query.pageNo - 1) * query.pageSize;
  return {
    games: matching.slice(offset, offset + query.pageSize).map((game) => toWireGame(game, language)),
    totalPages: Math.ceil(matching.length / query.pageSize),
    totalCount: matching.length,
  };
}

export const HOT_GAMES_PER_GROUP = 12;

export interface HotGroupAnswer {
  gameType: HotGroup;
  list: WireGame[];
  footer: { path: string; gameCount: number };
}

const byPopularity = (a: SnapshotGame, b: SnapshotGame) => b.popularity - a.popularity || a.id - b.id;

/** Hot games in the groups of SPEC §9 (every group present, maybe empty), most popular first. */
export function hotGamesOf(
  snapshot: CatalogueSnapshot,
  language: CatalogueLanguage,
  filter: { vassalage?: string; platform?: string[] },
): HotGroupAnswer[] {
  const hot = snapshot.games
    .filter((game) => game.is_hot && (!filter.vassalage || game.vassalage === filter.vassalage) && onPlatform(game, filter.platform))
    .sort(byPopularity);
  return HOT_GROUPS.map((group) => {
    const games = hot.filter((game) => hotGroupOf(game.game_type) === group);
    return {
      gameType: group,
      list: games.slice(0, HOT_GAMES_PER_GROUP).map((game) => toWireGame(game, language)),
      footer: { path: TYPE_PATHS[group], gameCount: games.length },
    };
  });
}

export interface LotteryGame {
  game: WireGame;
  intervalS: number;
  offsetS: number;
}

/** Lottery games (LOTT and ELOTT) with a draw schedule, most popular first. */
export function lotteryGamesOf(snapshot: CatalogueSnapshot, language: CatalogueLanguage, count: number): LotteryGame[] {
  return snapshot.games
    .filter((game) => (game.game_type === 'LOTT' || game.game_type === 'ELOTT') && game.draw_interval_s !== null)
    .sort(byPopularity)
    .slice(0, count)
    .map((game) => ({ game: toWireGame(game, language), intervalS: game.draw_interval_s!, offsetS: game.draw_offset_s ?? 0 }));
}
