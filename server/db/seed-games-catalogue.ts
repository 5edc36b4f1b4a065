/**
 * The demo games catalogue, generated: vendors of every game type and about 2,200 games with
 * names in three languages, classes, minimum bets, hot flags and popularity, plus PVP rooms. A fixed PRNG seed makes every database get the same catalogue; node ids are
 * given by seed-games.ts.
 */
import { DAY_MS } from '../../rules/merchant-day';
import type { GameTypeCode, Names } from '../games/game-types';
import {
  ADJECTIVES,
  CARD_GAMES,
  CARD_STYLES,
  CLASS_ENDINGS,
  DRAW_INTERVALS,
  FISH_ENDINGS,
  LIVE_GAMES,
  LIVE_STYLES,
  LOTTERY_GAMES,
  NOUNS,
  SEA_CREATURES,
  SLOT_SUFFIXES,
} from './seed-games-words';
import type { Word } from './seed-games-words';
import { numbered, phrase, pick, prng, weighted } from './seed-random';
import type { Random } from './seed-random';
import { CATALOGUE_STATIONS, FAST_MENU_TAGS, fastLockS, VN_LOCK_S, VN_REGION_DRAW_OFFSET_S, VN_STATIONS } from './seed-lottery-stations';

export const CATALOGUE_SEED = 20_260_302;

export interface VendorSeed {
  vassalage: string;
  displayName: string;
  gameType: GameTypeCode;
  isHot: boolean;
  gameCount: number;
}

export interface GameSeed {
  vassalage: string;
  gameType: GameTypeCode;
  gameCode: string;
  names: Names;
  gameClass: string;
  /** minor units */
  minBet: number;
  minLineNum: number;
  platforms: string;
  isHot: boolean;
  popularity: number;
  sort: number;
  releaseDate: string;
  drawIntervalS: number | null;
  drawOffsetS: number | null;
  /** lottery games (migration 013): ISO weekdays in Vietnam ('1,4'), lock before the draw, lobby menu */
  drawDays: string | null;
  drawLockS: number | null;
  drawMenuTag: string | null;
}

export interface RoomSeed {
  gameIndex: number;
  tier: string;
  minBet: number;
  seats: number;
  players: number;
  sort: number;
}

export interface CatalogueSeed {
  vendors: VendorSeed[];
  games: GameSeed[];
  rooms: RoomSeed[];
}

const v = (vassalage: string, displayName: string, gameType: GameTypeCode, gameCount: number, isHot = false): VendorSeed => ({
  vassalage,
  displayName,
  gameType,
  isHot,
  gameCount,
});

/** Invented vendors; DS88, FB, LOTT, TCG_SEA, TCG_LOTTO_VN and ELOTT are codes the client treats specially (SPEC §2, §4). */
export const DEMO_VENDORS: VendorSeed[] = [
  v('DLV', 'Diamond Live', 'LIVE', 40, true),
  v('ORL', 'Orchid Live Casino', 'LIVE', 40),
  v('EVL', 'Evermore Live', 'LIVE', 40),
  v('FB', 'FB Sports', 'SPORTS', 4, true),
  v('SBX', 'Stadium Bet', 'SPORTS', 3),
  v('KIC', 'Kickoff Sports', 'SPORTS', 3),
  v('NXE', 'Nexus Esports', 'ESPORTS', 2, true),
  v('ARE', 'Arena Esports', 'ESPORTS', 2),
  v('SPB', 'Spinbird Gaming', 'RNG', 300, true),
  v('GLX', 'Galaxia Slots', 'RNG', 300, true),
  v('MNG', 'Mango Reels', 'RNG', 300),
  v('KRK', 'Kraken Forge', 'RNG', 300),
  v('TKS', 'Tiki Spin Studio', 'RNG', 300),
  v('RVR', 'Riverstone Play', 'RNG', 300),
  v('DS88', 'DS88 Sabong', 'COCKFIGHT', 3, true),
  v('OCF', 'Ocean Fortune', 'FISH', 40, true),
  v('RFH', 'Reef Hunter', 'FISH', 40),
  v('TGC', 'Tongits Club', 'PVP', 30, true),
  v('KMS', 'Kartu Masters', 'PVP', 30),
  v('MJH', 'Mahjong House', 'PVP', 30),
  v('LOTT', 'House Lottery', 'LOTT', 15, true),
  v('TCG_SEA', 'SEA Lottery', 'LOTT', 15),
  v('TCG_LOTTO_VN', 'Vietnam Lottery', 'ELOTT', 20, true),
  v('ELOTT', 'E-Lottery Keno', 'ELOTT', 20),
];

