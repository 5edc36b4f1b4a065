/**
 * Launches and play sessions of the built-in demo games.
 *
 * A launch creates a play session with a random single-use ticket (kept hashed) that is valid for
 * TICKET_TTL_MS; the answer's URL carries the ticket in its fragment, which browsers never send to
 * a server or in a Referer. The game page trades the ticket for a play-session token (also kept
 * hashed) and acts with that token only: the member's own session token never reaches a game page.
 *
 * A play session belongs to the sign-in it was launched from: every game call finds it only while
 * that login session is live and the member's account is not locked (`findPlaySession`), so
 * signing out, a password reset, the login session's expiry or a lock ends the game too. A
 * password change, which keeps the current sign-in, ends the member's games itself.
 *
 * Launches and exits of one member are serialised by a lock on the member's row (NOWAIT: a second
 * launch while one is running is "system busy"). Both take their locks in the one lock order of
 * money paths (server/wallet/lock-order.ts), so they never deadlock with bets in flight. In
 * transfer mode a launch also ends the member's other play sessions and returns every vendor
 * wallet to the main wallet before moving the main balance into the launched vendor's wallet; it
 * refuses while a round of another game is open (the card game's call not made yet). Rounds left
 * open longer than ROUND_TIMEOUT_MS are void: their stake goes back to the wallet it came from.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LoginEscalationSnapshotJson } from '../../machines/login-escalation/index';
import { sameOriginPath } from '../../rules/same-origin-path';
import { isLockedAt } from '../auth/escalation.service';
import type { Db, Queryable } from '../db/db.types';
import { GAME_COLUMNS, GAMES_FROM, gameNameOf, toWireGame, VISIBLE } from '../games/game-view';
import type { GameRow, WireGame } from '../games/game-view';
import { catalogueLanguage } from '../games/game-types';
import type { CatalogueLanguage } from '../games/game-types';
import { postIn } from '../wallet/ledger.service';
import type { MemberAccountKind } from '../wallet/ledger.service';
import { endPlaySessions, lockMember } from '../wallet/lock-order';
import { engineForGameType } from './demo-engines';
import type { DemoEngine } from './demo-engines';
import { fundedVendorWallets, lockMemberWallets, moveWholeBalance, playBookOf, walletAccount } from './game-wallet';
import type { MemberWallets, PlayBook } from './game-wallet';
import { walletKindFor } from './wallet-mode';
import type { WalletMode } from './wallet-mode';

export const TICKET_TTL_MS = 60_000;
export const PLAY_SESSION_MS = 4 * 60 * 60_000;
export const ROUND_TIMEOUT_MS = 10 * 60_000;
export const MAX_SUGGESTIONS = 3;

const hash = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');
const newSecret = () => randomBytes(32).toString('base64url');

export type LaunchGame = GameRow & { maintenance: boolean; vendor_id: number };

/** The game with this node id in the merchant's catalogue (a disabled vendor's games are unknown). */
export async function findLaunchGame(db: Queryable, merchantId: number, nodeId: string): Promise<LaunchGame | null> {
  const found = await db.query<LaunchGame>(
    `SELECT ${GAME_COLUMNS}, g.maintenance, g.vendor_id FROM ${GAMES_FROM} WHERE g.merchant_id = $1 AND g.node_id = $2 AND ${VISIBLE}`,
    [merchantId, nodeId],
  );
  return found.rows[0] ?? null;
}

export const isUnderMaintenance = (game: Pick<LaunchGame, 'maintenance' | 'vendor_status'>) => game.maintenance || game.vendor_status !== 'active';

