/**
 * One game as the wire carries it (CONTRACT §4.9 `Game`), built from a row of GAME_COLUMNS. The
 * same shape goes out in the game list, hot games, favourites and recent games, so the client has
 * one game type. Ids are strings; amounts are major units (0.05); isHot is 0 or 1.
 */
import type { CatalogueLanguage, GameTypeCode } from './game-types';
import { majorUnits } from './game-types';

/** Columns of `games g JOIN game_vendors v` that every game query selects. */
export const GAME_COLUMNS = `g.id, g.node_id, g.game_code, g.game_type, g.name_ms, g.name_en, g.name_cn, g.game_class, g.min_bet,
  g.min_line_num, array_to_string(g.platforms, ',') AS platforms, g.is_hot, g.popularity, g.icon_url,
  to_char(g.release_date, 'YYYY-MM-DD') AS release_date, v.vassalage, v.status AS vendor_status, g.maintenance AS game_maintenance`;

export const GAMES_FROM = 'games g JOIN game_vendors v ON v.id = g.vendor_id';
/** a disabled vendor's games are hidden everywhere */
export const VISIBLE = `v.status <> 'disabled'`;

export interface GameRow {
  id: number;
  node_id: string;
  game_code: string;
  game_type: GameTypeCode;
  name_ms: string;
  name_en: string;
  name_cn: string;
  game_class: string;
  min_bet: number;
  min_line_num: number;
  platforms: string;
  is_hot: boolean;
  popularity: number;
  icon_url: string;
  release_date: string;
  vassalage: string;
  vendor_status: 'active' | 'maintenance' | 'disabled';
  /** this one game is under maintenance (its vendor may still be open) */
  game_maintenance: boolean;
}

export const DEFAULT_GAME_ICON = '/wps/assets/games/default.svg';

export function gameNameOf(row: Pick<GameRow, 'name_ms' | 'name_en' | 'name_cn'>, language: CatalogueLanguage): string {
  return language === 'MS' ? row.name_ms : language === 'CN' ? row.name_cn : row.name_en;
}

export interface WireGame {
  nodeId: string;
  gameId: string;
  roomId: null;
  gameCode: string;
  code: string;
  vassalage: string;
  vendor: string;
  accountTypeName: string;
  gameType: GameTypeCode;
  gameName: string;
  nodeName: string;
  displayName: string;
  gameClassify: string;
  minBet: number;
  minLineNum: number;
  platforms: string;
  isHot: 0 | 1;
  popularity: number;
  iconUrl: string;
  showIcon: string;
  defaultIcon: string;
  releaseDate: string;
  isGame: 'GAME';
  maintenance: boolean;
}

export function toWireGame(row: GameRow, language: CatalogueLanguage): WireGame {
  const name = gameNameOf(row, language);
  return {
    nodeId: row.node_id,
    gameId: row.node_id,
    roomId: null,
    gameCode: row.game_code,
    code: row.game_code,
    vassalage: row.vassalage,
    vendor: row.vassalage,
    accountTypeName: row.vassalage,
    gameType: row.game_type,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameClassify: row.game_class,
    minBet: majorUnits(row.min_bet),
    minLineNum: row.min_line_num,
    platforms: row.platforms,
    isHot: row.is_hot ? 1 : 0,
    popularity: row.popularity,
    iconUrl: row.icon_url,
    showIcon: row.icon_url,
    defaultIcon: DEFAULT_GAME_ICON,
    releaseDate: row.release_date,
    isGame: 'GAME',
    // closed when its vendor is, or on its own
    maintenance: row.vendor_status === 'maintenance' || row.game_maintenance,
  };
}
