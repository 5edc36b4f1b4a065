/**
 * The member's own transfers between wallets (research §3.3): main <-> one vendor wallet, and
 * "recall all" (every vendor wallet back to main). Both follow the one lock order of money paths
 * (server/wallet/lock-order.ts):
 *
 *   1. the member's row, waiting: a launch or an exit of the member cannot change which sessions
 *      are live meanwhile (a launch that comes now is "busy"; one already running finishes first);
 *   2. the vendor's live transfer-mode sessions, FOR SHARE (`holdLiveTransferSession`): a wallet
 *      with one is refused. A bet in flight holds its session the same way and needs no waiting
 *      for: the wallet is refused whatever the bet does;
 *   4. the accounts, at once in id order, then the movement (5).
 *
 * Ledger keys are the client's key under the member's id, so one member's key never answers another's.
 * A refused movement rolls back whole: nothing is written and the key stays free.
 */
import type { Db, Queryable } from '../db/db.types';
import { fundedVendorWallets, walletAccount } from '../demo-games/game-wallet';
import type { MemberWallets } from '../demo-games/game-wallet';
import { balanceOf, postIn } from '../wallet/ledger.service';
import type { MemberAccountKind } from '../wallet/ledger.service';
import { holdLiveTransferSession, lockAccounts, lockMember } from '../wallet/lock-order';

export type VendorKind = `vendor:${string}`;

export type WalletTransferOutcome =
  | { kind: 'moved'; transactionId: number }
  /** a game of the vendor is open on its wallet */
  | { kind: 'locked'; wallet: VendorKind }
  | { kind: 'insufficient'; available: bigint };

class Refused extends Error {
  constructor(readonly outcome: Exclude<WalletTransferOutcome, { kind: 'moved' }>) {
    super(outcome.kind);
  }
}

const vendorOf = (wallet: VendorKind) => wallet.slice('vendor:'.length);

/** The movement posted under a ledger key, if any. */
export async function movementByKey(db: Queryable, merchantId: number, key: string): Promise<number | null> {
  const row = await db.query<{ id: number }>('SELECT id FROM ledger_transactions WHERE merchant_id = $1 AND idempotency_key = $2', [merchantId, key]);
  return row.rows[0]?.id ?? null;
}

/** Whether the merchant offers this vendor now: only such a wallet takes money in. */
export async function offersVendor(db: Queryable, merchantId: number, wallet: VendorKind): Promise<boolean> {
  const row = await db.query(`SELECT 1 FROM game_vendors WHERE merchant_id = $1 AND vassalage = $2 AND status = 'active'`, [
    merchantId,
    vendorOf(wallet),
  ]);
  return row.rows.length > 0;
}

export interface WalletTransferInput {
  merchantId: number;
  memberId: number;
  /** one side is `main`, the other a vendor wallet (the route checks which) */
  from: MemberAccountKind;
  to: MemberAccountKind;
  /** minor units, positive */
  amount: bigint;
  idempotencyKey: string;
  now: Date;
}

