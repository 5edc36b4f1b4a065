/**
 * Bets on a draw lottery's current numero, placed from its betting page (a play session of the
 * game). One database transaction per bet: the play session is held open, the numero must still
 * be taking bets (not locked by the clock, not drawn by any gateway), the stake moves from the
 * session's wallet (main, or the vendor wallet in transfer mode) to the house as a ledger `bet`
 * keyed by the page's bet id, and the bet is recorded open. The ledger refuses a stake above the
 * balance inside that transaction and locks the wallet row, so parallel bets never overdraw it.
 * Locks follow the one lock order of money paths (server/wallet/lock-order.ts).
 * The draw job settles the bet once its numero is drawn (lottery-draws.service.ts).
 *
 * Replaying a bet id answers the first bet and moves nothing; the same id for another bet is refused.
 */
import type { Db, Queryable } from '../db/db.types';
import { BetRefused, validBetId } from '../demo-games/bets.service';
import { MAX_STAKE } from '../demo-games/demo-engines';
import { balanceOfKind, walletAccount } from '../demo-games/game-wallet';
import type { PlaySession } from '../demo-games/play-sessions.service';
import { postIn } from '../wallet/ledger.service';
import { holdPlaySession } from '../wallet/lock-order';
import { betKindOf, normalisePicks } from './lottery-bet-kinds';
import type { BetKind } from './lottery-bet-kinds';
import type { LotteryGame } from './lottery-games';
import { currentNumero } from './lottery-schedule';

export interface DrawBet {
  betId: string;
  numero: string;
  /** epoch ms of the numero's draw */
  drawAt: number;
  kind: BetKind;
  picks: string[];
  stake: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number;
  createdAt: number;
}

export interface PlacedBet extends DrawBet {
  /** the session wallet's balance after the bet (now, for a replay), minor units */
  balance: number;
  /** the bet id was seen before: nothing moved this time */
  replayed: boolean;
}

interface BetRow {
  bet_id: string;
  game_id: number;
  numero: string;
  draw_at: Date;
  bet_kind: BetKind;
  picks: string[];
  stake: string;
  status: DrawBet['status'];
  payout: string;
  created_at: Date;
}

const toDrawBet = (row: BetRow): DrawBet => ({
  betId: row.bet_id,
  numero: row.numero,
  drawAt: new Date(row.draw_at).getTime(),
  kind: row.bet_kind,
  picks: row.picks,
  stake: Number(row.stake),
  status: row.status,
  payout: Number(row.payout),
  createdAt: new Date(row.created_at).getTime(),
});

class Insufficient extends Error {}

export interface DrawBetInput {
  betId: unknown;
  /** the numero the page shows; refused when it is no longer the one taking bets */
  numero: unknown;
  kind: unknown;
  picks: unknown;
  stake: unknown;
}

const locked = (numero: string) => new BetRefused('lottery.numero.locked', 'Betting on this draw has closed', 200, { currentNumero: numero });

async function findBet(db: Queryable, memberId: number, betId: string): Promise<BetRow | null> {
  const rows = await db.query<BetRow>('SELECT * FROM lottery_bets WHERE member_id = $1 AND bet_id = $2', [memberId, betId]);
  return rows.rows[0] ?? null;
}

function replayOf(row: BetRow, session: PlaySession, bet: { stake: number; kind: BetKind; picks: string[] }, balance: number): PlacedBet {
  const same =
    row.game_id === session.gameId &&
    Number(row.stake) === bet.stake &&
    row.bet_kind === bet.kind &&
    JSON.stringify(row.picks) === JSON.stringify(bet.picks);
  if (!same) throw new BetRefused('bet.id.reused', 'This bet id was already used for another bet', 409);
  return { ...toDrawBet(row), balance, replayed: true };
}

