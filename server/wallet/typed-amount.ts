/**
 * The amount a member typed for a deposit, a withdrawal or a transfer: read exactly (integer minor
 * units, never floating point) and checked against the call's limits. A refusal says what would be
 * accepted, for the message under the field.
 */
import { formatMinorUnits } from '../../rules/amount';
import { parseAmount } from './ledger.service';

export type AmountCheck = { ok: true; amount: bigint } | { ok: false; message: string };

/** The typed amount within [min, max]: a number with at most two decimals; `action` names what it is for. */
export function checkAmount(
  typed: string | number,
  limits: { minAmount: bigint; maxAmount: bigint },
  action: 'deposit' | 'withdraw' | 'transfer',
): AmountCheck {
  // a JSON number arrives already parsed: its shortest decimal text is what the client sent
  const text = typeof typed === 'number' ? (Number.isFinite(typed) ? String(typed) : '') : typed;
  const amount = /e/i.test(text) ? null : parseAmount(text);
  if (amount === null) return { ok: false, message: 'Enter an amount with at most two decimals, e.g. 500 or 99.50' };
  if (amount <= 0n) return { ok: false, message: 'The amount must be more than zero' };
  if (amount < limits.minAmount) return { ok: false, message: `The least you can ${action} here is ${formatMinorUnits(limits.minAmount)}` };
  if (amount > limits.maxAmount) return { ok: false, message: `The most you can ${action} here is ${formatMinorUnits(limits.maxAmount)}` };
  return { ok: true, amount };
}
