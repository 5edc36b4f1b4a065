/**
 * Money movements. `post` writes one balanced transaction (entries summing to zero) inside one
 * database transaction: the accounts are locked in id order, as step 4 of the one lock order of
 * every money path (lock-order.ts), each new balance is checked (a member's account never goes
 * below zero), and the idempotency key makes a retried movement return the first one instead of
 * moving money again. Amounts are integer minor units (centavos); never floating point.
 */
import type { Db, Queryable } from '../db/db.types';
import { lockAccounts } from './lock-order';

/**
 * A member's `main` and `vendor:<code>` wallets and `withdrawal-hold` (requested withdrawals, not yet
 * paid: not the member's to spend); the merchant's `house` (games' and fees' side) and `cashier`
 * (money in and out of the site).
 */
/** `commission`: the merchant's account agents' salaries and dividends (server/contracts/settlement) and members' rebates (server/rebates) are paid from. */
/**
 * `play_credit`: a free-play (trial) account's play credit, which is not money, and
 * `play_credit_house` the merchant's side of it (server/wallet/play-credit.service.ts): never
 * withdrawable or transferable, and no figure of real money reads them.
 */
export type AccountKind = 'main' | 'house' | 'cashier' | 'withdrawal-hold' | 'commission' | 'play_credit' | 'play_credit_house' | `vendor:${string}`;

export interface Leg {
  accountId: number;
  /** minor units; positive credits, negative debits */
  amount: bigint;
}

export interface Movement {
  merchantId: number;
  kind: string;
  idempotencyKey: string;
  legs: Leg[];
  details?: Record<string, unknown>;
  now: Date;
}

export type PostOutcome =
  | { kind: 'posted'; transactionId: number; balances: Record<number, bigint> }
  /** the key was used before: nothing moved now; the first movement's id */
  | { kind: 'duplicate'; transactionId: number }
  | { kind: 'insufficient'; accountId: number };

export class LedgerError extends Error {}

export async function accountFor(
  tx: Queryable,
  input: { merchantId: number; memberId: number | null; kind: AccountKind; currency: string; now: Date },
): Promise<number> {
  const mayGoNegative = input.memberId === null;
  await tx.query(
    `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, may_go_negative, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_id, coalesce(member_id, 0), kind) DO NOTHING`,
    [input.merchantId, input.memberId, input.kind, input.currency, mayGoNegative, input.now],
  );
  const found = await tx.query<{ id: number }>(
    'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND coalesce(member_id, 0) = $2 AND kind = $3',
    [input.merchantId, input.memberId ?? 0, input.kind],
  );
  return found.rows[0].id;
}

function checkBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new LedgerError('a movement needs at least two entries');
  if (legs.some((leg) => leg.amount === 0n)) throw new LedgerError('an entry must move money');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new LedgerError('entries must sum to zero');
  if (new Set(legs.map((leg) => leg.accountId)).size !== legs.length) throw new LedgerError('one entry per account');
}

/**
 * Posts inside the caller's transaction (so a game round can post and record its bet together).
 * The legs' accounts are locked first (lock order step 4), then the transaction row is written
 * (step 5); a key used before answers the first movement before any balance is checked.
 */
export async function postIn(tx: Queryable, movement: Movement): Promise<PostOutcome> {
  checkBalanced(movement.legs);
  const locked = await lockAccounts(
    tx,
    movement.legs.map((leg) => leg.accountId),
  );
  if (locked.length !== movement.legs.length || locked.some((a) => a.merchantId !== movement.merchantId)) {
    throw new LedgerError('unknown account or another merchant’s account');
  }
  const inserted = await tx.query<{ id: number }>(
    `INSERT INTO ledger_transactions (merchant_id, kind, idempotency_key, details, created_at) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (merchant_id, idempotency_key) DO NOTHING RETURNING id`,
    [movement.merchantId, movement.kind, movement.idempotencyKey, JSON.stringify(movement.details ?? {}), movement.now],
  );
  if (!inserted.rows[0]) {
    const first = await tx.query<{ id: number }>('SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2', [
      movement.merchantId,
      movement.idempotencyKey,
    ]);
    return { kind: 'duplicate', transactionId: first.rows[0].id };
  }
  const transactionId = inserted.rows[0].id;
  const balances: Record<number, bigint> = {};
  for (const account of locked) {
    const leg = movement.legs.find((l) => l.accountId === account.id)!;
    const after = account.balance + leg.amount;
    if (after < 0n && !account.mayGoNegative) return { kind: 'insufficient', accountId: account.id };
    balances[account.id] = after;
  }
  for (const leg of movement.legs) {
    await tx.query('UPDATE ledger_accounts SET balance = $2 WHERE id = $1', [leg.accountId, balances[leg.accountId].toString()]);
    // the movement's time and kind repeated on the entry: the account record pages by them (019_records.sql)
    await tx.query(
      'INSERT INTO ledger_entries (transaction_id, account_id, amount, balance_after, created_at, kind) VALUES ($1, $2, $3, $4, $5, $6)',
      [transactionId, leg.accountId, leg.amount.toString(), balances[leg.accountId].toString(), movement.now, movement.kind],
    );
  }
  return { kind: 'posted', transactionId, balances };
}

class Insufficient extends Error {
  constructor(readonly accountId: number) {
    super('insufficient');
  }
}

/** Posts in a transaction of its own; an insufficient balance rolls everything back (the key stays free). */
export async function post(db: Db, movement: Movement): Promise<PostOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await postIn(tx, movement);
      if (outcome.kind === 'insufficient') throw new Insufficient(outcome.accountId);
      return outcome;
    });
  } catch (error) {
    if (error instanceof Insufficient) return { kind: 'insufficient', accountId: error.accountId };
    throw error;
  }
}

export async function balanceOf(db: Queryable, accountId: number): Promise<bigint> {
  const row = await db.query<{ balance: string }>('SELECT balance FROM ledger_accounts WHERE id = $1', [accountId]);
  return BigInt(row.rows[0]?.balance ?? 0);
}

/** "1,234.50" → 123450n; refuses more than two decimals, signs and garbage. */
export function parseAmount(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, '').trim());
  if (!match) return null;
  return BigInt(match[1]) * 100n + BigInt((match[2] ?? '0').padEnd(2, '0'));
}

/** 123450n → "1234.50": the wire keeps two decimals as a string-free number where callers need one. */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