export async function transferBetweenWallets(db: Db, input: WalletTransferInput): Promise<WalletTransferOutcome> {
  const key = `wallet-transfer:${input.memberId}:${input.idempotencyKey}`;
  const first = await movementByKey(db, input.merchantId, key);
  if (first !== null) return { kind: 'moved', transactionId: first };
  const vendor = (input.from === 'main' ? input.to : input.from) as VendorKind;
  const owner: MemberWallets = { merchantId: input.merchantId, memberId: input.memberId, now: input.now };
  try {
    return await db.transaction(async (tx): Promise<WalletTransferOutcome> => {
      await lockMember(tx, input.memberId, { wait: true });
      // a retry that raced the first request waited on the member's row: it finds the first one now
      const raced = await movementByKey(tx, input.merchantId, key);
      if (raced !== null) return { kind: 'moved', transactionId: raced };
      if (await holdLiveTransferSession(tx, { memberId: input.memberId, vendor: vendorOf(vendor), now: input.now })) {
        throw new Refused({ kind: 'locked', wallet: vendor });
      }
      const from = await walletAccount(tx, owner, input.from);
      const to = await walletAccount(tx, owner, input.to);
      const posted = await postIn(tx, {
        merchantId: input.merchantId,
        kind: 'transfer',
        idempotencyKey: key,
        legs: [
          { accountId: from, amount: -input.amount },
          { accountId: to, amount: input.amount },
        ],
        details: { from: input.from, to: input.to },
        now: input.now,
      });
      // the ledger's own check, under the account locks: never below zero, whatever ran beside it
      if (posted.kind === 'insufficient') throw new Refused({ kind: 'insufficient', available: await balanceOf(tx, from) });
      return { kind: 'moved', transactionId: posted.transactionId };
    });
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
}

export interface ReturnOutcome {
  moved: { wallet: VendorKind; amount: bigint }[];
  /** wallets holding money that stay: a game of that vendor is open */
  skipped: VendorKind[];
}

/** What the movement under `key` brought back, read from its entries and details (a retry's answer). */
async function earlierReturn(db: Queryable, transactionId: number): Promise<ReturnOutcome> {
  const rows = await db.query<{ kind: VendorKind; amount: string; skipped: VendorKind[] | null }>(
    `SELECT a.kind, (-e.amount)::text AS amount, t.details->'skipped' AS skipped
       FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id JOIN ledger_transactions t ON t.id = e.transaction_id
      WHERE e.transaction_id = $1 AND e.amount < 0 ORDER BY a.kind`,
    [transactionId],
  );
  return { moved: rows.rows.map((row) => ({ wallet: row.kind, amount: BigInt(row.amount) })), skipped: rows.rows[0]?.skipped ?? [] };
}

/**
 * "Recall all": every vendor wallet holding money and without a live session, back to main in one
 * balanced movement (one key for the whole recall). Nothing to bring back moves nothing.
 */
export async function returnAllWallets(
  db: Db,
  input: { merchantId: number; memberId: number; idempotencyKey: string; now: Date },
): Promise<ReturnOutcome> {
  const key = `wallet-return:${input.memberId}:${input.idempotencyKey}`;
  const first = await movementByKey(db, input.merchantId, key);
  if (first !== null) return earlierReturn(db, first);
  const owner: MemberWallets = { merchantId: input.merchantId, memberId: input.memberId, now: input.now };
  return db.transaction(async (tx) => {
    await lockMember(tx, input.memberId, { wait: true });
    const raced = await movementByKey(tx, input.merchantId, key);
    if (raced !== null) return earlierReturn(tx, raced);
    const returning: VendorKind[] = [];
    const skipped: VendorKind[] = [];
    for (const wallet of (await fundedVendorWallets(tx, owner)) as VendorKind[]) {
      const live = await holdLiveTransferSession(tx, { memberId: input.memberId, vendor: vendorOf(wallet), now: input.now });
      (live ? skipped : returning).push(wallet);
    }
    if (returning.length === 0) return { moved: [], skipped };
    const main = await walletAccount(tx, owner, 'main');
    const ids = new Map<VendorKind, number>();
    for (const wallet of returning) ids.set(wallet, await walletAccount(tx, owner, wallet));
    // step 4: the balances as they stand under the locks (a lottery payout may have landed meanwhile)
    const locked = await lockAccounts(tx, [main, ...ids.values()]);
    const moved = returning
      .map((wallet) => ({ wallet, amount: locked.find((account) => account.id === ids.get(wallet))?.balance ?? 0n }))
      .filter((wallet) => wallet.amount > 0n);
    if (moved.length === 0) return { moved: [], skipped };
    const total = moved.reduce((sum, wallet) => sum + wallet.amount, 0n);
    const posted = await postIn(tx, {
      merchantId: input.merchantId,
      kind: 'transfer',
      idempotencyKey: key,
      legs: [{ accountId: main, amount: total }, ...moved.map((wallet) => ({ accountId: ids.get(wallet.wallet)!, amount: -wallet.amount }))],
      details: { from: moved.map((wallet) => wallet.wallet).join(', '), to: 'main', skipped },
      now: input.now,
    });
    // whole balances read under the locks cannot be short; a duplicate key was ruled out above
    if (posted.kind !== 'posted') throw new Error(`recall all: unexpected ${posted.kind}`);
    return { moved, skipped };
  });
}
