/**
 * Deposits from the admin CLI: the operator's queue of deposits (by status), the decision on a
 * manual bank transfer (approve credits the member's main wallet once; reject credits nothing),
 * and the merchant's channels with their limits and preset amounts. Each decision goes through the
 * deposit's lifecycle chart, and its audit row (who, when, what) commits in the same transaction,
 * so the log never shows a decision that did not happen nor misses one that did.
 */
import type { Db, Queryable } from '../db/db.types';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { depositChannels } from '../deposit/deposit-channels';
import { applyDepositEvent, DepositError } from '../deposit/deposit.service';
import { formatAmount, parseAmount } from '../wallet/ledger.service';
import { DEPOSIT_STATUSES } from '../../wire/deposit.schemas';
import type { DepositStatus } from '../../wire/deposit.schemas';
import { splitOptions } from './cli-options';

export const DEPOSIT_USAGE = `  deposit list [--status STATUS] [--merchant CODE]     deposits, newest first (status: ${DEPOSIT_STATUSES.join(', ')})
  deposit approve <id> [--merchant CODE]               credit a manual transfer awaiting review
  deposit reject <id> [--reason TEXT] [--merchant CODE]
                                                       refuse a manual transfer awaiting review (nothing is credited)
  deposit channels [--merchant CODE]                   the deposit channels with their limits
  deposit channel <CODE> [--min AMOUNT] [--max AMOUNT] [--presets A,B,...] [--on|--off] [--merchant CODE]
                                                       change a channel's limits, preset amounts or availability`;

export type DepositCommand =
  | { kind: 'deposit.list'; merchant: string; status: DepositStatus | null }
  | { kind: 'deposit.approve'; merchant: string; depositId: number }
  | { kind: 'deposit.reject'; merchant: string; depositId: number; reason: string | null }
  | { kind: 'deposit.channels'; merchant: string }
  | {
      kind: 'deposit.channel';
      merchant: string;
      code: string;
      min: string | null;
      max: string | null;
      presets: string[] | null;
      enabled: boolean | null;
    };

export class DepositUsageError extends Error {}

const words = (rest: string[], valued: string[], flags: string[]) => splitOptions(rest, valued, flags, (message) => new DepositUsageError(message));

const positiveAmount = (name: string, text: string) => {
  const amount = parseAmount(text);
  if (amount === null || amount <= 0n) throw new DepositUsageError(`${name}: a positive amount with at most two decimals, e.g. 100 or 99.50`);
  return text;
};

const depositIdOf = (text: string | undefined) => {
  if (!text || !/^\d{1,12}$/.test(text)) throw new DepositUsageError('a deposit id is a number (see deposit list)');
  return Number(text);
};

/** A deposit command, or null when the words are not one (another parser's turn). */
export function parseDepositCommand(argv: string[]): DepositCommand | null {
  const [area, action, ...rest] = argv;
  if (area !== 'deposit') return null;
  if (action === 'list') {
    const { positional, values } = words(rest, ['status', 'merchant'], []);
    if (positional.length) throw new DepositUsageError(`unexpected argument ${positional[0]}`);
    if (values.status !== undefined && !(DEPOSIT_STATUSES as readonly string[]).includes(values.status)) {
      throw new DepositUsageError(`--status must be one of ${DEPOSIT_STATUSES.join(', ')}`);
    }
    return { kind: 'deposit.list', merchant: values.merchant ?? DEMO_MERCHANT_CODE, status: (values.status as DepositStatus | undefined) ?? null };
  }
  if (action === 'approve' || action === 'reject') {
    const { positional, values } = words(rest, action === 'reject' ? ['reason', 'merchant'] : ['merchant'], []);
    if (positional.length !== 1) throw new DepositUsageError(`deposit ${action} needs <id>`);
    const merchant = values.merchant ?? DEMO_MERCHANT_CODE;
    const depositId = depositIdOf(positional[0]);
    return action === 'approve'
      ? { kind: 'deposit.approve', merchant, depositId }
      : { kind: 'deposit.reject', merchant, depositId, reason: values.reason?.slice(0, 200) ?? null };
  }
  if (action === 'channels') {
    const { positional, values } = words(rest, ['merchant'], []);
    if (positional.length) throw new DepositUsageError(`unexpected argument ${positional[0]}`);
    return { kind: 'deposit.channels', merchant: values.merchant ?? DEMO_MERCHANT_CODE };
  }
  if (action === 'channel') {
    const { positional, values, flags } = words(rest, ['min', 'max', 'presets', 'merchant'], ['on', 'off']);
    if (positional.length !== 1 || !/^[A-Z0-9_]{2,24}$/.test(positional[0]))
      throw new DepositUsageError('deposit channel needs <CODE> (see deposit channels)');
    if (flags.has('on') && flags.has('off')) throw new DepositUsageError('--on or --off, not both');
    return {
      kind: 'deposit.channel',
      merchant: values.merchant ?? DEMO_MERCHANT_CODE,
      code: positional[0],
      min: values.min === undefined ? null : positiveAmount('--min', values.min),
      max: values.max === undefined ? null : positiveAmount('--max', values.max),
      presets: values.presets === undefined ? null : values.presets.split(',').map((p) => positiveAmount('--presets', p.trim())),
      enabled: flags.has('on') ? true : flags.has('off') ? false : null,
    };
  }
  throw new DepositUsageError('deposit needs list, approve, reject, channels or channel');
}