/** Up to three playable games of the same type, most popular first: what a maintenance refusal offers instead. */
export async function suggestionsFor(db: Queryable, merchantId: number, game: LaunchGame, language: CatalogueLanguage): Promise<WireGame[]> {
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAMES_FROM}
      WHERE g.merchant_id = $1 AND g.game_type = $2 AND g.id <> $3 AND v.status = 'active' AND NOT g.maintenance
      ORDER BY g.popularity DESC, g.id LIMIT ${MAX_SUGGESTIONS}`,
    [merchantId, game.game_type, game.id],
  );
  return rows.rows.map((row) => toWireGame(row, language));
}

export class LaunchBusy extends Error {}

interface StaleRound {
  id: number;
  bet_id: string;
  round_id: string;
  stake: string;
  wallet_kind: MemberAccountKind;
}

/** Lock order step 3: the member's rounds open longer than ROUND_TIMEOUT_MS, locked for voiding. */
async function lockStaleRounds(tx: Queryable, owner: MemberWallets, book: PlayBook): Promise<StaleRound[]> {
  const stale = await tx.query<StaleRound>(
    `SELECT id, bet_id, round_id, stake, wallet_kind FROM ${book.table}
      WHERE member_id = $1 AND status = 'open' AND created_at < $2 ORDER BY id FOR UPDATE`,
    [owner.memberId, new Date(owner.now.getTime() - ROUND_TIMEOUT_MS)],
  );
  return stale.rows;
}

/** Voids locked stale rounds, returning each stake to its wallet (whose account is already locked). */
async function voidRounds(tx: Queryable, owner: MemberWallets, book: PlayBook, stale: StaleRound[]): Promise<void> {
  for (const bet of stale) {
    const wallet = await walletAccount(tx, owner, bet.wallet_kind);
    const stake = BigInt(bet.stake);
    const refund = await postIn(tx, {
      merchantId: owner.merchantId,
      kind: book.kinds.refund,
      idempotencyKey: `refund:${owner.memberId}:${bet.bet_id}`,
      legs: [
        { merchantAccount: playBookOf(bet.wallet_kind).counterparty, amount: -stake },
        { accountId: wallet, amount: stake },
      ],
      details: { roundId: bet.round_id, reason: 'round.timeout' },
      now: owner.now,
    });
    await tx.query(`UPDATE ${book.table} SET status = 'void', payout = stake, win_transaction_id = $2, settled_at = $3 WHERE id = $1`, [
      bet.id,
      refund.kind === 'insufficient' ? null : refund.transactionId,
      owner.now,
    ]);
  }
}

export interface LaunchInput {
  merchantId: number;
  memberId: number;
  /** the member's login session the launch came from: the play session ends with it */
  loginSessionId: number;
  game: LaunchGame;
  walletMode: WalletMode;
  accountType: 0 | 1;
  language: CatalogueLanguage;
  backUrl: string;
  now: Date;
}

export type LaunchOutcome = { kind: 'launched'; sessionId: number; ticket: string } | { kind: 'previousUnfinished'; nodeId: string };

export async function launchPlaySession(db: Db, input: LaunchInput): Promise<LaunchOutcome> {
  const owner: MemberWallets = { merchantId: input.merchantId, memberId: input.memberId, now: input.now };
  // a trial's session plays its play credit where it is: no wallet moves (wallet-mode.ts)
  const walletKind = walletKindFor(input.walletMode, input.game.vassalage, input.accountType);
  const target = walletKind.startsWith('vendor:') ? walletKind : null;
  const book = playBookOf(walletKind);
  return db.transaction(async (tx) => {
    if (!(await lockMember(tx, input.memberId, { wait: false }))) throw new LaunchBusy('another launch is running');
    if (target) {
      // a round of another game waits for the player's call (and is not yet void): its money is in another vendor wallet
      const open = await tx.query<{ node_id: string }>(
        `SELECT g.node_id FROM game_bets b JOIN games g ON g.id = b.game_id
          WHERE b.member_id = $1 AND b.status = 'open' AND b.game_id <> $2 AND b.created_at >= $3 LIMIT 1`,
        [input.memberId, input.game.id, new Date(input.now.getTime() - ROUND_TIMEOUT_MS)],
      );
      if (open.rows[0]) return { kind: 'previousUnfinished' as const, nodeId: open.rows[0].node_id };
      await endPlaySessions(tx, { memberId: input.memberId, now: input.now, sessionId: null });
    }
    const stale = await lockStaleRounds(tx, owner, book);
    const moved: MemberAccountKind[] = [target ? 'main' : walletKind, ...(target ? [target] : []), ...stale.map((bet) => bet.wallet_kind)];
    await lockMemberWallets(tx, owner, { kinds: moved });
    await voidRounds(tx, owner, book, stale);
    const ticket = newSecret();
    const created = await tx.query<{ id: number }>(
      `INSERT INTO game_play_sessions (merchant_id, member_id, game_id, vendor, wallet_mode, account_type, language, back_url,
         ticket_hash, ticket_expires_at, created_at, expires_at, login_session_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
      [
        input.merchantId,
        input.memberId,
        input.game.id,
        input.game.vassalage,
        // what this session does: a trial's plays where its play credit is, whatever the merchant's mode
        target ? 'transfer' : 'single',
        input.accountType,
        input.language,
        input.backUrl,
        hash(ticket),
        new Date(input.now.getTime() + TICKET_TTL_MS),
        input.now,
        new Date(input.now.getTime() + PLAY_SESSION_MS),
        input.loginSessionId,
      ],
    );
    const sessionId = created.rows[0].id;
    // money left in vendor wallets (an earlier transfer-mode session never exited) goes home first
    for (const kind of await fundedVendorWallets(tx, owner)) {
      await moveWholeBalance(tx, owner, { from: kind, to: 'main', idempotencyKey: `sweep:${sessionId}:${kind}`, details: { sessionId } });
    }
    if (target) {
      await moveWholeBalance(tx, owner, {
        from: 'main',
        to: target,
        idempotencyKey: `transfer-in:${sessionId}`,
        details: { sessionId, nodeId: input.game.node_id },
      });
    }
    return { kind: 'launched' as const, sessionId, ticket };
  });
}

