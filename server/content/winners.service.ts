/**
 * Winners board (`GCSGAME_getRankList`). Source, in order:
 * 1. wins recorded in the ledger: transactions of kind 'win' whose details name the game
 *    (`gameName`, and optionally `gameType`, `vendor`, `nodeId`, `iconUrl`), credited to a member;
 *    the games that post wins write these details;
 * 2. while the merchant has no such win yet, the demo list of content_winners (seeded).
 * Newest first. Player names are masked (`de***er`); the real name never leaves the gateway.
 * A game is named as the catalogue names it in the asked language (the lobby's name), found by its
 * node id; a recorded name (the language the game was launched in) only for a game the catalogue
 * no longer holds.
 */
import type { Queryable } from '../db/db.types';
import type { CatalogueLanguage } from '../games/game-types';
import { formatAmount } from '../wallet/ledger.service';
import { artUrl } from './artwork-catalogue';
import { safeUrl } from './html-sanitizer';

export interface WinnerVo {
  gameName: string;
  customerName: string;
  winAmount: number;
  iconUrl: string;
  nodeId: string;
  gameType: string;
  vendor: string;
  winTime: number;
}

/** Keeps the first two and last two characters of longer names, one of shorter ones. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 5) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

const GAME_TYPE_ICONS: Record<string, string> = {
  RNG: 'game-rng',
  LIVE: 'game-live',
  FISH: 'game-fish',
  PVP: 'game-pvp',
  SPORTS: 'game-sports',
  ESPORTS: 'game-esports',
  LOTT: 'game-lottery',
  ELOTT: 'game-lottery',
  COCKFIGHT: 'game-cockfight',
};

const iconFor = (gameType: string) => artUrl(GAME_TYPE_ICONS[gameType] ?? 'game-rng');

interface Row {
  customer_name: string;
  game_name: string;
  game_type: string | null;
  vendor: string | null;
  node_id: string | null;
  icon_url: string | null;
  win_amount: string;
  won_at: Date;
}

const vo = (row: Row): { vo: WinnerVo } => {
  const gameType = row.game_type ?? 'RNG';
  return {
    vo: {
      gameName: row.game_name,
      customerName: maskName(row.customer_name),
      winAmount: Number(formatAmount(BigInt(row.win_amount))),
      iconUrl: (row.icon_url && safeUrl(row.icon_url)) || iconFor(gameType),
      nodeId: row.node_id ?? '',
      gameType,
      vendor: row.vendor ?? '',
      winTime: new Date(row.won_at).getTime(),
    },
  };
};

/** The catalogue's name column of each language (migrations/011_games_catalogue.sql). */
const NAME_COLUMN: Record<CatalogueLanguage, string> = { MS: 'g.name_ms', EN: 'g.name_en', CN: 'g.name_cn' };

export async function winnersBoard(
  db: Queryable,
  merchantId: number,
  gameCategory: string,
  limit: number,
  language: CatalogueLanguage,
): Promise<{ source: 'ledger' | 'demo'; list: { vo: WinnerVo }[] }> {
  const category = gameCategory === 'ALL' ? null : gameCategory;
  const catalogueName = NAME_COLUMN[language];
  const recorded = await db.query<Row>(
    `SELECT m.username AS customer_name, COALESCE(${catalogueName}, t.details->>'gameName') AS game_name, t.details->>'gameType' AS game_type,
            t.details->>'vendor' AS vendor, t.details->>'nodeId' AS node_id, t.details->>'iconUrl' AS icon_url,
            e.amount AS win_amount, t.created_at AS won_at
     FROM ledger_transactions t
     JOIN ledger_entries e ON e.transaction_id = t.id AND e.amount > 0
     JOIN ledger_accounts a ON a.id = e.account_id AND a.member_id IS NOT NULL
     JOIN members m ON m.id = a.member_id
     LEFT JOIN games g ON g.merchant_id = t.merchant_id AND g.node_id = t.details->>'nodeId'
     WHERE t.merchant_id = $1 AND t.kind = 'win' AND t.details ? 'gameName'
       AND ($2::text IS NULL OR t.details->>'gameType' = $2)
     ORDER BY t.created_at DESC, t.id DESC LIMIT $3`,
    [merchantId, category, limit],
  );
  const anyRecorded =
    recorded.rows.length > 0 ||
    (await db.query(`SELECT 1 FROM ledger_transactions WHERE merchant_id = $1 AND kind = 'win' AND details ? 'gameName' LIMIT 1`, [merchantId])).rows
      .length > 0;
  if (anyRecorded) return { source: 'ledger', list: recorded.rows.map(vo) };
  const demo = await db.query<Row>(
    `SELECT w.customer_name, COALESCE(${catalogueName}, w.game_name) AS game_name, w.game_type, w.vendor, w.node_id, NULL AS icon_url, w.win_amount, w.won_at
     FROM content_winners w LEFT JOIN games g ON g.merchant_id = w.merchant_id AND g.node_id = w.node_id
     WHERE w.merchant_id = $1 AND ($2::text IS NULL OR w.game_type = $2) ORDER BY w.won_at DESC, w.id DESC LIMIT $3`,
    [merchantId, category, limit],
  );
  return { source: 'demo', list: demo.rows.map(vo) };
}
