/**
 * Money from the admin CLI: the demo cashier's deposit into a member's main wallet, and a
 * member's balances. Every deposit is a ledger movement from the merchant's cashier account
 * with an idempotency key: `--reference` names it, so running the same command twice by mistake
 * deposits once. And the auditor's check of the whole ledger (`wallet audit`).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { formatAmount, parseAmount } from '../wallet/ledger.service';
import { auditLedger, auditPassed } from '../wallet/ledger-audit';
import { MERCHANT_ACCOUNT_KINDS, merchantBalance } from '../wallet/merchant-slices';
import { deposit, memberBalances } from '../wallet/wallet.service';
import { WALLET_MODES, walletModeOf } from '../demo-games/wallet-mode';
import type { WalletMode } from '../demo-games/wallet-mode';
import { usernameKey } from '../identity/identifier-key';

export const WALLET_USAGE = `  wallet deposit <username> <amount> [--reference TEXT] [--merchant CODE]
                                                       credit a member's main wallet from the cashier (e.g. 500.00)
  wallet balance <username> [--merchant CODE]          show a member's wallets
  wallet bets <username> [--merchant CODE]             a member's recorded bets (games and lottery), newest
                                                       first, with the totals staked and paid
  wallet audit [--merchant CODE]                       the merchant's accounts (each the sum of its slices) and
                                                       the ledger's checks: every transaction balanced, accounts
                                                       summing to zero, balances equal to their entries, no
                                                       member below zero (exit code 1 when one fails)
  wallet-mode [single|transfer] [--merchant CODE]      games' wallet model: single (bets move the main wallet) or
                                                       transfer (a launch moves the main balance into the vendor
                                                       wallet, exit moves it back); without a mode, show it`;

export type WalletCommand =
  | { kind: 'wallet.deposit'; merchant: string; username: string; amount: string; reference: string | null }
  | { kind: 'wallet.balance'; merchant: string; username: string }
  | { kind: 'wallet.bets'; merchant: string; username: string }
  | { kind: 'wallet.audit'; merchant: string }
  | { kind: 'wallet.mode'; merchant: string; mode: WalletMode | null };

export class WalletUsageError extends Error {}

/** A wallet command, or null when the words are not one (another parser's turn). */
export function parseWalletCommand(argv: string[]): WalletCommand | null {
  const [area, action, ...rest] = argv;
  if (area === 'wallet-mode') return parseWalletMode(argv.slice(1));
  if (area !== 'wallet') return null;
  const words: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '--reference' || rest[i] === '--merchant') {
      const value = rest[++i];
      if (value === undefined) throw new WalletUsageError(`${rest[i - 1]} needs a value`);
      options[rest[i - 1].slice(2)] = value;
    } else if (rest[i].startsWith('--')) throw new WalletUsageError(`unknown option ${rest[i]}`);
    else words.push(rest[i]);
  }
  const merchant = options.merchant ?? DEMO_MERCHANT_CODE;
  if (action === 'deposit') {
    if (words.length !== 2) throw new WalletUsageError('wallet deposit needs <username> <amount>');
    const amount = parseAmount(words[1]);
    if (amount === null || amount <= 0n) throw new WalletUsageError('amount: a positive number with at most two decimals, e.g. 500 or 99.50');
    return { kind: 'wallet.deposit', merchant, username: words[0], amount: words[1], reference: options.reference ?? null };
  }
  if (action === 'balance') {
    if (words.length !== 1) throw new WalletUsageError('wallet balance needs <username>');
    return { kind: 'wallet.balance', merchant, username: words[0] };
  }
  if (action === 'audit') {
    if (words.length !== 0) throw new WalletUsageError('wallet audit takes no username');
    return { kind: 'wallet.audit', merchant };
  }
  if (action === 'bets') {
    if (words.length !== 1) throw new WalletUsageError('wallet bets needs <username>');
    return { kind: 'wallet.bets', merchant, username: words[0] };
  }
  throw new WalletUsageError('wallet needs deposit, balance, bets or audit');
}

function parseWalletMode(words: string[]): WalletCommand {
  let merchant = DEMO_MERCHANT_CODE;
  const positional: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '--merchant') {
      const value = words[++i];
      if (value === undefined) throw new WalletUsageError('--merchant needs a value');
      merchant = value;
    } else if (words[i].startsWith('--')) throw new WalletUsageError(`unknown option ${words[i]}`);
    else positional.push(words[i]);
  }
  if (positional.length > 1 || (positional[0] !== undefined && !(WALLET_MODES as readonly string[]).includes(positional[0]))) {
    throw new WalletUsageError('wallet-mode needs single or transfer (or nothing, to show the mode)');
  }
  return { kind: 'wallet.mode', merchant, mode: (positional[0] as WalletMode | undefined) ?? null };
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

