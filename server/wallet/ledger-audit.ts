/**
 * The ledger's invariants, as an auditor checks them after any amount of traffic: every
 * transaction's entries sum to zero, all accounts together sum to zero, every account's balance is
 * the sum of its entries (a merchant account's slices each on their own, so its total too), and no
 * member's account is below zero. Whole-database reads, for the benchmark, the tests and
 * `npm run admin -- wallet audit`; never on a request's path.
 */
import type { Queryable } from '../db/db.types';

export interface LedgerAudit {
  transactions: number;
  entries: number;
  /** transactions whose entries do not sum to zero (ids, at most 10) */
  unbalancedTransactions: number[];
  /** the sum of every account's balance: 0 */
  accountsTotal: bigint;
  /** accounts whose balance is not the sum of their entries (ids, at most 10) */
  balancesOffEntries: number[];
  /** members' accounts below zero (ids, at most 10) */
  membersBelowZero: number[];
}

export const auditPassed = (audit: LedgerAudit) =>
  audit.unbalancedTransactions.length === 0 &&
  audit.accountsTotal === 0n &&
  audit.balancesOffEntries.length === 0 &&
  audit.membersBelowZero.length === 0;

export async function auditLedger(db: Queryable): Promise<LedgerAudit> {
  const counts = await db.query<{ transactions: number; entries: number }>(
    'SELECT (SELECT count(*) FROM ledger_transactions)::int AS transactions, (SELECT count(*) FROM ledger_entries)::int AS entries',
  );
  const unbalanced = await db.query<{ id: number }>(
    'SELECT transaction_id AS id FROM ledger_entries GROUP BY transaction_id HAVING sum(amount) <> 0 ORDER BY 1 LIMIT 10',
  );
  const total = await db.query<{ total: string }>('SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts');
  const off = await db.query<{ id: number }>(
    `SELECT a.id FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e ON e.account_id = a.id
      WHERE a.balance <> coalesce(e.total, 0) ORDER BY 1 LIMIT 10`,
  );
  const negative = await db.query<{ id: number }>('SELECT id FROM ledger_accounts WHERE member_id IS NOT NULL AND balance < 0 ORDER BY 1 LIMIT 10');
  return {
    transactions: counts.rows[0].transactions,
    entries: counts.rows[0].entries,
    unbalancedTransactions: unbalanced.rows.map((row) => row.id),
    accountsTotal: BigInt(total.rows[0].total),
    balancesOffEntries: off.rows.map((row) => row.id),
    membersBelowZero: negative.rows.map((row) => row.id),
  };
}
