/**
 * Withdrawals from the admin CLI: the operator's queue (by status), each decision through the
 * withdrawal's lifecycle chart (approve, reject with refund, paid, and for a disputed payment:
 * received after all, or refund what never arrived), the confirmation sweep, and the merchant's
 * withdrawal rules. Each decision and its audit row (who, when, what) commit together.
 */
import { WITHDRAWAL_STATUSES } from '../../machines/withdrawal-lifecycle/index';
import type { WithdrawalLifecycleEvent, WithdrawalStatus } from '../../machines/withdrawal-lifecycle/index';
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { formatAmount, parseAmount } from '../wallet/ledger.service';
import { withdrawSettings } from '../withdraw/withdraw-settings';
import { applyWithdrawalEvent, confirmOverdueWithdrawals, WithdrawalNotFound } from '../withdraw/withdrawal.service';

export const WITHDRAWAL_USAGE = `  withdrawal list [--status STATUS] [--merchant CODE]  withdrawals, newest first (status: ${WITHDRAWAL_STATUSES.join(', ')})
  withdrawal approve|reject|paid <id> [--reason TEXT] [--merchant CODE]
                                                       decide a request: reject returns the amount to the main wallet,
                                                       paid starts the member's confirmation time
  withdrawal received|refund <id> [--merchant CODE]    settle a disputed payment: received after all (nothing is
                                                       refunded), or refund what never arrived
  withdrawal sweep                                     count unanswered payments past their time as received
  withdrawal settings [--min A] [--max A] [--daily-count N] [--daily-amount A] [--fee-fixed A] [--fee-percent P]
                      [--turnover-percent P] [--confirm-minutes N] [--merchant CODE]
                                                       show or change the withdrawal rules`;

const DECISIONS = ['approve', 'reject', 'paid', 'received', 'refund'] as const;
type Decision = (typeof DECISIONS)[number];

/** what a refused decision could not do, in words: "it cannot be approved now" */
const DONE_AS: Record<Decision, string> = {
  approve: 'approved',
  reject: 'rejected',
  paid: 'marked paid',
  received: 'marked received',
  refund: 'refunded',
};

export type WithdrawalCommand =
  | { kind: 'withdrawal.list'; merchant: string; status: WithdrawalStatus | null }
  | { kind: 'withdrawal.decide'; merchant: string; decision: Decision; withdrawalId: number; reason: string | null }
  | { kind: 'withdrawal.sweep' }
  | { kind: 'withdrawal.settings'; merchant: string; changes: Partial<Record<SettingName, string>> };

const SETTING_OPTIONS = ['min', 'max', 'daily-count', 'daily-amount', 'fee-fixed', 'fee-percent', 'turnover-percent', 'confirm-minutes'] as const;
type SettingName = (typeof SETTING_OPTIONS)[number];

export class WithdrawalUsageError extends Error {}

function words(rest: string[], valued: readonly string[]) {
  const positional: string[] = [];
  const values: Record<string, string> = {};
  for (let i = 0; i < rest.length; i++) {
    const word = rest[i];
    if (!word.startsWith('--')) positional.push(word);
    else if (valued.includes(word.slice(2))) {
      const value = rest[++i];
      if (value === undefined) throw new WithdrawalUsageError(`${word} needs a value`);
      values[word.slice(2)] = value;
    } else throw new WithdrawalUsageError(`unknown option ${word}`);
  }
  return { positional, values };
}

const AMOUNT_SETTINGS: readonly SettingName[] = ['min', 'max', 'daily-amount', 'fee-fixed'];

function checkSetting(name: SettingName, value: string) {
  if (AMOUNT_SETTINGS.includes(name)) {
    const amount = parseAmount(value);
    if (amount === null || (amount <= 0n && name !== 'fee-fixed')) throw new WithdrawalUsageError(`--${name}: an amount with at most two decimals`);
  } else if (name === 'fee-percent') {
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(value) || Number(value) > 100) throw new WithdrawalUsageError('--fee-percent: 0 to 100, at most two decimals');
  } else if (!/^\d{1,6}$/.test(value) || (name !== 'turnover-percent' && Number(value) === 0)) {
    throw new WithdrawalUsageError(`--${name}: a whole number${name === 'turnover-percent' ? '' : ' above 0'}`);
  }
}