const w = (EN: string, MS: string, CN: string): Word => ({ EN, MS, CN });
const SPORTS_GAMES: [Word, string][] = [
  [w('Sportsbook', 'Buku Sukan', '体育博彩'), 'SPORTSBOOK'],
  [w('Virtual Football', 'Bola Sepak Maya', '虚拟足球'), 'VIRTUAL_SPORTS'],
  [w('Virtual Basketball', 'Bola Keranjang Maya', '虚拟篮球'), 'VIRTUAL_SPORTS'],
  [w('Virtual Horse Racing', 'Lumba Kuda Maya', '虚拟赛马'), 'VIRTUAL_SPORTS'],
];
const ESPORTS_GAMES: [Word, string][] = [
  [w('Esports Lobby', 'Lobi E-Sukan', '电竞大厅'), 'ESPORTSBOOK'],
  [w('Esports Live', 'E-Sukan Langsung', '电竞直播'), 'ESPORTSBOOK'],
];
const ARENA = w('Sabong Arena', 'Gelanggang Sabung', '斗鸡场');

const RNG_CLASSES = [
  ['SLOT', 55],
  ['JACKPOT_SLOT', 12],
  ['SCRATCH', 8],
  ['VIDEO_POKER', 7],
  ['TABLE', 8],
  ['ARCADE', 7],
  ['BINGO', 3],
] as const;
const LIVE_CLASSES = [
  ['BACCARAT', 40],
  ['ROULETTE', 15],
  ['BLACKJACK', 15],
  ['SIC_BO', 10],
  ['DRAGON_TIGER', 10],
  ['GAME_SHOW', 10],
] as const;
const LINES = [1, 5, 9, 10, 20, 25, 30, 40, 50] as const;

/** Minimum bets in minor units (0.01 … 1.00, SPEC §9) and their weights per type. */
const MIN_BETS: Record<GameTypeCode, readonly (readonly [number, number])[]> = {
  RNG: [
    [1, 35],
    [5, 25],
    [10, 20],
    [50, 10],
    [75, 5],
    [100, 5],
  ],
  FISH: [
    [1, 40],
    [5, 35],
    [10, 25],
  ],
  LIVE: [
    [10, 20],
    [50, 40],
    [100, 40],
  ],
  PVP: [
    [10, 30],
    [50, 30],
    [75, 10],
    [100, 30],
  ],
  LOTT: [
    [10, 40],
    [50, 30],
    [100, 30],
  ],
  ELOTT: [
    [10, 40],
    [50, 30],
    [100, 30],
  ],
  SPORTS: [
    [50, 50],
    [100, 50],
  ],
  ESPORTS: [
    [50, 50],
    [100, 50],
  ],
  COCKFIGHT: [[100, 1]],
};

const HOT_SHARE: Record<GameTypeCode, number> = {
  RNG: 0.04,
  LIVE: 0.15,
  FISH: 0.15,
  PVP: 0.15,
  LOTT: 0.25,
  ELOTT: 0.25,
  SPORTS: 0.4,
  ESPORTS: 0.5,
  COCKFIGHT: 0.67,
};

interface Drawn {
  names: Names;
  gameClass: string;
  drawIntervalS?: number;
  drawOffsetS?: number;
  drawDays?: string;
  drawLockS?: number;
  drawMenuTag?: string;
}

/** A Vietnamese station's game (seed-lottery-stations.ts): its weekdays at its region's hour. */
const stationDraw = (n: number): Drawn => {
  const station = VN_STATIONS[n];
  return {
    names: { ...station.names },
    gameClass: 'LOTTERY',
    drawIntervalS: 86_400,
    drawOffsetS: VN_REGION_DRAW_OFFSET_S[station.region],
    drawDays: station.days.join(','),
    drawLockS: VN_LOCK_S,
    drawMenuTag: station.region,
  };
};

