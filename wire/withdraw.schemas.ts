/**
 * Withdrawals (issue 13; research §3.5 and §9, the platform's relay names). Amounts go out in major
 * units with two decimals; an amount comes in as typed and the gateway reads it exactly.
 */
import { z } from 'zod';
import { amountInput, idempotencyKey } from './deposit.schemas';
import { epochMs, idString, majorAmount } from './fields.schemas';

/** Where a withdrawal is (the `withdrawalLifecycle` chart's states). */
export const WITHDRAWAL_STATUS_NAMES = [
  'pendingReview',
  'approved',
  'awaitingConfirmation',
  'disputed',
  'completed',
  'rejected',
  'refunded',
] as const;

/** `GET /wps/relay/MCSFE_getWithdrawSettings` (token): the rules and what is left of today's limits. */
export const withdrawSettingsValue = z.strictObject({
  allowWithdraw: z.boolean(),
  minWithdrawal: majorAmount.positive(),
  maxWithdrawal: majorAmount.positive(),
  maxTransactionTimes: z.number().int().positive(),
  remainingTransactionTimes: z.number().int().nonnegative(),
  remainingWithdrawAmount: majorAmount.nonnegative(),
  /** the fee: a fixed part plus a percentage of the amount */
  feeFixed: majorAmount.nonnegative(),
  feePercent: z.number().nonnegative(),
  /** minutes to confirm a payment before it counts as received */
  confirmMinutes: z.number().int().positive(),
  hasPaymentPassword: z.boolean(),
  bankCardCount: z.number().int().nonnegative(),
});
export type WithdrawSettingsValue = z.output<typeof withdrawSettingsValue>;

/**
 * `GET /wps/relay/MCSFE_getTurnoverInfo` (token): `status` A (nothing owed), I (some still to wager;
 * winnings above it may leave), N (still to wager and nothing may leave). Any game counts towards
 * the requirement; `details` say what was wagered by game type since the first deposit.
 */
export const turnoverInfoValue = z.strictObject({
  status: z.enum(['A', 'I', 'N']),
  details: z.array(z.strictObject({ gameType: z.string().min(1), actualTurnover: majorAmount.nonnegative() })),
  totalRequiredTurnover: majorAmount.nonnegative(),
  totalActualTurnover: majorAmount.nonnegative(),
  remainingTurnover: majorAmount.nonnegative(),
  mainBalance: majorAmount.nonnegative(),
  withdrawableBalance: majorAmount.nonnegative(),
  lockedBalance: majorAmount.nonnegative(),
});
export type TurnoverInfoValue = z.output<typeof turnoverInfoValue>;

/** `GET /wps/relay/MCSFE_getCalculatedWithdrawCharges?withdrawAmount=` (token): the fee preview. */
export const withdrawChargesQuery = z.strictObject({ withdrawAmount: z.string().max(32), withdrawType: z.enum(['BC', 'EW']).optional() });
export const withdrawChargesValue = z.strictObject({
  withdrawAmount: majorAmount.positive(),
  charge: majorAmount.nonnegative(),
  /** what reaches the member's account */
  receivable: majorAmount.positive(),
});
export type WithdrawChargesValue = z.output<typeof withdrawChargesValue>;

/** `POST /wps/v2/transaction/withdraw` (token, encrypted). */
export const withdrawBody = z.strictObject({
  amount: amountInput,
  bankCardId: idString,
  /** the payment password */
  password: z.string().min(1).max(64),
  idempotencyKey,
});

export const withdrawalRecord = z.strictObject({
  withdrawalId: idString,
  amount: majorAmount.positive(),
  charge: majorAmount.nonnegative(),
  /** what the member is paid */
  payout: majorAmount.positive(),
  status: z.enum(WITHDRAWAL_STATUS_NAMES),
  bankName: z.string(),
  /** masked */
  cardNumber: z.string(),
  requestTime: epochMs,
  completedTime: epochMs.nullable(),
  /** paid and unanswered: when it counts as received */
  confirmBy: epochMs.nullable(),
  receivedAmount: majorAmount.nonnegative().nullable(),
  /** how a completed withdrawal was received */
  receipt: z.enum(['confirmed', 'autoReceived', 'forced']).nullable(),
});
export type WithdrawalRecord = z.output<typeof withdrawalRecord>;

/** `GET /wps/relay/MCSFE_getWithdrawTransactionReport` (token): newest first; footer: the completed total. */
export const withdrawReportQuery = z.strictObject({
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const withdrawReportValue = z.strictObject({
  records: z.array(withdrawalRecord),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  footer: z.array(z.strictObject({ amount: majorAmount.nonnegative() })),
});
export type WithdrawReportValue = z.output<typeof withdrawReportValue>;

/** `GET /wps/relay/MCSFE_getPaymentConfirmationList` (token): payments waiting for the member's answer. */
export const confirmationListValue = z.strictObject({ records: z.array(withdrawalRecord) });

/** `POST /wps/relay/MCSFE_processC2CTransaction` (token): the member's answer to a payment. */
export const confirmationBody = z.discriminatedUnion('answer', [
  z.strictObject({ withdrawalId: idString, answer: z.literal('received') }),
  z.strictObject({ withdrawalId: idString, answer: z.literal('partlyReceived'), receivedAmount: amountInput }),
  z.strictObject({ withdrawalId: idString, answer: z.literal('notReceived'), proofImageId: idString }),
]);

/**
 * Failures beside the common ones: `not.exists.payment.password`, `invalid.payment.pw` (value
 * `{ attemptsLeft }`), `payment.password.locked` (`{ lockedUntil, retryAfterSeconds }`),
 * `withdraw.card.required` (no account bound: the page leads to the security centre),
 * `withdraw.card.unknown`, `withdraw.daily.count`, `withdraw.daily.amount` (`{ remaining }`),
 * `withdraw.not.withdrawable` (`{ withdrawable }`: the balance, or the turnover still owed, allows
 * less), `withdrawal.not.found`, `withdrawal.not.awaiting` (no longer waiting for this answer).
 */
export const WITHDRAW_FAILURES = {
  'invalid.payment.pw': z.strictObject({ attemptsLeft: z.number().int().nonnegative() }),
  'payment.password.locked': z.strictObject({ lockedUntil: z.string(), retryAfterSeconds: z.number().int().positive() }),
  'withdraw.daily.amount': z.strictObject({ remaining: majorAmount.nonnegative() }),
  'withdraw.not.withdrawable': z.strictObject({ withdrawable: majorAmount.nonnegative() }),
} as const;
