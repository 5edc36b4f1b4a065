/**
 * Transfer calls (wire/transfer.schemas.ts): the wallets, a transfer between the main wallet and a
 * vendor wallet, recall all, the transfer to the upline, and an agent's credit to a downline or
 * collect from it (each sealed, with the payment password).
 * Each rejects with `{ errorCode, value }` and beside it what the charts read: the refused
 * `fields` of a `request_param_err`, the `wallet` of `wallet.locked`, the `attemptsLeft` of a wrong
 * payment password.
 */
import type { RecallRequest, RecallResult, TransferRequest, WalletList } from '../../machines/wallet-transfer';
import type { UplineTransferRequest, UplineTransferResult } from '../../machines/transfer-upline';
import type { DownlineTransferRequest, DownlineTransferResult } from '../../machines/downline-transfer';
import type { z } from 'zod';
import type { downlineTransferValue, TransferUplineValue, WalletReturnValue, WalletTransferValue } from '../../wire/transfer.schemas';
import type { BalanceValue } from '../../wire/wallet.schemas';
import { callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';
import { fetchBalance } from './wallet.api';

/** The wire's wallets as the chart keeps them; a gateway that sends no `locked` locks nothing. */
export function walletListOf(value: BalanceValue): WalletList {
  return {
    currencySymbol: value.currencySymbol,
    sumBalance: value.sumBalance,
    wallets: value.balance.map((wallet) => ({
      id: wallet.accountName,
      name: wallet.walletName ?? null,
      balance: wallet.availBalance,
      locked: wallet.locked === true,
    })),
  };
}

/** What a refusal carries beside its code, for the charts. */
function detailsOf(failure: ApiFailure): object {
  const value = (failure.value ?? {}) as { fields?: unknown; accountName?: unknown; attemptsLeft?: unknown };
  return {
    ...(value.fields && typeof value.fields === 'object' ? { fields: value.fields as Record<string, string> } : {}),
    ...(typeof value.accountName === 'string' ? { wallet: value.accountName } : {}),
    ...(typeof value.attemptsLeft === 'number' ? { attemptsLeft: value.attemptsLeft } : {}),
  };
}

export function loadWallets(): Promise<WalletList> {
  return withPlainFailure(async () => walletListOf(await fetchBalance()));
}

export function walletTransfer(request: TransferRequest): Promise<WalletList> {
  return withPlainFailure(async () => {
    const value = await callApi<WalletTransferValue>('/wps/relay/GCS_walletTransfer', { method: 'POST', token: true, body: request });
    return walletListOf(value.wallets);
  }, detailsOf);
}

export function recallAll(request: RecallRequest): Promise<RecallResult> {
  return withPlainFailure(async () => {
    const value = await callApi<WalletReturnValue>('/wps/relay/GCS_walletReturn', { method: 'POST', token: true, body: request });
    return { returned: value.returned, skipped: value.skipped, wallets: walletListOf(value.wallets) };
  });
}

export function transferUpline(request: UplineTransferRequest): Promise<UplineTransferResult> {
  return withPlainFailure(async () => {
    const value = await callApi<TransferUplineValue>('/wps/member/transferUpline', { method: 'POST', token: true, encrypt: true, body: request });
    return { account: value.account, upline: value.upline, amount: value.amount, mainBalance: value.mainBalance };
  }, detailsOf);
}

/** The agent's credit to a member of its team (`toDownline`), or back from one (`fromDownline`). */
export function downlineTransfer(request: DownlineTransferRequest): Promise<DownlineTransferResult> {
  const { direction, ...body } = request;
  return withPlainFailure(async () => {
    const value = await callApi<z.output<typeof downlineTransferValue>>(
      direction === 'toDownline' ? '/wps/agent/transferDownline' : '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
      { method: direction === 'toDownline' ? 'PUT' : 'POST', token: true, encrypt: true, body },
    );
    return { account: value.account, downline: value.downline, amount: value.amount, mainBalance: value.mainBalance };
  }, detailsOf);
}
