/** Wallet calls (CONTRACT §4.13): the balance of the signed-in member. */
import { callApi } from './client';

/** One wallet of `GET /wps/v2/wallets/balance`, amounts in major units with two decimals. */
export interface WalletBalance {
  accountTypeId: number;
  accountName: string;
  availBalance: number;
}

export interface BalanceValue {
  currency: string;
  currencySymbol: string;
  /** the sum of every wallet, major units with two decimals */
  sumBalance: number;
  balance: WalletBalance[];
}

export function fetchBalance(): Promise<BalanceValue> {
  return callApi<BalanceValue>('/wps/v2/wallets/balance', { token: true });
}