/** One game's name and class for a vendor; `n` is its position in the vendor, `tries` grows on a name clash. */
function drawGame(random: Random, vendor: VendorSeed, n: number, tries: number): Drawn {
  switch (vendor.gameType) {
    case 'RNG': {
      const gameClass = weighted(random, RNG_CLASSES);
      const ending = gameClass === 'SLOT' ? pick(random, SLOT_SUFFIXES) : pick(random, CLASS_ENDINGS[gameClass]);
      return { names: phrase(pick(random, ADJECTIVES), pick(random, NOUNS), ending), gameClass };
    }
    case 'LIVE': {
      const gameClass = weighted(random, LIVE_CLASSES);
      const base = phrase(pick(random, LIVE_STYLES), pick(random, LIVE_GAMES[gameClass]), null);
      return { names: numbered(base, 1 + Math.floor(random() * 3) + tries), gameClass };
    }
    case 'FISH': {
      const gameClass = random() < 0.8 ? 'FISHING' : 'ARCADE';
      return { names: phrase(pick(random, ADJECTIVES), pick(random, SEA_CREATURES), pick(random, FISH_ENDINGS)), gameClass };
    }
    case 'PVP': {
      const game = pick(random, CARD_GAMES);
      const style = pick(random, CARD_STYLES);
      const names = phrase(style.EN ? style : null, game.word, null);
      return { names: tries > 2 ? numbered(names, tries) : names, gameClass: game.gameClass };
    }
    case 'SPORTS':
    case 'ESPORTS': {
      const [word, gameClass] = (vendor.gameType === 'SPORTS' ? SPORTS_GAMES : ESPORTS_GAMES)[n];
      return { names: { ...word }, gameClass };
    }
    case 'COCKFIGHT':
      return { names: numbered(ARENA, n + 1), gameClass: 'COCKFIGHT' };
    case 'LOTT':
    case 'ELOTT': {
      if (vendor.vassalage === 'TCG_LOTTO_VN' && n < CATALOGUE_STATIONS) return stationDraw(n);
      const game = pick(random, LOTTERY_GAMES);
      const interval = pick(random, DRAW_INTERVALS);
      // the Vietnamese vendor's quick games draw Vietnamese results; the others keno or five digits
      const drawMenuTag =
        vendor.vassalage === 'TCG_LOTTO_VN' ? FAST_MENU_TAGS.vn : game.gameClass === 'KENO' ? FAST_MENU_TAGS.keno : FAST_MENU_TAGS.digits;
      return {
        names: phrase(null, game.word, interval.word),
        gameClass: game.gameClass,
        drawIntervalS: interval.seconds,
        drawOffsetS: 0,
        drawLockS: fastLockS(interval.seconds),
        drawMenuTag,
      };
    }
  }
}

const FIRST_RELEASE = Date.UTC(2018, 0, 1);
const LAST_RELEASE = Date.UTC(2026, 1, 28);

function generateGames(random: Random, vendors: VendorSeed[]): GameSeed[] {
  const games: GameSeed[] = [];
  // slot names are unique across the whole catalogue; elsewhere only within a vendor
  const taken = new Set<string>();
  for (const vendor of vendors) {
    const vendorGames: GameSeed[] = [];
    for (let n = 0; n < vendor.gameCount; n++) {
      let drawn = drawGame(random, vendor, n, 0);
      const scope = vendor.gameType === 'RNG' ? 'RNG' : vendor.vassalage;
      for (let tries = 1; taken.has(`${scope}|${drawn.names.EN}`); tries++) drawn = drawGame(random, vendor, n, tries);
      taken.add(`${scope}|${drawn.names.EN}`);
      const slotLike = drawn.gameClass === 'SLOT' || drawn.gameClass === 'JACKPOT_SLOT';
      const isHot = random() < HOT_SHARE[vendor.gameType];
      vendorGames.push({
        vassalage: vendor.vassalage,
        gameType: vendor.gameType,
        gameCode: `${vendor.vassalage}-${String(n + 1).padStart(4, '0')}`,
        names: drawn.names,
        gameClass: drawn.gameClass,
        minBet: weighted(random, MIN_BETS[vendor.gameType]),
        minLineNum: slotLike ? pick(random, LINES) : 1,
        // a few old slots never got an HTML5 build
        platforms: vendor.gameType === 'RNG' && random() < 0.08 ? 'flash' : 'flash,html5-desktop',
        isHot,
        popularity: isHot ? 50_000 + Math.floor(random() * 50_000) : Math.floor(random() ** 3 * 60_000),
        sort: 0,
        releaseDate: new Date(FIRST_RELEASE + Math.floor(random() * ((LAST_RELEASE - FIRST_RELEASE) / DAY_MS)) * DAY_MS).toISOString().slice(0, 10),
        drawIntervalS: drawn.drawIntervalS ?? null,
        drawOffsetS: drawn.drawOffsetS ?? null,
        drawDays: drawn.drawDays ?? null,
        drawLockS: drawn.drawLockS ?? null,
        drawMenuTag: drawn.drawMenuTag ?? null,
      });
    }
    // a vendor's own order: most popular first
    [...vendorGames]
      .sort((a, b) => b.popularity - a.popularity || a.gameCode.localeCompare(b.gameCode))
      .forEach((game, index) => {
        game.sort = index + 1;
      });
    games.push(...vendorGames);
  }
  return games;
}

