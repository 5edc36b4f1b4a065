/**
 * Writes the generated games catalogue (seed-games-catalogue.ts) for a merchant in one
 * transaction, with one bulk statement per table (rows travel as one JSON parameter), so a fresh
 * database gets ~2,200 games in well under a second. Runs on every start and does nothing once the
 * merchant has a catalogue, so databases created before the catalogue existed get it too, and an
 * operator's changes are never overwritten.
 */
import { GAME_TYPES } from '../games/game-types';
import { gameIconUrl, vendorLogoUrl } from '../games/game-icons';
import type { Db, Queryable } from './db.types';
import { buildCatalogue } from './seed-games-catalogue';
import type { GameSeed } from './seed-games-catalogue';
import { DEMO_MERCHANT_CODE } from './seed-data';

/** Node ids are unique across merchants: merchant id × 100,000 + position in the catalogue. */
export const nodeIdOf = (merchantId: number, index: number) => String(merchantId * 100_000 + index + 1);

/** Inserts catalogue games (`index` = position in the catalogue, which gives the node id); a game already there is left alone. */
export async function insertGames(tx: Queryable, merchantId: number, games: { game: GameSeed; index: number }[]): Promise<number> {
  if (games.length === 0) return 0;
  const inserted = await tx.query(
    `INSERT INTO games (merchant_id, node_id, vendor_id, game_type, game_code, name_ms, name_en, name_cn, game_class, min_bet,
                        min_line_num, platforms, is_hot, popularity, sort, icon_url, release_date, draw_interval_s, draw_offset_s,
                        draw_days, draw_lock_s, draw_menu_tag)
     SELECT $2::int, t.node_id, v.id, t.game_type, t.game_code, t.name_ms, t.name_en, t.name_cn, t.game_class, t.min_bet,
            t.min_line_num, string_to_array(t.platforms, ','), t.is_hot, t.popularity, t.sort, t.icon_url, t.release_date,
            t.draw_interval_s, t.draw_offset_s, t.draw_days, t.draw_lock_s, t.draw_menu_tag
       FROM jsonb_to_recordset($1::jsonb) AS t(node_id text, vassalage text, game_type text, game_code text, name_ms text, name_en text,
            name_cn text, game_class text, min_bet int, min_line_num int, platforms text, is_hot boolean, popularity int, sort int,
            icon_url text, release_date date, draw_interval_s int, draw_offset_s int, draw_days text, draw_lock_s int, draw_menu_tag text)
       JOIN game_vendors v ON v.merchant_id = $2::int AND v.vassalage = t.vassalage
      ORDER BY t.node_id
     ON CONFLICT DO NOTHING`,
    [
      JSON.stringify(
        games.map(({ game, index }) => ({
          node_id: nodeIdOf(merchantId, index),
          vassalage: game.vassalage,
          game_type: game.gameType,
          game_code: game.gameCode,
          name_ms: game.names.MS,
          name_en: game.names.EN,
          name_cn: game.names.CN,
          game_class: game.gameClass,
          min_bet: game.minBet,
          min_line_num: game.minLineNum,
          platforms: game.platforms,
          is_hot: game.isHot,
          popularity: game.popularity,
          sort: game.sort,
          icon_url: gameIconUrl(nodeIdOf(merchantId, index)),
          release_date: game.releaseDate,
          draw_interval_s: game.drawIntervalS,
          draw_offset_s: game.drawOffsetS,
          draw_days: game.drawDays,
          draw_lock_s: game.drawLockS,
          draw_menu_tag: game.drawMenuTag,
        })),
      ),
      merchantId,
    ],
  );
  return inserted.rowCount;
}

export async function seedGames(db: Db, deps: { now: () => Date; merchantCode?: string }): Promise<{ seeded: boolean; games: number }> {
  const code = deps.merchantCode ?? DEMO_MERCHANT_CODE;
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [code])).rows[0];
  if (!merchant) return { seeded: false, games: 0 };
  const present = await db.query('SELECT 1 FROM game_catalogue_state WHERE merchant_id = $1', [merchant.id]);
  if (present.rows.length > 0) return { seeded: false, games: 0 };

  const catalogue = buildCatalogue();
  const now = deps.now();
  const json = (rows: unknown[]) => JSON.stringify(rows);
  return db.transaction(async (tx) => {
    // the state row is the claim: a second process seeding at the same time waits here, then skips
    const claimed = await tx.query(
      'INSERT INTO game_catalogue_state (merchant_id, version, updated_at) VALUES ($1, 1, $2) ON CONFLICT DO NOTHING RETURNING merchant_id',
      [merchant.id, now],
    );
    if (claimed.rows.length === 0) return { seeded: false, games: 0 };

    await tx.query(
      `INSERT INTO game_types (code, category_id, position, names)
       SELECT t.code, t.category_id, t.position, t.names FROM jsonb_to_recordset($1::jsonb) AS t(code text, category_id int, position int, names jsonb)
       ON CONFLICT (code) DO NOTHING`,
      [json(GAME_TYPES.map((t, position) => ({ code: t.code, category_id: t.categoryId, position, names: t.names })))],
    );
    await tx.query(
      `INSERT INTO game_vendors (merchant_id, vassalage, display_name, game_type, sort, is_hot, logo_url)
       SELECT $2::int, t.vassalage, t.display_name, t.game_type, t.sort, t.is_hot, t.logo_url
         FROM jsonb_to_recordset($1::jsonb) AS t(vassalage text, display_name text, game_type text, sort int, is_hot boolean, logo_url text)`,
      [
        json(
          catalogue.vendors.map((vendor, index) => ({
            vassalage: vendor.vassalage,
            display_name: vendor.displayName,
            game_type: vendor.gameType,
            sort: index + 1,
            is_hot: vendor.isHot,
            logo_url: vendorLogoUrl(vendor.vassalage),
          })),
        ),
        merchant.id,
      ],
    );
    await insertGames(
      tx,
      merchant.id,
      catalogue.games.map((game, index) => ({ game, index })),
    );
    await tx.query(
      `INSERT INTO pvp_rooms (room_id, game_id, tier, min_bet, seats, players, sort)
       SELECT t.node_id || '-' || (t.sort + 1), g.id, t.tier, t.min_bet, t.seats, t.players, t.sort
         FROM jsonb_to_recordset($1::jsonb) AS t(node_id text, tier text, min_bet int, seats int, players int, sort int)
         JOIN games g ON g.node_id = t.node_id`,
      [
        json(
          catalogue.rooms.map((room) => ({
            node_id: nodeIdOf(merchant.id, room.gameIndex),
            tier: room.tier,
            min_bet: room.minBet,
            seats: room.seats,
            players: room.players,
            sort: room.sort,
          })),
        ),
      ],
    );
    return { seeded: true, games: catalogue.games.length };
  });
}