type Print = (text: string) => { code: number; stdout: string; stderr: string };

export interface DepositCommandHelpers {
  now: () => Date;
  done: Print;
  fail: Print;
  /** the audit row, written with the transaction's handle */
  auditIn: (tx: Queryable) => Promise<unknown>;
  /** who runs the command: named in the deposit's chart as the one who decided it */
  operator: string;
}

const shown = (minor: bigint | string) => formatAmount(BigInt(minor));

export async function executeDepositCommand(db: Db, command: DepositCommand, helpers: DepositCommandHelpers) {
  const merchant = (await db.query<{ id: number }>('SELECT id FROM merchants WHERE code = $1', [command.merchant])).rows[0];
  if (!merchant) return helpers.fail(`unknown merchant: ${command.merchant}`);
  switch (command.kind) {
    case 'deposit.list': {
      const rows = await db.query<{
        id: number;
        username: string;
        channel_code: string;
        amount: string;
        status: string;
        created_at: Date;
        member_reference: string | null;
      }>(
        `SELECT d.id, m.username, d.channel_code, d.amount, d.status, d.created_at, d.member_reference FROM deposits d JOIN members m ON m.id = d.member_id
          WHERE d.merchant_id = $1 AND ($2::text IS NULL OR d.status = $2) ORDER BY d.created_at DESC, d.id DESC LIMIT 200`,
        [merchant.id, command.status],
      );
      if (rows.rows.length === 0) return helpers.done('no deposits');
      return helpers.done(
        rows.rows
          .map(
            (r) =>
              `${r.id}\t${r.username}\t${r.channel_code}\t${shown(r.amount)}\t${r.status}\t${new Date(r.created_at).toISOString()}${r.member_reference ? `\t${r.member_reference}` : ''}`,
          )
          .join('\n'),
      );
    }
    case 'deposit.approve':
    case 'deposit.reject': {
      const now = helpers.now();
      const { operator } = helpers;
      const event =
        command.kind === 'deposit.approve'
          ? ({ type: 'operator.approve', at: now.toISOString(), operator } as const)
          : ({ type: 'operator.reject', at: now.toISOString(), operator, reason: command.reason } as const);
      try {
        const applied = await applyDepositEvent(db, {
          merchantId: merchant.id,
          depositId: command.depositId,
          event,
          now,
          withinTransaction: (tx) => helpers.auditIn(tx),
        });
        if (!applied.changed)
          return helpers.fail(
            `deposit ${command.depositId} is ${applied.deposit.status}: nothing to ${command.kind === 'deposit.approve' ? 'approve' : 'reject'}`,
          );
        return helpers.done(`deposit ${command.depositId} ${applied.deposit.status} (${shown(applied.deposit.amount)})`);
      } catch (error) {
        if (error instanceof DepositError) return helpers.fail(`no deposit ${command.depositId}`);
        throw error;
      }
    }
    case 'deposit.channels': {
      const channels = await depositChannels(db, merchant.id, { enabledOnly: false });
      return helpers.done(
        channels
          .map(
            (c) =>
              `${c.code}\t${c.channelType}\t${c.enabled ? 'on' : 'off'}\t${shown(c.minAmount)}-${shown(c.maxAmount)}\t[${c.fixedAmounts.map(shown).join(', ')}]\t${c.name}`,
          )
          .join('\n') || 'no channels',
      );
    }
    case 'deposit.channel': {
      const minor = (text: string | null) => (text === null ? null : parseAmount(text)!.toString());
      const changed = await db
        .transaction(async (tx) => {
          const updated = await tx.query<{ min_amount: string; max_amount: string }>(
            `UPDATE deposit_channels SET min_amount = coalesce($3::bigint, min_amount), max_amount = coalesce($4::bigint, max_amount),
             fixed_amounts = coalesce($5::jsonb, fixed_amounts), enabled = coalesce($6::boolean, enabled)
           WHERE merchant_id = $1 AND code = $2 RETURNING min_amount, max_amount`,
            [
              merchant.id,
              command.code,
              minor(command.min),
              minor(command.max),
              command.presets ? JSON.stringify(command.presets.map((p) => Number(parseAmount(p)))) : null,
              command.enabled,
            ],
          );
          if (updated.rows.length === 0) return 'unknown';
          if (BigInt(updated.rows[0].max_amount) < BigInt(updated.rows[0].min_amount)) throw new RangeError('max below min');
          await helpers.auditIn(tx);
          return 'changed';
        })
        .catch((error: unknown) => {
          if (error instanceof RangeError || (error as { code?: string }).code === '23514') return 'range';
          throw error;
        });
      if (changed === 'unknown') return helpers.fail(`no channel ${command.code} (see deposit channels)`);
      if (changed === 'range') return helpers.fail('the maximum must not be below the minimum');
      return helpers.done(`channel ${command.code} changed`);
    }
  }
}
