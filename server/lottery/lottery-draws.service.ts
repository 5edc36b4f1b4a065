/**
 * Drawing numeros and settling their bets. Both steps are safe to run from any number of gateways
 * at once, and again:
 * - a draw is one row per (game, numero), inserted with ON CONFLICT DO NOTHING: the first insert
 *   wins and every settlement reads the stored numbers, never its own;
 * - each open bet is settled in its own transaction that re-reads it `FOR UPDATE` while still
 *   open, so it is settled once; its payout is a ledger `win` keyed by the bet, so it is paid once.
 *   Its locks follow the one lock order of money paths (server/wallet/lock-order.ts): the session
 *   a win may be paid into, then the bet, then the accounts.
 *
 * Which numeros are drawn: for every scheduled game, the latest BACKFILL_DRAWS draws that are due
 * (at or before now), newer than its last drawn one and not older than BACKFILL_MS; plus any due
 * numero that still has an open bet, however old (a gateway that was down draws it on return).
 *
 * Quick games draw tens of thousands of numeros a day: their draws older than QUICK_DRAW_RETENTION_MS
 * that no bet refers to are pruned; the daily stations' draws and every draw with a bet are kept.
 */
import type { Db, Queryable } from '../db/db.types';
import { walletAccount } from '../demo-games/game-wallet';
import type { RandomSource } from '../demo-games/random';
import { postIn } from '../wallet/ledger.service';
import type { MemberAccountKind } from '../wallet/ledger.service';
import { holdLiveTransferSession } from '../wallet/lock-order';
import { payoutOf } from './lottery-bet-kinds';
import type { BetKind } from './lottery-bet-kinds';
import { drawResult } from './lottery-formats';
import type { DrawFormat } from './lottery-formats';
import { IS_DRAW_LOTTERY, LOTTERY_GAME_COLUMNS, LOTTERY_GAMES_FROM, toLotteryGame } from './lottery-games';
import type { LotteryGame, LotteryGameRow } from './lottery-games';
import { drawsDue } from './lottery-schedule';

export const BACKFILL_DRAWS = 7;
export const BACKFILL_MS = 8 * 86_400_000;
/** at most this many bets are settled per run; the next run takes the rest */
export const SETTLE_BATCH = 500;
export const QUICK_DRAW_RETENTION_MS = 3 * 86_400_000;
const PRUNE_BATCH = 5_000;

interface NewDraw {
  merchant_id: number;
  game_id: number;
  numero: string;
  draw_at: string;
  format: DrawFormat;
  winning_numbers: string[];
}

/** Every scheduled game of every merchant (maintenance does not stop draws), with its last drawn time. */
async function scheduledGames(db: Queryable): Promise<{ game: LotteryGame; lastDrawAt: Date | null }[]> {
  const rows = await db.query<LotteryGameRow & { last_draw_at: Date | null }>(
    `SELECT ${LOTTERY_GAME_COLUMNS}, (SELECT max(d.draw_at) FROM lottery_draws d WHERE d.game_id = g.id) AS last_draw_at
       FROM ${LOTTERY_GAMES_FROM} WHERE ${IS_DRAW_LOTTERY} ORDER BY g.id`,
  );
  return rows.rows.flatMap((row) => {
    const game = toLotteryGame(row);
    return game ? [{ game, lastDrawAt: row.last_draw_at ? new Date(row.last_draw_at) : null }] : [];
  });
}

