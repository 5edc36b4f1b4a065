/**
 * Bets of the demo games. The outcome is drawn from the injected RandomSource (node:crypto in
 * play); then each bet is one database transaction, shared with the bets that arrive with it
 * (bet-batches.ts, 038_game_bet_batches.sql): the play session is held so an exit cannot end it
 * halfway, the stake moves from the session's wallet to the house (a ledger `bet` keyed by the
 * page's bet id), a win moves from the house back (a ledger `win` whose details name the game for
 * the winners board), and the bet is recorded in game_bets. A trial's session bets its play
 * credit instead: against play_credit_house, recorded in play_credit_bets (game-wallet.ts `playBookOf`),
 * so nothing of it reaches a figure of real money. The ledger refuses a stake above the
 * balance inside that transaction, and locks the wallet row, so parallel bets on one balance are
 * serialised and never overdraw it. Locks follow the one lock order of money paths
 * (server/wallet/lock-order.ts): the session, then the round being called, then the accounts.
 *
 * Replaying a bet id returns the first result and moves nothing; the same id with another stake or
 * game is refused.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.types';
import { postIn } from '../wallet/ledger.service';
import type { Movement } from '../wallet/ledger.service';
import { holdPlaySession } from '../wallet/lock-order';
import { betBatchesOf } from './bet-batches';
import type { BetOrder, PlacedBetRow } from './bet-batches';
import { drawCard, hiLoMultiplier, hiLoPayout } from './cards.engine';
import type { Card, HiLoCall } from './cards.engine';
import { MAX_STAKE, RTP_REFERENCES } from './demo-engines';
import type { DemoEngine } from './demo-engines';
import { balanceOfKind, playBookOf, walletAccount } from './game-wallet';
import type { PlayBook } from './game-wallet';
import { playTicket, validPicks } from './lottery.engine';
import type { PlaySession } from './play-sessions.service';
import type { RandomSource } from './random';
import { slotStakeValid, spinSlot } from './slot.engine';

/** A refused bet: the code the page shows, the HTTP status, optional data (the open round). */
export class BetRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status = 200,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export interface BetResult {
  betId: string;
  roundId: string;
  engine: DemoEngine;
  stake: number;
  payout: number;
  status: 'open' | 'settled' | 'void';
  outcome: Record<string, unknown>;
  /** the session wallet's balance after the bet (now, for a replay), minor units */
  balance: number;
  /** the bet id was seen before: nothing moved this time */
  replayed: boolean;
}

interface BetRow {
  id: number;
  bet_id: string;
  round_id: string;
  engine: DemoEngine;
  game_id: number;
  wallet_kind: string;
  stake: string;
  payout: string;
  status: 'open' | 'settled' | 'void';
  outcome: Record<string, unknown>;
  created_at: Date;
}

const newRoundId = () => `R${randomBytes(8).toString('hex').toUpperCase()}`;

/** A bet id of the page: 8 to 64 letters, digits, `-` or `_` (a UUID fits). */
export const validBetId = (betId: unknown): betId is string => typeof betId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(betId);

const ownerOf = (session: PlaySession, now: Date) => ({ merchantId: session.merchantId, memberId: session.memberId, now });

async function currentBalance(db: Queryable, session: PlaySession): Promise<number> {
  return Number(await balanceOfKind(db, session, session.walletKind));
}

function resultOf(row: BetRow | PlacedBetRow, balance: number, replayed: boolean): BetResult {
  return {
    betId: row.bet_id,
    roundId: row.round_id,
    engine: row.engine,
    stake: Number(row.stake),
    payout: Number(row.payout),
    status: row.status,
    outcome: row.outcome,
    balance,
    replayed,
  };
}

/** Where the session's rounds are kept: game_bets, or play_credit_bets for a trial's play credit. */
const betsTable = (session: PlaySession) => playBookOf(session.walletKind).table;

async function findBet(db: Queryable, session: PlaySession, betId: string): Promise<BetRow | null> {
  const row = await db.query<BetRow>(`SELECT * FROM ${betsTable(session)} WHERE member_id = $1 AND bet_id = $2`, [session.memberId, betId]);
  return row.rows[0] ?? null;
}

function checkStake(session: PlaySession, stake: unknown): number {
  if (typeof stake !== 'number' || !Number.isInteger(stake) || stake <= 0 || stake > MAX_STAKE) {
    throw new BetRefused('bet.stake.invalid', 'The stake is not valid', 400);
  }
  const minimum = session.engine === 'slot' ? session.minBet * 5 : session.minBet;
  if (stake < minimum) throw new BetRefused('bet.stake.below.minimum', 'The stake is below the minimum bet', 400, { minimum });
  if (session.engine === 'slot' && !slotStakeValid(stake)) throw new BetRefused('bet.stake.invalid', 'The stake must split evenly over 5 lines', 400);
  return stake;
}

/** The session must still be open for the whole transaction (an exit waits for it). */
const sessionEnded = () => new BetRefused('game.session.ended', 'This game was closed. Launch it again from the site.', 401);