/** A withdrawal command, or null when the words are not one (another parser's turn). */
export function parseWithdrawalCommand(argv: string[]): WithdrawalCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'withdrawal') return null;
  if (action === 'list') {
    const { positional, values } = words(rest, ['status', 'merchant']);
    if (positional.length) throw new WithdrawalUsageError(`unexpected argument ${positional[0]}`);
    if (values.status !== undefined && !(WITHDRAWAL_STATUSES as readonly string[]).includes(values.status)) {
      throw new WithdrawalUsageError(`--status must be one of ${WITHDRAWAL_STATUSES.join(', ')}`);
    }
    return {
      kind: 'withdrawal.list',
      merchant: values.merchant ?? DEMO_MERCHANT_CODE,
      status: (values.status as WithdrawalStatus | undefined) ?? null,
    };
  }
  if ((DECISIONS as readonly string[]).includes(action ?? '')) {
    const { positional, values } = words(rest, ['reason', 'merchant']);
    if (positional.length !== 1 || !/^\d{1,12}$/.test(positional[0]))
      throw new WithdrawalUsageError(`withdrawal ${action} needs <id> (see withdrawal list)`);
    return {
      kind: 'withdrawal.decide',
      merchant: values.merchant ?? DEMO_MERCHANT_CODE,
      decision: action as Decision,
      withdrawalId: Number(positional[0]),
      reason: values.reason?.slice(0, 200) ?? null,
    };
  }
  if (action === 'sweep') {
    if (rest.length) throw new WithdrawalUsageError(`unexpected argument ${rest[0]}`);
    return { kind: 'withdrawal.sweep' };
  }
  if (action === 'settings') {
    const { positional, values } = words(rest, [...SETTING_OPTIONS, 'merchant']);
    if (positional.length) throw new WithdrawalUsageError(`unexpected argument ${positional[0]}`);
    const changes: Partial<Record<SettingName, string>> = {};
    for (const name of SETTING_OPTIONS) {
      if (values[name] === undefined) continue;
      checkSetting(name, values[name]);
      changes[name] = values[name];
    }
    return { kind: 'withdrawal.settings', merchant: values.merchant ?? DEMO_MERCHANT_CODE, changes };
  }
  throw new WithdrawalUsageError('withdrawal needs list, approve, reject, paid, received, refund, sweep or settings');
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

export interface WithdrawalCommandHelpers {
  now: () => Date;
  done: Print;
  fail: Print;
  auditIn: (tx: Queryable) => Promise<unknown>;
  operator: string;
}

function eventOf(decision: Decision, at: string, operator: string, reason: string | null, confirmMinutes: number): WithdrawalLifecycleEvent {
  switch (decision) {
    case 'approve':
      return { type: 'operator.approve', at, operator };
    case 'reject':
      return { type: 'operator.reject', at, operator, reason };
    case 'paid':
      return { type: 'operator.paid', at, operator, confirmMinutes };
    case 'received':
      return { type: 'operator.forceReceived', at, operator };
    case 'refund':
      return { type: 'operator.refund', at, operator };
  }
}

const SETTING_COLUMNS: Record<SettingName, string> = {
  min: 'min_amount',
  max: 'max_amount',
  'daily-count': 'daily_count',
  'daily-amount': 'daily_amount',
  'fee-fixed': 'fee_fixed',
  'fee-percent': 'fee_rate_bp',
  'turnover-percent': 'turnover_percent',
  'confirm-minutes': 'confirm_minutes',
};

/** The stored form of a setting: minor units for amounts, basis points for the fee rate. */
function storedValue(name: SettingName, value: string): string {
  if (AMOUNT_SETTINGS.includes(name)) return parseAmount(value)!.toString();
  if (name === 'fee-percent') return String(Math.round(Number(value) * 100));
  return value;
}

