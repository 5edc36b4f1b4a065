/**
 * Deposits (issue 13; research §3.4, the platform's relay names). Two kinds of channel:
 * - `PG` (payment gateway): the gateway creates a payment at the provider and answers the hosted
 *   checkout page's address; the provider's signed webhook decides the outcome;
 * - `MT` (manual transfer): the member pays the merchant's receiving account outside the site and
 *   submits the amount, the transfer's reference and a proof image; an operator approves or rejects.
 *
 * Amounts go out in major units with two decimals. Amounts come in as the member typed them (text or
 * a number): the gateway reads them exactly (no floating point) and names the field it refuses.
 */
import { z } from 'zod';
import { epochMs, idString, majorAmount, siteUrl } from './fields.schemas';

/** A channel's code, the platform's `bankCode`. */
export const channelCode = z.string().regex(/^[A-Z0-9_]{2,24}$/, 'unknown channel');

/** `PG` online through a payment gateway, `MT` a manual bank transfer (research: DEPOSIT_METHOD_MAPPER). */
export const CHANNEL_TYPES = ['PG', 'MT'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * Where a deposit is (the `depositLifecycle` chart's states):
 * `awaitingPayment` (PG: the member has not paid at the provider yet), `awaitingReview` (MT: an
 * operator has not decided yet), `credited` (the money is in the main wallet), `failed` (the
 * provider declined the payment), `expired` (not paid in time), `cancelled` (by the member, or at
 * the provider's checkout), `rejected` (by an operator).
 */
export const DEPOSIT_STATUSES = ['awaitingPayment', 'awaitingReview', 'credited', 'failed', 'expired', 'cancelled', 'rejected'] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** The account a manual transfer is paid into. */
export const receivingAccount = z.strictObject({
  bankName: z.string().min(1),
  accountName: z.string().min(1),
  accountNumber: z.string().min(1),
});

export const depositChannel = z.strictObject({
  bankCode: channelCode,
  bankType: z.enum(CHANNEL_TYPES),
  channelName: z.string().min(1),
  minAmount: majorAmount.positive(),
  maxAmount: majorAmount.positive(),
  /** the preset amount buttons, ascending */
  fixedAmounts: z.array(majorAmount.positive()),
  /** MT only: where to send the money */
  receivingAccount: receivingAccount.nullable(),
});
export type DepositChannel = z.output<typeof depositChannel>;

/** `GET /wps/relay/MCSFE_getDepositMethods` (token). */
export const depositMethodsValue = z.strictObject({
  /** false when the merchant takes no deposits now (no channel is on) */
  allowDeposit: z.boolean(),
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string(),
  channels: z.array(depositChannel),
});
export type DepositMethodsValue = z.output<typeof depositMethodsValue>;

/** An amount as typed: checked by the gateway, which names the field when it refuses it. */
export const amountInput = z.union([z.string().max(32), z.number()], { error: 'required' });

/**
 * Chosen by the client once per attempt and sent again on a retry: a second request with the same
 * key answers the first deposit instead of creating another.
 */
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'invalid request key');

/** `POST /wps/relay/MCSFE_depositByLaunchUrl` (token): a PG deposit. */
export const depositByLaunchUrlBody = z.strictObject({
  bankCode: channelCode,
  amount: amountInput,
  idempotencyKey,
});
export const depositByLaunchUrlValue = z.strictObject({
  depositId: idString,
  /** the provider's hosted checkout page */
  redirectUrl: siteUrl,
});
export type DepositByLaunchUrlValue = z.output<typeof depositByLaunchUrlValue>;

/** `POST /wps/relay/MCSFE_manualTransferByRemark` (token): an MT deposit with its proof. */
export const manualTransferBody = z.strictObject({
  bankCode: channelCode,
  amount: amountInput,
  /** the transfer's reference as the member's bank shows it */
  reference: z.string().trim().min(1).max(64),
  /** the proof image, uploaded first (`POST /wps/v2/uploads/image`) */
  proofImageId: idString,
  idempotencyKey,
});
export const manualTransferValue = z.strictObject({ depositId: idString });
export type ManualTransferValue = z.output<typeof manualTransferValue>;

/** `POST /wps/relay/MCSFE_cancelDeposit` (token): the member cancels a manual deposit still awaiting review. */
export const cancelDepositBody = z.strictObject({ depositId: idString });

/** One deposit as its member sees it. */
export const depositRecord = z.strictObject({
  depositId: idString,
  bankCode: channelCode,
  bankType: z.enum(CHANNEL_TYPES),
  channelName: z.string(),
  amount: majorAmount.positive(),
  status: z.enum(DEPOSIT_STATUSES),
  /** MT: the member's reference; PG: the provider's payment id */
  reference: z.string().nullable(),
  requestTime: epochMs,
  /** when it reached its final status; null while it waits */
  completedTime: epochMs.nullable(),
  /** PG awaiting payment: the checkout page to go back to */
  redirectUrl: siteUrl.nullable(),
  /** MT awaiting review: the member may still cancel */
  cancellable: z.boolean(),
});
export type DepositRecord = z.output<typeof depositRecord>;

/** `GET /wps/relay/MCSFE_getDepositDetail?depositId=` (token). */
export const depositDetailQuery = z.strictObject({ depositId: idString });

/** `GET /wps/relay/MCSFE_getDepositTransactionReport` (token): newest first. */
export const depositReportQuery = z.strictObject({
  startTime: z.coerce.number().int().nonnegative().optional(),
  endTime: z.coerce.number().int().nonnegative().optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
});
export const depositReportValue = z.strictObject({
  list: z.array(depositRecord),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
  /** the credited amount of the whole range */
  footer: z.array(z.strictObject({ amount: majorAmount.nonnegative() })),
});
export type DepositReportValue = z.output<typeof depositReportValue>;

/**
 * Failures a deposit call answers beside the common ones (a bad amount or reference is
 * request_param_err naming the field, with the limit in its message):
 * `deposit.channel.unavailable` (no such channel on, or not of the call's kind),
 * `deposit.not.found`, `deposit.not.cancellable` (no longer awaiting review),
 * `upload.image.unknown` (the proof is not this member's upload), `payment.provider.unavailable`
 * (the provider did not answer; no deposit was created).
 */
export const DEPOSIT_FAILURE_CODES = [
  'deposit.channel.unavailable',
  'deposit.not.found',
  'deposit.not.cancellable',
  'upload.image.unknown',
  'payment.provider.unavailable',
] as const;
