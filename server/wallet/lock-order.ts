/**
 * The one lock order of every transaction that moves money: game bets and Hi-Lo calls, launches
 * and exits (with their transfers between the main and vendor wallets), lottery bets and their
 * settlement, deposits, and every ledger posting. Locks are taken through the functions below, in
 * this order; a path may skip a step but never comes back to an earlier one:
 *
 *   1. member    the member's row, FOR NO KEY UPDATE (`lockMember`): launches and exits only, the
 *                paths that change which play sessions are live and move whole wallets.
 *   2. sessions  the member's play sessions: a bet, a Hi-Lo call and a lottery payout into a vendor
 *                wallet hold theirs FOR SHARE (`holdPlaySession`, `holdLiveTransferSession`), so an
 *                exit waits for them; launches and exits end them (`endPlaySessions`).
 *   3. bets      the round being settled or voided (game_bets, lottery_bets), FOR UPDATE; likewise the
 *                deposit or withdrawal being decided (deposits, withdrawals).
 *                A withdrawal's request takes step 1 instead: its daily limits and turnover count
 *                the member's other withdrawals, so two requests are decided one after another.
 *   4. accounts  every member account the transaction moves, at once and in id order: `lockAccounts`,
 *                or the posting's own statement (ledger_post, 036_merchant_account_slices.sql), which
 *                locks its legs' accounts first. Accounts are created (if missing) before this step,
 *                never after it. A transaction that posts more than once locks the member accounts
 *                of all its postings before the first (lockMemberWallets for launches and exits).
 *   5. slices    one slice of each merchant account a posting moves (house, cashier, commission,
 *                play_credit_house; merchant-slices.ts), kinds in name order, taken by the posting
 *                after its member accounts: any slice no other transaction holds (SKIP LOCKED), so
 *                this step never waits unless every slice is held. The transaction keeps it to its end.
 *   6. inserts   only rows that no other transaction can be waiting for: ledger transactions and
 *                entries, bet records, new play sessions. Their triggers add to the day figures
 *                (022, 029) of the member, its own row, and of its agents, a row per slice of members
 *                (037_team_day_slices.sql).
 *
 * Why step 1 is FOR NO KEY UPDATE and never FOR UPDATE: foreign keys. Inserting a row that refers
 * to the member (a bet record, a ledger account), or updating an account row a second time in one
 * transaction, makes PostgreSQL take FOR KEY SHARE on the member's row, implicitly and late (step
 * 6). FOR UPDATE conflicts with that lock and FOR NO KEY UPDATE does not. An exit that held the
 * member FOR UPDATE and then waited for a session held by a bet, while the bet waited at its insert
 * for the member's row, was a deadlock.
 *
 * Bets do not take step 1: holding their session is what keeps an exit out, and bets of one wallet
 * already queue on its account row; a member lock would make every spin wait for launches.
 *
 * The demo games' bets are placed in batches (place_game_bets, 038_game_bet_batches.sql), which
 * take these steps for the batch as a whole: every play session of the batch (2), then every wallet
 * in id order (4), then a slice of each merchant account (5), then the inserts (6).
 */
import type { Queryable } from '../db/db.types';

/** Step 1. False when `wait` is off and another transaction holds the member (NOWAIT). */
export async function lockMember(tx: Queryable, memberId: number, options: { wait: boolean }): Promise<boolean> {
  try {
    await tx.query(`SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE${options.wait ? '' : ' NOWAIT'}`, [memberId]);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === '55P03') return false;
    throw error;
  }
}

/** Step 2, shared: the play session stays live until the transaction ends; false when it has ended. */
export async function holdPlaySession(tx: Queryable, sessionId: number): Promise<boolean> {
  const live = await tx.query('SELECT id FROM game_play_sessions WHERE id = $1 AND ended_at IS NULL FOR SHARE', [sessionId], { prepare: true });
  return live.rows.length > 0;
}

/** Step 2, shared: a live transfer-mode session of this vendor, held like `holdPlaySession`; false when there is none. */
export async function holdLiveTransferSession(tx: Queryable, input: { memberId: number; vendor: string; now: Date }): Promise<boolean> {
  const live = await tx.query(
    `SELECT id FROM game_play_sessions
      WHERE member_id = $1 AND vendor = $2 AND wallet_mode = 'transfer' AND ended_at IS NULL AND expires_at > $3 ORDER BY id FOR SHARE`,
    [input.memberId, input.vendor, input.now],
  );
  return live.rows.length > 0;
}

export interface EndedSession {
  id: number;
  vendor: string;
  wallet_mode: 'single' | 'transfer';
}

/** Step 2, exclusive: ends the member's live sessions (one of them when sessionId is given); waits for bets holding them. */
export async function endPlaySessions(tx: Queryable, input: { memberId: number; now: Date; sessionId: number | null }): Promise<EndedSession[]> {
  const ended = await tx.query<EndedSession>(
    `UPDATE game_play_sessions SET ended_at = $2 WHERE member_id = $1 AND ended_at IS NULL AND ($3::int IS NULL OR id = $3)
     RETURNING id, vendor, wallet_mode`,
    [input.memberId, input.now, input.sessionId],
  );
  return ended.rows;
}

export interface LockedAccount {
  id: number;
  balance: bigint;
  mayGoNegative: boolean;
  merchantId: number;
}

/** Step 4: members' accounts, locked in id order by one statement; the ones that exist, in id order. */
export async function lockAccounts(tx: Queryable, accountIds: readonly number[]): Promise<LockedAccount[]> {
  const ids = [...new Set(accountIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await tx.query<{ id: number; balance: string; may_go_negative: boolean; merchant_id: number }>(
    'SELECT id, balance, may_go_negative, merchant_id FROM ledger_accounts WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE',
    [ids],
  );
  return rows.rows.map((row) => ({ id: row.id, balance: BigInt(row.balance), mayGoNegative: row.may_go_negative, merchantId: row.merchant_id }));
}