async function holdSession(tx: Queryable, session: PlaySession): Promise<void> {
  if (!(await holdPlaySession(tx, session.id))) throw sessionEnded();
}

function guardReplay(existing: BetRow | PlacedBetRow, session: PlaySession, stake: number): void {
  if (existing.game_id !== session.gameId || Number(existing.stake) !== stake) {
    throw new BetRefused('bet.id.reused', 'This bet id was already used for another bet', 409);
  }
}

interface NewBet {
  betId: string;
  stake: number;
  /** draws the outcome; runs inside the transaction after the stake has moved */
  play: () => { outcome: Record<string, unknown>; payout: number; status: 'open' | 'settled' };
}

/** What the winners board shows of a win (server/content/winners.service.ts). */
const winDetails = (session: PlaySession, roundId: string) => ({
  gameName: session.gameName,
  gameType: session.gameType,
  vendor: session.vendor,
  nodeId: session.nodeId,
  iconUrl: session.iconUrl,
  roundId,
});

function winMovement(
  session: PlaySession,
  house: PlayBook['counterparty'],
  wallet: number,
  payout: bigint,
  key: string,
  roundId: string,
  now: Date,
): Movement {
  return {
    merchantId: session.merchantId,
    // a play-credit win is no win of money: the winners board reads only `win`
    kind: playBookOf(session.walletKind).kinds.win,
    idempotencyKey: key,
    legs: [
      { merchantAccount: house, amount: -payout },
      { accountId: wallet, amount: payout },
    ],
    details: winDetails(session, roundId),
    now,
  };
}

/** A bet as the batch takes it: the session's wallet and book, the stake, and the outcome drawn for it. */
export function betOrderOf(
  session: PlaySession,
  bet: { betId: string; stake: number },
  played: { outcome: Record<string, unknown>; payout: number; status: 'open' | 'settled' },
  now: Date,
): BetOrder {
  const book = playBookOf(session.walletKind);
  const roundId = newRoundId();
  return {
    sessionId: session.id,
    merchantId: session.merchantId,
    memberId: session.memberId,
    gameId: session.gameId,
    walletKind: session.walletKind,
    book: book.table,
    counterparty: book.counterparty,
    betKind: book.kinds.bet,
    winKind: book.kinds.win,
    betKey: `bet:${session.memberId}:${bet.betId}`,
    winKey: `win:${session.memberId}:${bet.betId}`,
    betId: bet.betId,
    roundId,
    engine: session.engine,
    stake: bet.stake,
    payout: played.payout,
    status: played.status,
    rtpReference: RTP_REFERENCES[session.engine],
    outcome: played.outcome,
    betDetails: {
      gameName: session.gameName,
      gameType: session.gameType,
      vendor: session.vendor,
      nodeId: session.nodeId,
      roundId,
      engine: session.engine,
    },
    winDetails: winDetails(session, roundId),
    at: now,
  };
}

/**
 * The outcome is drawn first, then the bet goes to the database with the bets that arrive with it
 * (bet-batches.ts), where its stake, its win and its record are written in one transaction, or
 * nothing is when it is refused (and the draw is thrown away). A replayed bet id meets its first
 * stake's key in the ledger and answers that bet.
 */
async function placeBet(db: Db, session: PlaySession, bet: NewBet, now: Date): Promise<BetResult> {
  if (session.underMaintenance) throw new BetRefused('game.maintenance', 'This game is under maintenance', 503);
  const verdict = await betBatchesOf(db).place(betOrderOf(session, bet, bet.play(), now));
  switch (verdict.kind) {
    case 'ended':
      throw sessionEnded();
    case 'insufficient':
      throw new BetRefused('bet.balance.insufficient', 'Your balance is too low for this stake', 200, { balance: verdict.balance });
    case 'duplicate':
      // the bet id was played before (a replay, or a race this one lost): answer with its result
      if (!verdict.row) throw new BetRefused('bet.id.reused', 'This bet id was already used', 409);
      guardReplay(verdict.row, session, bet.stake);
      return resultOf(verdict.row, verdict.balance, true);
    case 'placed':
      return resultOf(verdict.row, verdict.balance, false);
  }
}

function requireEngine(session: PlaySession, engine: DemoEngine) {
  if (session.engine !== engine) throw new BetRefused('game.engine.mismatch', 'This game does not take that bet', 400);
}

function requireBetId(betId: unknown): string {
  if (!validBetId(betId)) throw new BetRefused('bet.id.invalid', 'The bet id is not valid', 400);
  return betId;
}

export async function spinSlotBet(db: Db, random: RandomSource, session: PlaySession, input: { betId: unknown; stake: unknown }, now: Date) {
  requireEngine(session, 'slot');
  const stake = checkStake(session, input.stake);
  return placeBet(
    db,
    session,
    {
      betId: requireBetId(input.betId),
      stake,
      play: () => {
        const spin = spinSlot(random, stake);
        return { outcome: { stops: spin.stops, window: spin.window, lineWins: spin.lineWins }, payout: spin.payout, status: 'settled' };
      },
    },
    now,
  );
}