export async function placeDrawBet(db: Db, session: PlaySession, game: LotteryGame, input: DrawBetInput, now: Date): Promise<PlacedBet> {
  if (game.underMaintenance || session.underMaintenance) throw new BetRefused('game.maintenance', 'This game is under maintenance', 503);
  // the draw lotteries stay closed to free play: a trial's play credit is for the demo games alone
  // (the code is the one every real-account refusal answers, server/games/games-member.routes.ts)
  if (session.walletKind === 'play_credit') throw new BetRefused('in_need_true_account', 'Please register an account first', 403);
  if (!validBetId(input.betId)) throw new BetRefused('bet.id.invalid', 'The bet id is not valid', 400);
  const betId = input.betId;
  const info = betKindOf(game.format, input.kind);
  if (!info) throw new BetRefused('bet.kind.invalid', 'This game does not take that bet', 400);
  const picks = normalisePicks(info, input.picks);
  if (!picks) throw new BetRefused('bet.picks.invalid', 'The chosen numbers do not fit this bet', 400);
  const stake = input.stake;
  if (typeof stake !== 'number' || !Number.isInteger(stake) || stake <= 0 || stake > MAX_STAKE)
    throw new BetRefused('bet.stake.invalid', 'The stake is not valid', 400);
  if (stake < game.minBet) throw new BetRefused('bet.stake.below.minimum', 'The stake is below the minimum bet', 400, { minimum: game.minBet });
  const bet = { stake, kind: info.kind, picks };

  const balance = () => balanceOfKind(db, session, session.walletKind).then(Number);
  const earlier = await findBet(db, session.memberId, betId);
  if (earlier) return replayOf(earlier, session, bet, await balance());

  const current = currentNumero(game.schedule, now);
  if (current.locked || (input.numero !== undefined && input.numero !== null && input.numero !== current.numero)) throw locked(current.numero);
  try {
    return await db.transaction(async (tx) => {
      if (!(await holdPlaySession(tx, session.id)))
        throw new BetRefused('game.session.ended', 'This game was closed. Launch it again from the site.', 401);
      // another gateway whose clock ran ahead may already have drawn it
      const drawn = await tx.query('SELECT 1 FROM lottery_draws WHERE game_id = $1 AND numero = $2', [game.id, current.numero]);
      if (drawn.rows.length > 0) throw locked(current.numero);
      const owner = { merchantId: session.merchantId, memberId: session.memberId, now };
      const wallet = await walletAccount(tx, owner, session.walletKind);
      const staked = await postIn(tx, {
        merchantId: session.merchantId,
        kind: 'bet',
        idempotencyKey: `lottery-bet:${session.memberId}:${betId}`,
        legs: [
          { accountId: wallet, amount: -BigInt(stake) },
          { merchantAccount: 'house', amount: BigInt(stake) },
        ],
        details: {
          gameName: session.gameName,
          gameType: session.gameType,
          vendor: session.vendor,
          nodeId: session.nodeId,
          numero: current.numero,
          betKind: info.kind,
        },
        now,
      });
      if (staked.kind === 'insufficient') throw new Insufficient();
      if (staked.kind === 'duplicate') {
        // the same bet id raced this one and committed first: answer with its bet
        const first = await findBet(tx, session.memberId, betId);
        if (!first) throw new BetRefused('bet.id.reused', 'This bet id was already used', 409);
        return replayOf(first, session, bet, Number(await balanceOfKind(tx, session, session.walletKind)));
      }
      const inserted = await tx.query<BetRow>(
        `INSERT INTO lottery_bets (merchant_id, member_id, game_id, play_session_id, bet_id, numero, draw_at, bet_kind, picks, stake, status,
           wallet_kind, rtp_reference, bet_transaction_id, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'open', $11, $12, $13, $14) RETURNING *`,
        [
          session.merchantId,
          session.memberId,
          game.id,
          session.id,
          betId,
          current.numero,
          current.drawAt,
          info.kind,
          JSON.stringify(picks),
          stake,
          session.walletKind,
          info.rtpReference,
          staked.transactionId,
          now,
        ],
      );
      return { ...toDrawBet(inserted.rows[0]), balance: Number(staked.balances[wallet]), replayed: false };
    });
  } catch (error) {
    if (error instanceof Insufficient) {
      throw new BetRefused('bet.balance.insufficient', 'Your balance is too low for this stake', 200, { balance: await balance() });
    }
    throw error;
  }
}

/** The member's latest bets on one game, newest first. */
export async function memberDrawBets(db: Queryable, memberId: number, gameId: number, limit = 20): Promise<DrawBet[]> {
  const rows = await db.query<BetRow>('SELECT * FROM lottery_bets WHERE member_id = $1 AND game_id = $2 ORDER BY created_at DESC, id DESC LIMIT $3', [
    memberId,
    gameId,
    limit,
  ]);
  return rows.rows.map(toDrawBet);
}
