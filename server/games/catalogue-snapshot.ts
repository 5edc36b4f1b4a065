/**
 * A merchant's whole visible catalogue in memory: vendors in their order and games in list order
 * (vendor order, the vendor's game order, id), with lower-cased names for the search. A catalogue
 * is a few thousand rows and changes only by operator action, so one read per catalogue version
 * (cached by catalogue-cache.ts) serves every filter, search and page without a query of its own;
 * the embedded database would otherwise scan the games table on each new search.
 */
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage, GameTypeCode } from './game-types';
import { GAME_COLUMNS, GAMES_FROM, VISIBLE } from './game-view';
import type { GameRow } from './game-view';

export interface SnapshotVendor {
  id: number;
  vassalage: string;
  display_name: string;
  game_type: GameTypeCode;
  sort: number;
  is_hot: boolean;
  status: 'active' | 'maintenance' | 'disabled';
  logo_url: string;
}

export interface SnapshotGame extends GameRow {
  vendor_id: number;
  draw_interval_s: number | null;
  draw_offset_s: number | null;
  /** names lower-cased once, for the case-insensitive search */
  lower: Record<CatalogueLanguage, string>;
  platformSet: Set<string>;
}

export interface CatalogueSnapshot {
  vendors: SnapshotVendor[];
  games: SnapshotGame[];
}

export async function loadSnapshot(db: Queryable, merchantId: number): Promise<CatalogueSnapshot> {
  const vendors = await db.query<SnapshotVendor>(
    `SELECT v.id, v.vassalage, v.display_name, v.game_type, v.sort, v.is_hot, v.status, v.logo_url
       FROM game_vendors v WHERE v.merchant_id = $1 AND ${VISIBLE} ORDER BY v.sort, v.id`,
    [merchantId],
  );
  const games = await db.query<GameRow & { vendor_id: number; draw_interval_s: number | null; draw_offset_s: number | null }>(
    `SELECT ${GAME_COLUMNS}, g.vendor_id, g.draw_interval_s, g.draw_offset_s
       FROM ${GAMES_FROM} WHERE g.merchant_id = $1 AND ${VISIBLE} ORDER BY v.sort, v.id, g.sort, g.id`,
    [merchantId],
  );
  return {
    vendors: vendors.rows,
    // plain objects of one fixed shape (database rows are not), so the filters stay fast
    games: games.rows.map((row) => ({
      id: row.id,
      node_id: row.node_id,
      game_code: row.game_code,
      game_type: row.game_type,
      name_ms: row.name_ms,
      name_en: row.name_en,
      name_cn: row.name_cn,
      game_class: row.game_class,
      min_bet: row.min_bet,
      min_line_num: row.min_line_num,
      platforms: row.platforms,
      is_hot: row.is_hot,
      popularity: row.popularity,
      icon_url: row.icon_url,
      release_date: row.release_date,
      vassalage: row.vassalage,
      vendor_status: row.vendor_status,
      game_maintenance: row.game_maintenance,
      vendor_id: row.vendor_id,
      draw_interval_s: row.draw_interval_s,
      draw_offset_s: row.draw_offset_s,
      lower: { MS: row.name_ms.toLowerCase(), EN: row.name_en.toLowerCase(), CN: row.name_cn.toLowerCase() },
      platformSet: new Set(row.platforms.split(',')),
    })),
  };
}

/** Whether a game runs on one of the asked platforms (no platform asked: every game). */
export const onPlatform = (game: SnapshotGame, platforms: readonly string[] | undefined) =>
  !platforms || platforms.some((p) => game.platformSet.has(p));