export async function executeWithdrawalCommand(db: Db, command: WithdrawalCommand, helpers: WithdrawalCommandHelpers) {
  if (command.kind === 'withdrawal.sweep') {
    const confirmed = await confirmOverdueWithdrawals(db, helpers.now());
    await helpers.auditIn(db);
    return helpers.done(`${confirmed} payment${confirmed === 1 ? '' : 's'} counted as received`);
  }
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [command.merchant])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  switch (command.kind) {
    case 'withdrawal.list': {
      const rows = await db.query<{ id: number; username: string; amount: string; fee: string; status: string; created_at: Date }>(
        `SELECT w.id, m.username, w.amount, w.fee, w.status, w.created_at FROM withdrawals w JOIN members m ON m.id = w.member_id
          WHERE w.merchant_id = $1 AND ($2::text IS NULL OR w.status = $2) ORDER BY w.created_at DESC, w.id DESC LIMIT 200`,
        [merchant.id, command.status],
      );
      if (rows.rows.length === 0) return helpers.done('no withdrawals');
      return helpers.done(
        rows.rows
          .map(
            (r) =>
              `${r.id}\t${r.username}\t${formatAmount(BigInt(r.amount))}\tfee ${formatAmount(BigInt(r.fee))}\t${r.status}\t${new Date(r.created_at).toISOString()}`,
          )
          .join('\n'),
      );
    }
    case 'withdrawal.decide': {
      const settings = await withdrawSettings(db, merchant.id);
      const now = helpers.now();
      const event = eventOf(command.decision, now.toISOString(), helpers.operator, command.reason, settings?.confirmMinutes ?? 30);
      try {
        const applied = await applyWithdrawalEvent(db, {
          merchantId: merchant.id,
          withdrawalId: command.withdrawalId,
          event,
          now,
          withinTransaction: (tx) => helpers.auditIn(tx),
        });
        if (!applied.changed)
          return helpers.fail(`withdrawal ${command.withdrawalId} is ${applied.withdrawal.status}: it cannot be ${DONE_AS[command.decision]} now`);
        return helpers.done(`withdrawal ${command.withdrawalId} ${applied.withdrawal.status}`);
      } catch (error) {
        if (error instanceof WithdrawalNotFound) return helpers.fail(`no withdrawal ${command.withdrawalId}`);
        throw error;
      }
    }
    case 'withdrawal.settings': {
      const names = Object.keys(command.changes) as SettingName[];
      if (names.length) {
        const assignments = names.map((name, index) => `${SETTING_COLUMNS[name]} = $${index + 2}`).join(', ');
        const changed = await db
          .transaction(async (tx) => {
            const updated = await tx.query(`UPDATE withdraw_settings SET ${assignments} WHERE merchant_id = $1`, [
              merchant.id,
              ...names.map((name) => storedValue(name, command.changes[name]!)),
            ]);
            if (updated.rowCount === 0) return false;
            await helpers.auditIn(tx);
            return true;
          })
          .catch((error: unknown) => {
            if ((error as { code?: string }).code === '23514') return 'range' as const;
            throw error;
          });
        if (changed === 'range') return helpers.fail('the maximum must not be below the minimum');
        if (!changed) return helpers.fail(`merchant ${command.merchant} has no withdrawal rules`);
      }
      const s = await withdrawSettings(db, merchant.id);
      if (!s) return helpers.fail(`merchant ${command.merchant} has no withdrawal rules`);
      return helpers.done(
        [
          `per request ${formatAmount(s.minAmount)}-${formatAmount(s.maxAmount)}`,
          `per day ${s.dailyCount} requests, ${formatAmount(s.dailyAmount)}`,
          `fee ${formatAmount(s.feeFixed)} + ${s.feeRateBp / 100}%`,
          `turnover ${s.turnoverPercent}% of deposits`,
          `confirm within ${s.confirmMinutes} minutes`,
        ].join('\n'),
      );
    }
  }
}
