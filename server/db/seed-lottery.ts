/**
 * Brings a catalogue seeded before the lottery schedules (migration 013) up to them, on every
 * start: lottery games that were never given a schedule get the catalogue's (the first provincial
 * games become their stations, names included), and the stations the catalogue lacks are added
 * with the node ids a fresh catalogue gives them. A game that already has a menu tag is left
 * alone, so an operator's changes survive; a fresh catalogue has nothing to do here.
 */
import type { Db } from './db.types';
import { DEMO_MERCHANT_CODE } from './seed-data';
import { insertGames } from './seed-games';
import { buildCatalogue } from './seed-games-catalogue';
import { CATALOGUE_STATIONS } from './seed-lottery-stations';

export async function reconcileLotteryCatalogue(
  db: Db,
  deps: { now: () => Date; merchantCode?: string },
): Promise<{ scheduled: number; added: number }> {
  const code = deps.merchantCode ?? DEMO_MERCHANT_CODE;
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [code])).rows[0];
  if (!merchant) return { scheduled: 0, added: 0 };
  // the common case costs one read: every lottery game of the catalogue has its menu tag
  const unscheduled = await db.query(
    `SELECT 1 FROM games WHERE merchant_id = $1 AND game_type IN ('LOTT', 'ELOTT') AND draw_interval_s IS NOT NULL AND draw_menu_tag IS NULL LIMIT 1`,
    [merchant.id],
  );
  if (unscheduled.rows.length === 0) return { scheduled: 0, added: 0 };

  const lottery = buildCatalogue()
    .games.map((game, index) => ({ game, index }))
    .filter(({ game }) => game.drawIntervalS !== null && game.drawMenuTag !== null);
  const isStation = (gameCode: string) => gameCode.startsWith('TCG_LOTTO_VN-') && Number(gameCode.slice(-4)) <= CATALOGUE_STATIONS;
  return db.transaction(async (tx) => {
    const updated = await tx.query(
      `UPDATE games g SET draw_interval_s = t.draw_interval_s, draw_offset_s = t.draw_offset_s, draw_days = t.draw_days,
              draw_lock_s = t.draw_lock_s, draw_menu_tag = t.draw_menu_tag, sort = t.sort,
              name_ms = coalesce(t.name_ms, g.name_ms), name_en = coalesce(t.name_en, g.name_en), name_cn = coalesce(t.name_cn, g.name_cn)
         FROM jsonb_to_recordset($1::jsonb) AS t(vassalage text, game_code text, draw_interval_s int, draw_offset_s int, draw_days text,
              draw_lock_s int, draw_menu_tag text, sort int, name_ms text, name_en text, name_cn text),
              game_vendors v
        WHERE v.id = g.vendor_id AND g.merchant_id = $2 AND v.vassalage = t.vassalage AND g.game_code = t.game_code AND g.draw_menu_tag IS NULL`,
      [
        JSON.stringify(
          lottery.map(({ game }) => ({
            vassalage: game.vassalage,
            game_code: game.gameCode,
            draw_interval_s: game.drawIntervalS,
            draw_offset_s: game.drawOffsetS,
            draw_days: game.drawDays,
            draw_lock_s: game.drawLockS,
            draw_menu_tag: game.drawMenuTag,
            sort: game.sort,
            ...(isStation(game.gameCode) ? { name_ms: game.names.MS, name_en: game.names.EN, name_cn: game.names.CN } : {}),
          })),
        ),
        merchant.id,
      ],
    );
    const added = await insertGames(tx, merchant.id, lottery);
    await tx.query('UPDATE game_catalogue_state SET version = version + 1, updated_at = $2 WHERE merchant_id = $1', [merchant.id, deps.now()]);
    return { scheduled: updated.rowCount, added };
  });
}
