/**
 * The member's wallets as the balance list and the transfer page show them: the main wallet, then
 * a wallet for every vendor the merchant offers (at 0 when never used, so money can go into it)
 * and every other vendor wallet that still holds money (a vendor since closed: it can only be
 * recalled). A vendor wallet is `locked` while a game of that vendor is open on it in transfer
 * mode: the same sessions the transfers refuse on (lock-order.ts `holdLiveTransferSession`).
 */
import type { Queryable } from '../db/db.types';
import { formatAmount } from '../wallet/ledger.service';
import type { AccountKind } from '../wallet/ledger.service';

export interface ListedWallet {
  kind: AccountKind;
  balance: bigint;
  /** the vendor's display name; null for the main wallet (or a vendor no longer in the catalogue) */
  name: string | null;
  locked: boolean;
}

/** Wallet names the wire accepts (`vendor:<vassalage>` with an upper-case code). */
const VENDOR_CODE = '^[A-Z0-9_]{1,32}$';

/** Vendors with a live transfer-mode session of the member: read only, nothing is held. */
export async function lockedVendors(db: Queryable, memberId: number, now: Date): Promise<Set<string>> {
  const rows = await db.query<{ vendor: string }>(
    `SELECT DISTINCT vendor FROM game_play_sessions WHERE member_id = $1 AND wallet_mode = 'transfer' AND ended_at IS NULL AND expires_at > $2`,
    [memberId, now],
  );
  return new Set(rows.rows.map((row) => row.vendor));
}

export async function listWallets(db: Queryable, input: { merchantId: number; memberId: number; now: Date }): Promise<ListedWallet[]> {
  const [main, vendors, locked] = await Promise.all([
    db.query<{ balance: string }>(`SELECT balance FROM ledger_accounts WHERE merchant_id = $1 AND member_id = $2 AND kind = 'main'`, [
      input.merchantId,
      input.memberId,
    ]),
    db.query<{ code: string; balance: string; name: string | null }>(
      `WITH held AS (
         SELECT substr(kind, 8) AS code, balance FROM ledger_accounts
          WHERE merchant_id = $1 AND member_id = $2 AND kind LIKE 'vendor:%'
       ), offered AS (
         SELECT vassalage AS code, display_name FROM game_vendors WHERE merchant_id = $1 AND status = 'active'
       )
       SELECT codes.code, coalesce(held.balance, 0)::text AS balance, v.display_name AS name
         FROM (SELECT code FROM offered UNION SELECT code FROM held WHERE balance > 0) codes
         LEFT JOIN held ON held.code = codes.code
         LEFT JOIN game_vendors v ON v.merchant_id = $1 AND v.vassalage = codes.code
        WHERE codes.code ~ '${VENDOR_CODE}'
        ORDER BY codes.code`,
      [input.merchantId, input.memberId],
    ),
    lockedVendors(db, input.memberId, input.now),
  ]);
  return [
    { kind: 'main', balance: BigInt(main.rows[0]?.balance ?? 0), name: null, locked: false },
    ...vendors.rows.map((row) => ({
      kind: `vendor:${row.code}` as AccountKind,
      balance: BigInt(row.balance),
      name: row.name,
      locked: locked.has(row.code),
    })),
  ];
}

/** The wire's balance answer (wire/wallet.schemas.ts balanceValue): amounts in major units, main first. */
export async function walletsValue(
  db: Queryable,
  input: { merchantId: number; memberId: number; now: Date; currency: string; currencySymbol: string },
) {
  const wallets = await listWallets(db, input);
  const sum = wallets.reduce((total, wallet) => total + wallet.balance, 0n);
  return {
    currency: input.currency,
    currencySymbol: input.currencySymbol,
    sumBalance: Number(formatAmount(sum)),
    balance: wallets.map((wallet, index) => ({
      // 0 the main wallet; game wallets follow, in the list's order
      accountTypeId: index,
      accountName: wallet.kind,
      availBalance: Number(formatAmount(wallet.balance)),
      ...(wallet.kind === 'main' ? {} : { ...(wallet.name ? { walletName: wallet.name } : {}), locked: wallet.locked }),
    })),
  };
}