/** Draws every due numero not drawn yet; returns how many this call drew (0 when another gateway was first). */
export async function drawDueNumeros(db: Db, random: RandomSource, now: Date): Promise<number> {
  const games = await scheduledGames(db);
  const byId = new Map(games.map(({ game }) => [game.id, game]));
  const wanted = new Map<string, NewDraw>();
  const want = (game: LotteryGame, numero: string, drawAt: Date) => {
    const key = `${game.id}|${numero}`;
    if (wanted.has(key)) return;
    wanted.set(key, {
      merchant_id: game.merchantId,
      game_id: game.id,
      numero,
      draw_at: drawAt.toISOString(),
      format: game.format,
      winning_numbers: drawResult(game.format, random),
    });
  };
  const horizon = now.getTime() - BACKFILL_MS;
  for (const { game, lastDrawAt } of games) {
    const after = new Date(Math.max(horizon, lastDrawAt?.getTime() ?? -Infinity));
    for (const due of drawsDue(game.schedule, now, after, BACKFILL_DRAWS)) want(game, due.numero, due.drawAt);
  }
  const waiting = await db.query<{ game_id: number; numero: string; draw_at: Date }>(
    `SELECT DISTINCT b.game_id, b.numero, b.draw_at FROM lottery_bets b
      WHERE b.status = 'open' AND b.draw_at <= $1
        AND NOT EXISTS (SELECT 1 FROM lottery_draws d WHERE d.game_id = b.game_id AND d.numero = b.numero)`,
    [now],
  );
  for (const bet of waiting.rows) {
    const game = byId.get(bet.game_id);
    if (game) want(game, bet.numero, new Date(bet.draw_at));
  }
  if (wanted.size === 0) return 0;
  const inserted = await db.query(
    `INSERT INTO lottery_draws (merchant_id, game_id, numero, draw_at, format, winning_numbers, drawn_at)
     SELECT t.merchant_id, t.game_id, t.numero, t.draw_at, t.format, t.winning_numbers, $2
       FROM jsonb_to_recordset($1::jsonb) AS t(merchant_id int, game_id int, numero text, draw_at timestamptz, format text, winning_numbers jsonb)
      -- one key order for every gateway, so two inserting the same numeros never deadlock
      ORDER BY t.game_id, t.numero
     ON CONFLICT (game_id, numero) DO NOTHING`,
    [JSON.stringify([...wanted.values()]), now],
  );
  return inserted.rowCount;
}

interface SettlingBet {
  id: number;
  merchant_id: number;
  member_id: number;
  game_id: number;
  bet_id: string;
  numero: string;
  bet_kind: BetKind;
  picks: string[];
  stake: string;
  wallet_kind: MemberAccountKind;
  draw_id: number;
  format: DrawFormat;
  winning_numbers: string[];
  node_id: string;
  game_type: string;
  name_en: string;
  icon_url: string;
  vassalage: string;
}

const SETTLING_BET = `SELECT b.id, b.merchant_id, b.member_id, b.game_id, b.bet_id, b.numero, b.bet_kind, b.picks, b.stake, b.wallet_kind,
         d.id AS draw_id, d.format, d.winning_numbers, g.node_id, g.game_type, g.name_en, g.icon_url, v.vassalage
    FROM lottery_bets b
    JOIN lottery_draws d ON d.game_id = b.game_id AND d.numero = b.numero
    JOIN games g ON g.id = b.game_id JOIN game_vendors v ON v.id = g.vendor_id
   WHERE b.id = $1 AND b.status = 'open'`;

/**
 * Where a win goes: the wallet the stake came from while it is in play (a transfer-mode session
 * of that vendor still open, held against an exit for this transaction), else the main wallet.
 * Lock order step 2, so it comes before the bet is locked.
 */
async function payoutWallet(tx: Queryable, bet: Pick<SettlingBet, 'member_id' | 'wallet_kind'>, now: Date): Promise<MemberAccountKind> {
  if (!bet.wallet_kind.startsWith('vendor:')) return bet.wallet_kind;
  const live = await holdLiveTransferSession(tx, { memberId: bet.member_id, vendor: bet.wallet_kind.slice('vendor:'.length), now });
  return live ? bet.wallet_kind : 'main';
}

/** Settles one open bet against its drawn numero; false when it was not open any more. */
async function settleBet(db: Db, betRowId: number, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // the payout follows from fields a bet never changes, so it is known before anything is locked
    const seen = (await tx.query<SettlingBet>(SETTLING_BET, [betRowId])).rows[0];
    if (!seen) return false;
    const payout = payoutOf(seen.format, seen.bet_kind, seen.picks, seen.winning_numbers, Number(seen.stake));
    const target = payout > 0 ? await payoutWallet(tx, seen, now) : null;
    // lock order step 3: the bet itself, still open (another gateway may have settled it meanwhile)
    const found = await tx.query<SettlingBet>(`${SETTLING_BET} FOR UPDATE OF b`, [betRowId]);
    const bet = found.rows[0];
    if (!bet) return false;
    let winId: number | null = null;
    if (target) {
      const owner = { merchantId: bet.merchant_id, memberId: bet.member_id, now };
      const wallet = await walletAccount(tx, owner, target);
      const won = await postIn(tx, {
        merchantId: bet.merchant_id,
        kind: 'win',
        idempotencyKey: `lottery-win:${bet.member_id}:${bet.bet_id}`,
        legs: [
          { merchantAccount: 'house', amount: -BigInt(payout) },
          { accountId: wallet, amount: BigInt(payout) },
        ],
        // what the winners board shows (server/content/winners.service.ts)
        details: {
          gameName: bet.name_en,
          gameType: bet.game_type,
          vendor: bet.vassalage,
          nodeId: bet.node_id,
          iconUrl: bet.icon_url,
          roundId: bet.numero,
          numero: bet.numero,
        },
        now,
      });
      if (won.kind !== 'insufficient') winId = won.transactionId;
    }
    await tx.query(`UPDATE lottery_bets SET status = $2, payout = $3, win_transaction_id = $4, draw_id = $5, settled_at = $6 WHERE id = $1`, [
      bet.id,
      payout > 0 ? 'won' : 'lost',
      payout,
      winId,
      bet.draw_id,
      now,
    ]);
    return true;
  });
}

