/**
 * Game types (the lanes and pages of SPEC §2) and game classes, with their names in the three
 * message languages. Codes are what the wire carries; names are for the lanes' displayName and
 * the class filters.
 */
import type { GameTypeCode, HotGroup } from '../../wire/games.schemas';

// the codes are the wire's (wire/games.schemas.ts); the names here are the gateway's
export { GAME_TYPE_CODES, HOT_GROUPS } from '../../wire/games.schemas';
export type { GameTypeCode, HotGroup };

export type CatalogueLanguage = 'MS' | 'EN' | 'CN';
export type Names = Record<CatalogueLanguage, string>;

export interface GameTypeSeed {
  code: GameTypeCode;
  /** the category id clients use; COCKFIGHT is 5 (SPEC §9) */
  categoryId: number;
  names: Names;
}

/** In lane order: cockfight right after slot games, as the navigation shows them (SPEC §2). */
export const GAME_TYPES: GameTypeSeed[] = [
  { code: 'LIVE', categoryId: 1, names: { MS: 'Kasino Langsung', EN: 'Live Casino', CN: '真人娱乐' } },
  { code: 'SPORTS', categoryId: 2, names: { MS: 'Sukan', EN: 'Sports', CN: '体育' } },
  { code: 'ESPORTS', categoryId: 3, names: { MS: 'E-Sukan', EN: 'Esports', CN: '电竞' } },
  { code: 'RNG', categoryId: 4, names: { MS: 'Slot', EN: 'Slots', CN: '电子游戏' } },
  { code: 'COCKFIGHT', categoryId: 5, names: { MS: 'Sabung Ayam', EN: 'Cockfight', CN: '斗鸡' } },
  { code: 'FISH', categoryId: 6, names: { MS: 'Memancing', EN: 'Fishing', CN: '捕鱼' } },
  { code: 'PVP', categoryId: 7, names: { MS: 'Permainan Kad', EN: 'Card Games', CN: '棋牌' } },
  { code: 'LOTT', categoryId: 8, names: { MS: 'Loteri', EN: 'Lottery', CN: '彩票' } },
  { code: 'ELOTT', categoryId: 9, names: { MS: 'E-Loteri', EN: 'E-Lottery', CN: '电子彩票' } },
];

/** Esports and cockfight count as sports among the hot games (SPEC §9). */
export const hotGroupOf = (type: GameTypeCode): HotGroup => (type === 'ESPORTS' || type === 'COCKFIGHT' ? 'SPORTS' : type);

/** The SPA route of each type's page (SPEC §2), for the hot groups' footer links. */
export const TYPE_PATHS: Record<GameTypeCode, string> = {
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  RNG: '/rng',
  COCKFIGHT: '/cockfight',
  FISH: '/fish',
  PVP: '/pvp',
  LOTT: '/lottery',
  ELOTT: '/elott',
};

export const GAME_CLASSES: Record<string, Names> = {
  SLOT: { MS: 'Slot', EN: 'Slots', CN: '老虎机' },
  JACKPOT_SLOT: { MS: 'Slot Jackpot', EN: 'Jackpot Slots', CN: '奖池老虎机' },
  SCRATCH: { MS: 'Kad Gores', EN: 'Scratch Cards', CN: '刮刮乐' },
  VIDEO_POKER: { MS: 'Poker Video', EN: 'Video Poker', CN: '视频扑克' },
  TABLE: { MS: 'Permainan Meja', EN: 'Table Games', CN: '桌面游戏' },
  ARCADE: { MS: 'Arked', EN: 'Arcade', CN: '街机' },
  BINGO: { MS: 'Bingo', EN: 'Bingo', CN: '宾果' },
  BACCARAT: { MS: 'Bakarat', EN: 'Baccarat', CN: '百家乐' },
  ROULETTE: { MS: 'Rolet', EN: 'Roulette', CN: '轮盘' },
  BLACKJACK: { MS: 'Blackjack', EN: 'Blackjack', CN: '二十一点' },
  SIC_BO: { MS: 'Sic Bo', EN: 'Sic Bo', CN: '骰宝' },
  DRAGON_TIGER: { MS: 'Naga Harimau', EN: 'Dragon Tiger', CN: '龙虎' },
  GAME_SHOW: { MS: 'Rancangan Permainan', EN: 'Game Shows', CN: '游戏秀' },
  SPORTSBOOK: { MS: 'Buku Sukan', EN: 'Sportsbook', CN: '体育投注' },
  VIRTUAL_SPORTS: { MS: 'Sukan Maya', EN: 'Virtual Sports', CN: '虚拟体育' },
  ESPORTSBOOK: { MS: 'Pertaruhan E-Sukan', EN: 'Esports Betting', CN: '电竞投注' },
  COCKFIGHT: { MS: 'Gelanggang', EN: 'Arenas', CN: '斗鸡场' },
  FISHING: { MS: 'Memancing', EN: 'Fishing', CN: '捕鱼' },
  CARD: { MS: 'Kad', EN: 'Card Games', CN: '纸牌' },
  MAHJONG: { MS: 'Mahjong', EN: 'Mahjong', CN: '麻将' },
  LOTTERY: { MS: 'Loteri', EN: 'Lottery', CN: '彩票' },
  KENO: { MS: 'Keno', EN: 'Keno', CN: '基诺' },
};

/** The three message languages; every other offered language reads English names. */
export function catalogueLanguage(code: string | undefined | null, fallback: string): CatalogueLanguage {
  const upper = (code || fallback || 'EN').toUpperCase();
  if (upper === 'MS') return 'MS';
  if (upper === 'CN' || upper === 'TW' || upper === 'ZH' || upper.startsWith('ZH-')) return 'CN';
  return 'EN';
}

/** Wire minor units -> the major-unit number clients show (0.05). */
export const majorUnits = (minor: number): number => minor / 100;
