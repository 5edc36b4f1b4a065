/**
 * Money movements. `post` writes one balanced transaction (entries summing to zero) inside one
 * database transaction; `postIn` inside the caller's. A member's account is locked by the posting's
 * own statement and never goes below zero; a merchant account (house, cashier, commission,
 * play_credit_house) is named by its kind, and the posting takes one of its slices that no other
 * transaction holds (merchant-slices.ts), so the merchant's side is never a queue. The idempotency
 * key makes a retried movement return the first one instead of moving money again. Amounts are
 * integer minor units (centavos); never floating point.
 */
import { parseMinorUnits } from '../../rules/amount';
import type { Db, Queryable } from '../db/db.types';
import type { MerchantAccountKind } from './merchant-slices';
import { heldSlice, noteSlice } from './merchant-slices';

/**
 * A member's `main` and `vendor:<code>` wallets, `play_credit` (a free-play account's play credit,
 * which is not money: server/wallet/play-credit.service.ts) and `withdrawal-hold` (requested
 * withdrawals, not yet paid: not the member's to spend); and the merchant's accounts: `house`
 * (games' and fees' side), `cashier` (money in and out of the site), `commission` (agents' salaries
 * and dividends, server/contracts/settlement, and members' rebates, server/rebates) and
 * `play_credit_house` (the other side of play credit; no figure of real money reads it).
 */
export type MemberAccountKind = 'main' | 'withdrawal-hold' | 'play_credit' | `vendor:${string}`;
export type AccountKind = MemberAccountKind | MerchantAccountKind;

/** One entry of a movement: a member's account by id, or a merchant account by kind. Positive credits, negative debits; minor units. */
export type Leg = { accountId: number; amount: bigint } | { merchantAccount: MerchantAccountKind; amount: bigint };

export interface Movement {
  merchantId: number;
  kind: string;
  idempotencyKey: string;
  legs: Leg[];
  details?: Record<string, unknown>;
  now: Date;
}

export type PostOutcome =
  /** balances: each account's balance after the movement, the merchant accounts' slices included */
  | { kind: 'posted'; transactionId: number; balances: Record<number, bigint> }
  /** the key was used before: nothing moved now; the first movement's id */
  | { kind: 'duplicate'; transactionId: number }
  | { kind: 'insufficient'; accountId: number };

export class LedgerError extends Error {}

/**
 * A member's account of a kind, created on first use; the merchant's currency is read only then.
 * One statement when it exists.
 */
export async function accountFor(
  tx: Queryable,
  input: { merchantId: number; memberId: number; kind: MemberAccountKind; now: Date },
): Promise<number> {
  const find = () =>
    tx.query<{ id: number }>(
      'SELECT id FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind = $3',
      [input.merchantId, input.memberId, input.kind],
      { prepare: true },
    );
  const found = await find();
  if (found.rows[0]) return found.rows[0].id;
  await tx.query(
    `INSERT INTO ledger_accounts (merchant_id, member_id, kind, currency, may_go_negative, created_at)
     SELECT id, $2, $3, coalesce(settings->>'currency', 'PHP'), false, $4 FROM merchants WHERE id = $1
     ON CONFLICT (merchant_id, coalesce(member_id, 0), kind, slice) DO NOTHING`,
    [input.merchantId, input.memberId, input.kind, input.now],
  );
  return (await find()).rows[0].id;
}

function checkBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new LedgerError('a movement needs at least two entries');
  if (legs.some((leg) => leg.amount === 0n)) throw new LedgerError('an entry must move money');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new LedgerError('entries must sum to zero');
  const accounts = legs.map((leg) => ('accountId' in leg ? `id:${leg.accountId}` : `merchant:${leg.merchantAccount}`));
  if (new Set(accounts).size !== legs.length) throw new LedgerError('one entry per account');
}

interface PostRow {
  outcome: 'posted' | 'duplicate' | 'insufficient' | 'unknown';
  transaction_id: number | null;
  account_id: number | null;
  balance: string | null;
}

/**
 * Posts inside the caller's transaction (so a game round can post and record its bet together), in
 * one round trip: ledger_post (036_merchant_account_slices.sql) locks, checks and writes. A key used
 * before answers the first movement, whatever the balances are now. The slice a merchant leg
 * took is remembered for the transaction, so its later postings move the same slice.
 */
export async function postIn(tx: Queryable, movement: Movement): Promise<PostOutcome> {
  if ('transaction' in tx) throw new LedgerError('postIn posts inside a transaction');
  checkBalanced(movement.legs);
  const accounts = movement.legs.map((leg) => ('accountId' in leg ? leg.accountId : (heldSlice(tx, movement.merchantId, leg.merchantAccount) ?? 0)));
  const merchantKinds = movement.legs.map((leg, i) => ('accountId' in leg || accounts[i] !== 0 ? '' : leg.merchantAccount));
  const result = await tx.query<PostRow>(
    'SELECT outcome, transaction_id, account_id, balance::text FROM ledger_post($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      movement.merchantId,
      movement.kind,
      movement.idempotencyKey,
      JSON.stringify(movement.details ?? {}),
      movement.now,
      accounts,
      merchantKinds,
      movement.legs.map((leg) => leg.amount.toString()),
    ],
    { prepare: true },
  );
  const first = result.rows[0];
  if (!first || first.outcome === 'unknown') throw new LedgerError('unknown account or another merchant’s account');
  if (first.outcome === 'duplicate') return { kind: 'duplicate', transactionId: first.transaction_id! };
  if (first.outcome === 'insufficient') return { kind: 'insufficient', accountId: first.account_id! };
  const balances: Record<number, bigint> = {};
  for (const row of result.rows) balances[row.account_id!] = BigInt(row.balance!);
  // the rows come in the legs' order: a merchant leg's row names the slice it took
  movement.legs.forEach((leg, i) => {
    if ('merchantAccount' in leg && merchantKinds[i] !== '') noteSlice(tx, movement.merchantId, leg.merchantAccount, result.rows[i].account_id!);
  });
  return { kind: 'posted', transactionId: first.transaction_id!, balances };
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

/** "1,234.50" → 123450n: the typed-amount rule of rules/amount.ts, in the ledger's bigint. */
export function parseAmount(text: string): bigint | null {
  const minor = parseMinorUnits(text);
  return minor === null ? null : BigInt(minor);
}

/** 123450n → "1234.50": the wire keeps two decimals as a string-free number where callers need one. */
export function formatAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const abs = minor < 0n ? -minor : minor;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