/** Settles open bets whose numero has been drawn; returns how many this call settled. */
export async function settleDrawnBets(db: Db, now: Date): Promise<number> {
  const open = await db.query<{ id: number }>(
    `SELECT b.id FROM lottery_bets b JOIN lottery_draws d ON d.game_id = b.game_id AND d.numero = b.numero
      WHERE b.status = 'open' ORDER BY b.id LIMIT ${SETTLE_BATCH}`,
  );
  let settled = 0;
  for (const { id } of open.rows) if (await settleBet(db, id, now)) settled += 1;
  return settled;
}

/** Deletes old quick-game draws without bets (a batch at a time); returns how many. */
export async function pruneOldDraws(db: Queryable, now: Date): Promise<number> {
  const pruned = await db.query(
    `DELETE FROM lottery_draws WHERE id IN (
       SELECT d.id FROM lottery_draws d JOIN games g ON g.id = d.game_id
        WHERE d.draw_at < $1 AND g.draw_interval_s < 86400
          AND NOT EXISTS (SELECT 1 FROM lottery_bets b WHERE b.game_id = d.game_id AND b.numero = d.numero)
        ORDER BY d.draw_at LIMIT ${PRUNE_BATCH})`,
    [new Date(now.getTime() - QUICK_DRAW_RETENTION_MS)],
  );
  return pruned.rowCount;
}

export interface OpenedNumero {
  gameId: number;
  numero: string;
  drawAt: Date;
  format: DrawFormat;
  winningNumbers: string[];
}

interface DrawRow {
  game_id: number;
  numero: string;
  draw_at: Date;
  format: DrawFormat;
  winning_numbers: string[];
}

const toOpened = (row: DrawRow): OpenedNumero => ({
  gameId: row.game_id,
  numero: row.numero,
  drawAt: new Date(row.draw_at),
  format: row.format,
  winningNumbers: row.winning_numbers,
});

/** The latest drawn numero of each of these games (games never drawn are absent). */
export async function latestDraws(db: Queryable, gameIds: number[]): Promise<Map<number, OpenedNumero>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db.query<DrawRow>(
    `SELECT d.game_id, d.numero, d.draw_at, d.format, d.winning_numbers
       FROM unnest($1::int[]) AS ids(game_id)
       CROSS JOIN LATERAL (SELECT * FROM lottery_draws x WHERE x.game_id = ids.game_id ORDER BY x.draw_at DESC LIMIT 1) d`,
    [gameIds],
  );
  return new Map(rows.rows.map((row) => [row.game_id, toOpened(row)]));
}

/** One game's drawn numeros, newest first, a page at a time. */
export async function drawHistory(db: Queryable, gameId: number, page: number, size: number): Promise<{ draws: OpenedNumero[]; total: number }> {
  const [rows, total] = await Promise.all([
    db.query<DrawRow>(
      `SELECT game_id, numero, draw_at, format, winning_numbers FROM lottery_draws WHERE game_id = $1 ORDER BY draw_at DESC LIMIT $2 OFFSET $3`,
      [gameId, size, page * size],
    ),
    db.query<{ total: string }>('SELECT count(*)::text AS total FROM lottery_draws WHERE game_id = $1', [gameId]),
  ]);
  return { draws: rows.rows.map(toOpened), total: Number(total.rows[0].total) };
}

/** The drawn result of one numero, or null while it is not drawn. */
export async function drawOf(db: Queryable, gameId: number, numero: string): Promise<OpenedNumero | null> {
  const rows = await db.query<DrawRow>(
    'SELECT game_id, numero, draw_at, format, winning_numbers FROM lottery_draws WHERE game_id = $1 AND numero = $2',
    [gameId, numero],
  );
  return rows.rows[0] ? toOpened(rows.rows[0]) : null;
}