async function executeWalletMode(
  db: Db,
  command: Extract<WalletCommand, { kind: 'wallet.mode' }>,
  helpers: { done: Print; fail: Print; audit: () => Promise<unknown> },
) {
  const found = await db.query<{ id: number; settings: object }>('SELECT id, settings FROM merchants WHERE code = $1', [command.merchant]);
  const merchant = found.rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  if (command.mode === null) return helpers.done(`wallet mode ${walletModeOf(merchant.settings)}`);
  await db.query(`UPDATE merchants SET settings = jsonb_set(settings, '{walletMode}', $2::jsonb) WHERE id = $1`, [
    merchant.id,
    JSON.stringify(command.mode),
  ]);
  await helpers.audit();
  return helpers.done(`wallet mode ${command.mode}`);
}

/**
 * One line per bet (time, source, game, reference, stake, payout, status), then the totals: what an
 * operator checks a member's balance against (deposits - staked + paid).
 */
async function betRecordsText(db: Db, memberId: number): Promise<string> {
  const bets = await db.query<{
    source: string;
    created_at: Date;
    game: string;
    reference: string;
    stake: string;
    payout: string | null;
    status: string;
  }>(
    `SELECT r.source, r.created_at, g.name_en AS game, r.reference, r.stake::text AS stake, r.payout::text AS payout, r.status
       FROM member_bet_records r JOIN games g ON g.id = r.game_id
      WHERE r.member_id = $1 ORDER BY r.created_at DESC, r.id DESC`,
    [memberId],
  );
  let staked = 0n;
  let paid = 0n;
  const lines = bets.rows.map((bet) => {
    staked += BigInt(bet.stake);
    paid += BigInt(bet.payout ?? '0');
    const payout = bet.payout === null ? '-' : formatAmount(BigInt(bet.payout));
    return [bet.created_at.toISOString(), bet.source, bet.game, bet.reference, formatAmount(BigInt(bet.stake)), payout, bet.status].join('\t');
  });
  lines.push(`bets ${bets.rows.length}\tstaked ${formatAmount(staked)}\tpaid ${formatAmount(paid)}`);
  return lines.join('\n');
}

/** The merchant's accounts by kind, then the whole ledger's checks; fails when a check does. */
async function executeWalletAudit(db: Db, merchantCode: string, helpers: { done: Print; fail: Print }) {
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [merchantCode])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${merchantCode}`);
  const lines: string[] = [];
  for (const kind of MERCHANT_ACCOUNT_KINDS) lines.push(`${kind}\t${formatAmount(await merchantBalance(db, merchant.id, kind))}`);
  const audit = await auditLedger(db);
  lines.push(
    `transactions ${audit.transactions}, entries ${audit.entries}`,
    `unbalanced transactions\t${audit.unbalancedTransactions.length ? audit.unbalancedTransactions.join(', ') : 'none'}`,
    `all accounts sum to\t${formatAmount(audit.accountsTotal)}`,
    `balances off their entries\t${audit.balancesOffEntries.length ? audit.balancesOffEntries.join(', ') : 'none'}`,
    `members below zero\t${audit.membersBelowZero.length ? audit.membersBelowZero.join(', ') : 'none'}`,
  );
  return auditPassed(audit) ? helpers.done(lines.join('\n')) : helpers.fail(`${lines.join('\n')}\nthe ledger audit FAILED`);
}

export async function executeWalletCommand(
  db: Db,
  command: WalletCommand,
  helpers: { now: () => Date; done: Print; fail: Print; audit: () => Promise<unknown> },
) {
  if (command.kind === 'wallet.mode') return executeWalletMode(db, command, helpers);
  if (command.kind === 'wallet.audit') return executeWalletAudit(db, command.merchant, helpers);
  const found = await db.query<{ merchant_id: number; member_id: number; username: string }>(
    `SELECT m.id AS merchant_id, u.id AS member_id, u.username FROM merchants m JOIN members u ON u.merchant_id = m.id
     WHERE m.code = $1 AND u.username_key = $2`,
    [command.merchant, usernameKey(command.username)],
  );
  const target = found.rows[0];
  if (!target) return helpers.fail(`no member ${command.username} at merchant ${command.merchant}`);
  if (command.kind === 'wallet.bets') return helpers.done(await betRecordsText(db, target.member_id));
  if (command.kind === 'wallet.balance') {
    const wallets = await memberBalances(db, target.merchant_id, target.member_id);
    return helpers.done(wallets.length ? wallets.map((w) => `${w.kind}\t${formatAmount(w.balance)}`).join('\n') : 'main\t0.00');
  }
  const amount = parseAmount(command.amount)!;
  const reference = command.reference ?? `cli-${randomBytes(6).toString('hex')}`;
  const outcome = await deposit(db, {
    merchantId: target.merchant_id,
    memberId: target.member_id,
    amount,
    idempotencyKey: `admin-deposit:${reference}`,
    reference,
    now: helpers.now(),
  });
  if (outcome.kind === 'duplicate') return helpers.done(`already deposited under reference ${reference} (transaction ${outcome.transactionId})`);
  if (outcome.kind !== 'posted') return helpers.fail('the deposit did not post');
  await helpers.audit();
  const [main] = await memberBalances(db, target.merchant_id, target.member_id);
  return helpers.done(`deposited ${formatAmount(amount)} to ${target.username} (reference ${reference}); main wallet ${formatAmount(main.balance)}`);
}
