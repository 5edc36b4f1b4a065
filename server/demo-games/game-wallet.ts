/**
 * Ledger movements of game play, always inside the caller's transaction: the member's wallets and
 * the merchant's house account (the counterparty of every stake and payout, one of its slices per
 * transaction; play_credit_house for a trial's play credit), and whole-balance
 * transfers between the main wallet and vendor wallets. Every movement carries an idempotency key
 * derived from what caused it (a launch, an exit, a bet id), so a retried request moves nothing twice.
 * Accounts are locked as step 4 of the one lock order of money paths (server/wallet/lock-order.ts).
 */
import type { Queryable } from '../db/db.types';
import { accountFor, LedgerError, postIn } from '../wallet/ledger.service';
import type { MemberAccountKind, PostOutcome } from '../wallet/ledger.service';
import { lockAccounts } from '../wallet/lock-order';

export interface MemberWallets {
  merchantId: number;
  memberId: number;
  now: Date;
}

export const walletAccount = (tx: Queryable, owner: MemberWallets, kind: MemberAccountKind): Promise<number> => accountFor(tx, { ...owner, kind });

/**
 * Where a wallet's rounds are booked: real money against the house, recorded in game_bets; a
 * trial's play credit against play_credit_house, recorded in play_credit_bets, under ledger kinds
 * of its own, so that no figure of real play (records, team days, rebates, salaries, turnover, the
 * winners board) can count it (035_play_credit_bets.sql).
 */
export interface PlayBook {
  table: 'game_bets' | 'play_credit_bets';
  /** the merchant's account on the other side of the wallet's stakes and payouts */
  counterparty: 'house' | 'play_credit_house';
  kinds: { bet: string; win: string; refund: string };
}

const REAL_BOOK: PlayBook = { table: 'game_bets', counterparty: 'house', kinds: { bet: 'bet', win: 'win', refund: 'refund' } };
const PLAY_CREDIT_BOOK: PlayBook = {
  table: 'play_credit_bets',
  counterparty: 'play_credit_house',
  kinds: { bet: 'play_bet', win: 'play_win', refund: 'play_refund' },
};

export const playBookOf = (walletKind: MemberAccountKind): PlayBook => (walletKind === 'play_credit' ? PLAY_CREDIT_BOOK : REAL_BOOK);

/**
 * Lock order step 4 for a launch or an exit, which may move several of the member's wallets (and
 * refund a void round from the house): every account of the member, the `kinds` created first if
 * missing, all locked at once in id order before the first posting takes a slice of the house.
 */
export async function lockMemberWallets(tx: Queryable, owner: MemberWallets, options: { kinds: MemberAccountKind[] }): Promise<void> {
  for (const kind of options.kinds) await walletAccount(tx, owner, kind);
  const wallets = await tx.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2', [
    owner.merchantId,
    owner.memberId,
  ]);
  await lockAccounts(
    tx,
    wallets.rows.map((row) => row.id),
  );
}

export async function balanceOfKind(db: Queryable, owner: Omit<MemberWallets, 'now'>, kind: MemberAccountKind): Promise<bigint> {
  const row = await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3', [
    owner.merchantId,
    owner.memberId,
    kind,
  ]);
  return BigInt(row.rows[0]?.balance ?? 0);
}

/**
 * Moves the whole balance of one of the member's wallets to another (nothing when it is empty).
 * A posted or already-posted movement both count as done.
 */
export async function moveWholeBalance(
  tx: Queryable,
  owner: MemberWallets,
  move: { from: MemberAccountKind; to: MemberAccountKind; idempotencyKey: string; details: Record<string, unknown> },
): Promise<bigint> {
  const from = await walletAccount(tx, owner, move.from);
  const to = await walletAccount(tx, owner, move.to);
  const locked = await lockAccounts(tx, [from, to]);
  const amount = locked.find((account) => account.id === from)?.balance ?? 0n;
  if (amount <= 0n) return 0n;
  const outcome: PostOutcome = await postIn(tx, {
    merchantId: owner.merchantId,
    kind: 'transfer',
    idempotencyKey: move.idempotencyKey,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
    details: { from: move.from, to: move.to, ...move.details },
    now: owner.now,
  });
  if (outcome.kind === 'insufficient') throw new LedgerError('a whole-balance transfer cannot be short');
  return outcome.kind === 'posted' ? amount : 0n;
}

/** Every vendor wallet of the member that holds money. */
export async function fundedVendorWallets(tx: Queryable, owner: Omit<MemberWallets, 'now'>): Promise<MemberAccountKind[]> {
  const rows = await tx.query<{ kind: MemberAccountKind }>(
    `SELECT kind FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind LIKE 'vendor:%' AND balance > 0 ORDER BY kind`,
    [owner.merchantId, owner.memberId],
  );
  return rows.rows.map((row) => row.kind);
}
