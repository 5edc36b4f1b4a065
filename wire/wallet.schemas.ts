/** The member's wallets (CONTRACT §4.13): `GET /wps/v2/wallets/balance`, amounts in major units with two decimals. */
import { z } from 'zod';
import { majorAmount } from './fields.schemas';

export const walletBalance = z.strictObject({
  /** 0 the main wallet; game wallets follow */
  accountTypeId: z.number().int().nonnegative(),
  /** `main`, or `vendor:<vassalage>` for a game vendor's wallet */
  accountName: z.string().regex(/^(main|vendor:[A-Z0-9_]+)$/),
  availBalance: majorAmount.nonnegative(),
});
export type WalletBalance = z.output<typeof walletBalance>;

export const balanceValue = z.strictObject({
  /** ISO 4217 */
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string(),
  /** the sum of every wallet */
  sumBalance: majorAmount.nonnegative(),
  balance: z.array(walletBalance).min(1),
});
export type BalanceValue = z.output<typeof balanceValue>;