/** A live play session as the game pages' calls see it. */
export interface PlaySession {
  id: number;
  merchantId: number;
  memberId: number;
  gameId: number;
  nodeId: string;
  gameCode: string;
  gameType: string;
  gameName: string;
  iconUrl: string;
  vendor: string;
  engine: DemoEngine;
  walletMode: WalletMode;
  walletKind: `vendor:${string}` | 'main' | 'play_credit';
  accountType: 0 | 1;
  language: CatalogueLanguage;
  backUrl: string;
  /** minor units */
  minBet: number;
  /** the vendor or the game went under maintenance after the launch */
  underMaintenance: boolean;
}

interface SessionRow extends GameRow {
  session_id: number;
  merchant_id: number;
  member_id: number;
  game_id: number;
  vendor: string;
  wallet_mode: WalletMode;
  account_type: 0 | 1;
  language: string;
  back_url: string;
  maintenance: boolean;
  /** the member's login escalation (null: never failed a login) */
  escalation: LoginEscalationSnapshotJson | null;
}

/**
 * Play sessions not ended or expired whose login session is live ($2: now), with the member's
 * login escalation, which decides in code (the chart's own rule) whether the account is locked.
 */
const LIVE_SESSION_SELECT = `SELECT s.id AS session_id, s.merchant_id, s.member_id, s.game_id, s.vendor, s.wallet_mode, s.account_type, s.language,
    s.back_url, g.maintenance, e.snapshot AS escalation, ${GAME_COLUMNS}
  FROM game_play_sessions s JOIN games g ON g.id = s.game_id JOIN game_vendors v ON v.id = g.vendor_id
    JOIN sessions login ON login.id = s.login_session_id AND login.revoked_at IS NULL AND login.expires_at > $2
    JOIN members m ON m.id = s.member_id
    LEFT JOIN login_escalation e ON e.merchant_id = m.merchant_id AND e.subject = m.username_key
  WHERE s.ended_at IS NULL AND s.expires_at > $2`;

