/**
 * Transfers of the member centre (research §3.3 transferFund and §3.6 transferUpline, the
 * platform's relay names):
 * - `POST /wps/relay/GCS_walletTransfer`: between the main wallet and one vendor wallet, either way;
 * - `POST /wps/relay/GCS_walletReturn`: "recall all", every vendor wallet back to the main wallet;
 * - `POST /wps/member/transferUpline` (encrypted): from the main wallet to the upline agent's.
 * Amounts come in as typed and are read exactly; they go out in major units with two decimals.
 * Each call carries the attempt's idempotency key: a retry answers the first movement.
 */
import { z } from 'zod';
import { amountInput, idempotencyKey } from './deposit.schemas';
import { idString, majorAmount } from './fields.schemas';
import { balanceValue } from './wallet.schemas';

/** A wallet as the balance list names it: `main` or `vendor:<vassalage>`. */
export const walletName = z.string().regex(/^(main|vendor:[A-Z0-9_]{1,32})$/, 'unknown wallet');

/** `POST /wps/relay/GCS_walletTransfer` (token): one side is `main`, the other a vendor wallet. */
export const walletTransferBody = z.strictObject({
  from: walletName,
  to: walletName,
  amount: amountInput,
  idempotencyKey,
});
export const walletTransferValue = z.strictObject({
  /** the movement (the first one, for a retry) */
  transactionId: idString,
  /** the wallets after it */
  wallets: balanceValue,
});
export type WalletTransferValue = z.output<typeof walletTransferValue>;

/**
 * `POST /wps/relay/GCS_walletReturn` (token). The platform's body names the member (`customerId`);
 * here the token does, and a `customerId` sent anyway is read as the same member.
 */
export const walletReturnBody = z.strictObject({
  customerId: z.union([idString, z.number().int().nonnegative()]).optional(),
  idempotencyKey,
});
export const walletReturnValue = z.strictObject({
  /** what came back to the main wallet, in all */
  returned: majorAmount.nonnegative(),
  /** each wallet that came back, with its amount */
  moved: z.array(z.strictObject({ accountName: walletName, amount: majorAmount.positive() })),
  /** wallets with money left where they are: a game of that vendor is open */
  skipped: z.array(walletName),
  wallets: balanceValue,
});
export type WalletReturnValue = z.output<typeof walletReturnValue>;

/** `POST /wps/member/transferUpline` (token, encrypted). */
export const transferUplineBody = z.strictObject({
  amount: amountInput,
  /** the payment password */
  password: z.string().min(1).max(64),
  idempotencyKey,
});
/** What the success text says (research `transfer_upline_msg`): who sent how much to which upline. */
export const transferUplineValue = z.strictObject({
  transactionId: idString,
  /** the member's account */
  account: z.string().min(1),
  /** the upline agent's account */
  upline: z.string().min(1),
  amount: majorAmount.positive(),
  /** the main wallet after the transfer */
  mainBalance: majorAmount.nonnegative(),
});
export type TransferUplineValue = z.output<typeof transferUplineValue>;

/** Failures whose value a client reads (beside the common ones). */
export const WALLET_TRANSFER_FAILURES = {
  /** more than the source wallet holds */
  'wallet.insufficient': z.strictObject({ available: majorAmount.nonnegative() }),
  /** a game of this vendor is open on the wallet */
  'wallet.locked': z.strictObject({ accountName: walletName }),
} as const;

export const TRANSFER_UPLINE_FAILURES = {
  'wallet.insufficient': z.strictObject({ available: majorAmount.nonnegative() }),
  'invalid.payment.pw': z.strictObject({ attemptsLeft: z.number().int().nonnegative() }),
  'payment.password.locked': z.strictObject({ lockedUntil: z.string(), retryAfterSeconds: z.number().int().positive() }),
} as const;

/**
 * `PUT /wps/agent/transferDownline` (token, encrypted): an agent's credit from its main wallet to a
 * member of its team; `POST /wps/relay/passwordCheck/MCSFE_collectFromDownline` (token, encrypted):
 * back from the member's main wallet to the agent's. Both behind the agent's payment password.
 */
export const downlineTransferBody = z.strictObject({
  /** a member anywhere under the agent */
  downlineId: z.coerce.number().int().positive(),
  amount: amountInput,
  password: z.string().min(1).max(64),
  idempotencyKey,
});
/** What the success text says (research `transfer_downline_msg`): who moved how much, and the agent's wallet after. */
export const downlineTransferValue = z.strictObject({
  transactionId: idString,
  /** the agent's account */
  account: z.string().min(1),
  /** the downline's account */
  downline: z.string().min(1),
  amount: majorAmount.positive(),
  /** the agent's main wallet after the transfer */
  mainBalance: majorAmount.nonnegative(),
});
export const DOWNLINE_TRANSFER_FAILURES = TRANSFER_UPLINE_FAILURES;
