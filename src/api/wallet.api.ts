/** Wallet calls (CONTRACT §4.13): the balance of the signed-in member. */
import type { BalanceValue, WalletBalance } from '../../wire/wallet.schemas';
import { callApi } from './client';

/** One wallet of `GET /wps/v2/wallets/balance` and the answer itself (wire/wallet.schemas.ts), amounts in major units with two decimals. */
export type { BalanceValue, WalletBalance };

export function fetchBalance(): Promise<BalanceValue> {
  return callApi<BalanceValue>('/wps/v2/wallets/balance', { token: true });
}