export async function lotteryBet(
  db: Db,
  random: RandomSource,
  session: PlaySession,
  input: { betId: unknown; stake: unknown; picks: unknown },
  now: Date,
) {
  requireEngine(session, 'lottery');
  const stake = checkStake(session, input.stake);
  if (!validPicks(input.picks)) throw new BetRefused('bet.picks.invalid', 'Pick 1 to 5 different numbers from 1 to 20', 400);
  const picks = input.picks;
  return placeBet(
    db,
    session,
    {
      betId: requireBetId(input.betId),
      stake,
      play: () => {
        const ticket = playTicket(random, picks, stake);
        return { outcome: { picks: ticket.picks, drawn: ticket.drawn, hits: ticket.hits }, payout: ticket.payout, status: 'settled' };
      },
    },
    now,
  );
}

/** The member's open Hi-Lo round of this game, if any (it survives a relaunch of the same game). */
export async function openRound(db: Queryable, session: PlaySession): Promise<BetResult | null> {
  const row = await db.query<BetRow>(
    `SELECT * FROM ${betsTable(session)} WHERE member_id = $1 AND game_id = $2 AND status = 'open' ORDER BY id DESC LIMIT 1`,
    [session.memberId, session.gameId],
  );
  return row.rows[0] ? resultOf(row.rows[0], await currentBalance(db, session), false) : null;
}

/** Hi-Lo, step 1: the stake is placed and the first card dealt; the round stays open for the call. */
export async function dealHiLo(db: Db, random: RandomSource, session: PlaySession, input: { betId: unknown; stake: unknown }, now: Date) {
  requireEngine(session, 'cards');
  const stake = checkStake(session, input.stake);
  const betId = requireBetId(input.betId);
  const earlier = await findBet(db, session, betId);
  if (!earlier) {
    const open = await openRound(db, session);
    if (open) throw new BetRefused('round.open', 'Finish the open round first', 409, open);
  }
  return placeBet(
    db,
    session,
    {
      betId,
      stake,
      play: () => {
        const first = drawCard(random);
        return {
          outcome: { first, higher: hiLoMultiplier(first.rank, 'higher'), lower: hiLoMultiplier(first.rank, 'lower') },
          payout: 0,
          status: 'open',
        };
      },
    },
    now,
  );
}

/** Hi-Lo, step 2: the call is made and the next card drawn; settles the round once (a repeated call answers the settled round). */
export async function callHiLo(db: Db, random: RandomSource, session: PlaySession, input: { roundId: unknown; call: unknown }, now: Date) {
  requireEngine(session, 'cards');
  const call = input.call;
  if (call !== 'higher' && call !== 'lower') throw new BetRefused('bet.call.invalid', 'Call higher or lower', 400);
  if (typeof input.roundId !== 'string' || !/^R[0-9A-F]{16}$/.test(input.roundId)) throw new BetRefused('round.unknown', 'Unknown round', 404);
  const roundId = input.roundId;
  return db.transaction(async (tx) => {
    await holdSession(tx, session);
    // lock order step 3: the round, before its wallet and the house are locked to pay it
    const found = await tx.query<BetRow>(`SELECT * FROM ${betsTable(session)} WHERE round_id = $1 AND member_id = $2 AND game_id = $3 FOR UPDATE`, [
      roundId,
      session.memberId,
      session.gameId,
    ]);
    const round = found.rows[0];
    if (!round) throw new BetRefused('round.unknown', 'Unknown round', 404);
    if (round.status !== 'open') return resultOf(round, await currentBalance(tx, session), true);
    const first = (round.outcome as { first: Card }).first;
    if (hiLoMultiplier(first.rank, call as HiLoCall) === null) throw new BetRefused('bet.call.impossible', 'That call cannot win', 400);
    const next = drawCard(random);
    const stake = Number(round.stake);
    const payout = hiLoPayout(stake, first.rank, next.rank, call as HiLoCall);
    let winId: number | null = null;
    if (payout > 0) {
      const owner = ownerOf(session, now);
      const wallet = await walletAccount(tx, owner, round.wallet_kind as PlaySession['walletKind']);
      const house = playBookOf(round.wallet_kind as PlaySession['walletKind']).counterparty;
      const won = await postIn(
        tx,
        winMovement(session, house, wallet, BigInt(payout), `win:${session.memberId}:${round.bet_id}`, round.round_id, now),
      );
      if (won.kind !== 'insufficient') winId = won.transactionId;
    }
    const updated = await tx.query<BetRow>(
      `UPDATE ${betsTable(session)} SET status = 'settled', payout = $2, outcome = $3, win_transaction_id = $4, settled_at = $5 WHERE id = $1 RETURNING *`,
      [round.id, payout, JSON.stringify({ ...round.outcome, call, next }), winId, now],
    );
    return resultOf(updated.rows[0], await currentBalance(tx, session), false);
  });
}
