/**
 * What the drawn game icons and vendor logos (server/games/game-icons.ts) are drawn from: the
 * catalogue's rows for one game or one vendor.
 */
import type { Queryable } from '../db/db.types';

/** What a game's drawn icon shows: its English name, class and vendor; null for an unknown node. */
export async function gameIconFacts(db: Queryable, nodeId: string): Promise<{ name: string; gameClass: string; vassalage: string } | null> {
  const found = await db.query<{ name_en: string; game_class: string; vassalage: string }>(
    'SELECT g.name_en, g.game_class, v.vassalage FROM games g JOIN game_vendors v ON v.id = g.vendor_id WHERE g.node_id = $1',
    [nodeId],
  );
  const game = found.rows[0];
  return game ? { name: game.name_en, gameClass: game.game_class, vassalage: game.vassalage } : null;
}

/** What a vendor's drawn logo shows: its code and display name at the merchant; null for a vendor it does not have. */
export async function vendorLogoFacts(
  db: Queryable,
  merchantId: number,
  vassalage: string,
): Promise<{ vassalage: string; displayName: string } | null> {
  const found = await db.query<{ vassalage: string; display_name: string }>(
    'SELECT vassalage, display_name FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2',
    [merchantId, vassalage],
  );
  const vendor = found.rows[0];
  return vendor ? { vassalage: vendor.vassalage, displayName: vendor.display_name } : null;
}
