/** Wallet calls (CONTRACT §4.13): the balance of the signed-in member. */
import type { BalanceReading } from '../../machines/account-balance';
import type { MerchantWalletValue } from '../../wire/game-launch.schemas';
import type { BalanceValue, WalletBalance } from '../../wire/wallet.schemas';
import { apiFailure, callApi, withPlainFailure } from './client';

/** One wallet of `GET /wps/v2/wallets/balance` and the answer itself (wire/wallet.schemas.ts), amounts in major units with two decimals. */
export type { BalanceValue, WalletBalance };

export function fetchBalance(): Promise<BalanceValue> {
  return callApi<BalanceValue>('/wps/v2/wallets/balance', { token: true });
}

/** The balance as the account-balance chart keeps it: integer cents, the currency symbol or null. */
export function loadBalance(): Promise<BalanceReading> {
  return withPlainFailure(async () => {
    const value = await fetchBalance();
    // a free-play account plays with play credit, which is what its header shows (labelled so: not money)
    const playCredit = value.playCredit !== undefined;
    const sum = Number(playCredit ? value.playCredit : value.sumBalance);
    if (!Number.isFinite(sum)) throw apiFailure('wallet.balance.invalid');
    // major units with two decimals on the wire; the chart keeps integer cents
    return { amountCents: Math.round(sum * 100), currencySymbol: value.currencySymbol || null, playCredit };
  });
}

/** `GET /wps/relay/GCS_merchantWallet` (token): the merchant keeps one wallet, with no vendor wallets to transfer between. */
export function loadSingleWallet(): Promise<boolean> {
  return withPlainFailure(async () => (await callApi<MerchantWalletValue>('/wps/relay/GCS_merchantWallet', { token: true })).isSingle);
}