function toPlaySession(row: SessionRow): PlaySession {
  const language = catalogueLanguage(row.language, 'EN');
  return {
    id: row.session_id,
    merchantId: row.merchant_id,
    memberId: row.member_id,
    gameId: row.game_id,
    nodeId: row.node_id,
    gameCode: row.game_code,
    gameType: row.game_type,
    gameName: gameNameOf(row, language),
    iconUrl: row.icon_url,
    vendor: row.vendor,
    engine: engineForGameType(row.game_type),
    walletMode: row.wallet_mode,
    walletKind: walletKindFor(row.wallet_mode, row.vendor, row.account_type) as PlaySession['walletKind'],
    accountType: row.account_type,
    language,
    // checked again as it leaves: a session stored before the rule was as strict goes home instead
    backUrl: sameOriginPath(row.back_url),
    minBet: row.min_bet,
    underMaintenance: row.maintenance || row.vendor_status !== 'active',
  };
}

/**
 * The live play session of a found row, or null: a locked member's session is ended for good (its
 * vendor wallet goes back to main), so it does not come back when the lock runs out.
 */
async function liveSession(db: Db, row: SessionRow | undefined, now: Date): Promise<PlaySession | null> {
  if (!row) return null;
  const session = toPlaySession(row);
  if (!isLockedAt(row.escalation, now)) return session;
  await exitPlaySession(db, session, now);
  return null;
}

/**
 * Trades a launch ticket for the play-session token, once: a used, expired or unknown ticket, or
 * one whose session has ended (its sign-in included), gets null.
 */
export async function redeemTicket(db: Db, ticket: string, now: Date): Promise<{ token: string; session: PlaySession } | null> {
  const token = newSecret();
  const redeemed = await db.query<{ id: number }>(
    `UPDATE game_play_sessions SET ticket_used_at = $2, token_hash = $3
      WHERE ticket_hash = $1 AND ticket_used_at IS NULL AND ticket_expires_at > $2 AND ended_at IS NULL AND expires_at > $2 RETURNING id`,
    [hash(ticket), now, hash(token)],
  );
  const id = redeemed.rows[0]?.id;
  if (id === undefined) return null;
  const row = await db.query<SessionRow>(`${LIVE_SESSION_SELECT} AND s.id = $1`, [id, now]);
  const session = await liveSession(db, row.rows[0], now);
  return session ? { token, session } : null;
}

/** The live session of a play-session token, or null (unknown, ended, expired, signed out or locked). */
export async function findPlaySession(db: Db, token: string, now: Date): Promise<PlaySession | null> {
  // every call of a game page looks its session up: kept prepared on each connection
  const row = await db.query<SessionRow>(`${LIVE_SESSION_SELECT} AND s.token_hash = $1`, [hash(token), now], { prepare: true });
  return liveSession(db, row.rows[0], now);
}

/** Ends sessions (one, or all of the member's) and, in transfer mode, moves their vendor wallets back to main. */
async function endSessions(db: Db, owner: MemberWallets, sessionId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    await lockMember(tx, owner.memberId, { wait: true });
    // waits for the bets still holding these sessions; later bets find them ended
    const ended = await endPlaySessions(tx, { memberId: owner.memberId, now: owner.now, sessionId });
    const transfers = ended.filter((session) => session.wallet_mode === 'transfer');
    if (transfers.length === 0) return ended.length;
    const vendorKind = (session: { vendor: string }) => walletKindFor('transfer', session.vendor, 1);
    await lockMemberWallets(tx, owner, { kinds: ['main', ...transfers.map(vendorKind)] });
    for (const session of transfers) {
      await moveWholeBalance(tx, owner, {
        from: vendorKind(session),
        to: 'main',
        idempotencyKey: `transfer-out:${session.id}`,
        details: { sessionId: session.id },
      });
    }
    return ended.length;
  });
}

/** The game page's exit button. */
export const exitPlaySession = (db: Db, session: PlaySession, now: Date) =>
  endSessions(db, { merchantId: session.merchantId, memberId: session.memberId, now }, session.id);

/** The site closed the game (its window was closed, or the member left the game frame). */
export const exitMemberGames = (db: Db, owner: MemberWallets) => endSessions(db, owner, null);