const TIERS = [
  ['BEGINNER', 1],
  ['STANDARD', 5],
  ['VIP', 20],
  ['HIGH_ROLLER', 100],
] as const;

function generateRooms(random: Random, games: GameSeed[]): RoomSeed[] {
  const rooms: RoomSeed[] = [];
  games.forEach((game, gameIndex) => {
    if (game.gameType !== 'PVP') return;
    const seats = game.names.EN.includes('Duel') ? 2 : pick(random, [4, 4, 6]);
    TIERS.forEach(([tier, times], sort) => {
      rooms.push({ gameIndex, tier, minBet: game.minBet * times, seats, players: Math.floor(random() * (seats + 1)), sort });
    });
  });
  return rooms;
}

/**
 * The Vietnamese stations beyond the catalogue's first provincial games, after every other game so
 * no existing node id moves, from a PRNG of their own so no other game changes. The vendor's order
 * becomes the rota's: North, Central, South, then its quick games.
 */
function addStations(seed: number, games: GameSeed[]): void {
  const random = prng(seed + 1);
  const vendorGames = games.filter((game) => game.vassalage === 'TCG_LOTTO_VN').length;
  for (let n = CATALOGUE_STATIONS; n < VN_STATIONS.length; n++) {
    const drawn = stationDraw(n);
    const isHot = random() < HOT_SHARE.ELOTT;
    games.push({
      vassalage: 'TCG_LOTTO_VN',
      gameType: 'ELOTT',
      gameCode: `TCG_LOTTO_VN-${String(vendorGames + n - CATALOGUE_STATIONS + 1).padStart(4, '0')}`,
      names: drawn.names,
      gameClass: drawn.gameClass,
      minBet: weighted(random, MIN_BETS.ELOTT),
      minLineNum: 1,
      platforms: 'flash,html5-desktop',
      isHot,
      popularity: isHot ? 50_000 + Math.floor(random() * 50_000) : Math.floor(random() ** 3 * 60_000),
      sort: 0,
      releaseDate: new Date(FIRST_RELEASE + Math.floor(random() * ((LAST_RELEASE - FIRST_RELEASE) / DAY_MS)) * DAY_MS).toISOString().slice(0, 10),
      drawIntervalS: drawn.drawIntervalS ?? null,
      drawOffsetS: drawn.drawOffsetS ?? null,
      drawDays: drawn.drawDays ?? null,
      drawLockS: drawn.drawLockS ?? null,
      drawMenuTag: drawn.drawMenuTag ?? null,
    });
  }
  const regionOrder = ['NORTH', 'CENTRAL', 'SOUTH'];
  const rank = (game: GameSeed) => {
    const region = regionOrder.indexOf(game.drawMenuTag ?? '');
    return region < 0 ? regionOrder.length : region;
  };
  const firstDay = (game: GameSeed) => Number((game.drawDays ?? '8').split(',')[0]);
  games
    .filter((game) => game.vassalage === 'TCG_LOTTO_VN')
    .sort((a, b) => rank(a) - rank(b) || firstDay(a) - firstDay(b) || a.sort - b.sort || a.gameCode.localeCompare(b.gameCode))
    .forEach((game, index) => {
      game.sort = index + 1;
    });
}

export function buildCatalogue(seed = CATALOGUE_SEED): CatalogueSeed {
  const random = prng(seed);
  const games = generateGames(random, DEMO_VENDORS);
  const rooms = generateRooms(random, games);
  addStations(seed, games);
  return { vendors: DEMO_VENDORS, games, rooms };
}
