/**
 * The member's wallets (CONTRACT §4.13): `GET /wps/v2/wallets/balance`, amounts in major units with
 * two decimals. Every vendor the merchant offers has a wallet in the list, at 0 when never used, so
 * the transfer page can move money into it; `walletName` and `locked` are optional, for gateways
 * that do not send them.
 */
import { z } from 'zod';
import { majorAmount } from './fields.schemas';

export const walletBalance = z.strictObject({
  /** 0 the main wallet; game wallets follow */
  accountTypeId: z.number().int().nonnegative(),
  /** `main`, or `vendor:<vassalage>` for a game vendor's wallet */
  accountName: z.string().regex(/^(main|vendor:[A-Z0-9_]+)$/),
  availBalance: majorAmount.nonnegative(),
  /** a vendor wallet: the vendor's name as the catalogue shows it (absent for the main wallet and for other gateways) */
  walletName: z.string().min(1).optional(),
  /** a game of this vendor is open (transfer mode): no transfer in or out until it is closed */
  locked: z.boolean().optional(),
});
export type WalletBalance = z.output<typeof walletBalance>;

export const balanceValue = z.strictObject({
  /** ISO 4217 */
  currency: z.string().regex(/^[A-Z]{3}$/),
  currencySymbol: z.string(),
  /** the sum of every wallet */
  sumBalance: majorAmount.nonnegative(),
  balance: z.array(walletBalance).min(1),
  /**
   * A free-play (trial) account's play credit: what its games bet, which is not money (never in
   * `sumBalance`, never withdrawable or transferable); absent for every other account and from
   * gateways that have none
   */
  playCredit: majorAmount.nonnegative().optional(),
});
export type BalanceValue = z.output<typeof balanceValue>;
