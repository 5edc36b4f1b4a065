/** View model of the "my wallet" page: the wallets, the pair and amount, and what is under way. */
import type { SnapshotFrom } from 'xstate';
import type { walletTransferMachine } from './wallet-transfer.machine';
import { pairOf, sameAttempt, walletOf } from './wallet-transfer.rules';
import type { WalletEntry, WalletTransferView } from './wallet-transfer.types';

export type WalletTransferSnapshot = SnapshotFrom<typeof walletTransferMachine>;

const NO_WALLETS: readonly WalletEntry[] = [];

export function selectWalletTransferView(snapshot: WalletTransferSnapshot): WalletTransferView {
  const { context } = snapshot;
  const ready = snapshot.matches('ready');
  const { from, to } = pairOf(context);
  const inReady = (state: 'submitting' | 'keying' | 'recallKeying' | 'recalling' | 'refreshing' | 'confirmingRecall') =>
    snapshot.matches({ ready: state });
  return {
    status: ready ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading',
    currencySymbol: context.list?.currencySymbol ?? '',
    sumBalance: context.list?.sumBalance ?? 0,
    wallets: context.list?.wallets ?? NO_WALLETS,
    from: walletOf(context.list, from),
    to: walletOf(context.list, to),
    amount: context.amount,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    notice: context.notice,
    busy: ready && snapshot.hasTag('busy'),
    submitting: inReady('keying') || inReady('submitting'),
    recalling: inReady('recallKeying') || inReady('recalling'),
    refreshing: inReady('refreshing'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canRecall: snapshot.can({ type: 'recall.request' }),
    confirmingRecall: inReady('confirmingRecall'),
    retriesAttempt: ready && sameAttempt(context),
  };
}
