/**
 * The "my wallet" page's container (transferFund): runs the `walletTransfer` chart (a child of the
 * root, for as long as the page shows), made by the page's edge, and renders its view
 * model: the wallets, the transfer form, recall all, and what the last success did.
 */
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectWalletTransferView } from '../../../../machines/wallet-transfer';
import type { TransferNotice, WalletEntry } from '../../../../machines/wallet-transfer';
import { useChartActor } from '../../../app/chart-actor';
import { useWalletTransferEdge } from '../../../app/wallet-transfer.edge';
import { moneyText } from '../../centre/money';
import { RecallPanel } from './recall-panel';
import { TransferForm } from './transfer-form';
import { transferErrorMessage } from './transfer-fund.messages';
import { WalletList } from './wallet-list';
import { walletLabelOf } from './wallet-names';
import './transfer-fund.css';
import { PageState } from '../../common/page-state';

function Notice({ notice, wallets, currencySymbol }: { notice: TransferNotice; wallets: readonly WalletEntry[]; currencySymbol: string }) {
  const { i18n } = useLingui();
  if (notice.kind === 'transferred') {
    const amount = moneyText(currencySymbol, Number(notice.amount));
    const from = walletLabelOf(i18n, notice.from, wallets);
    const to = walletLabelOf(i18n, notice.to, wallets);
    return (
      <p className="transfer__notice" role="status" data-testid="transfer-notice">
        <Trans>
          Transferred {amount} from {from} to {to}.
        </Trans>
      </p>
    );
  }
  const returned = moneyText(currencySymbol, notice.returned);
  const skipped = notice.skipped.map((id) => walletLabelOf(i18n, id, wallets)).join(', ');
  return (
    <div className="transfer__notice" role="status" data-testid="transfer-notice">
      <p>{notice.returned > 0 ? <Trans>{returned} returned to the main wallet.</Trans> : <Trans>There was nothing to return.</Trans>}</p>
      {skipped ? (
        <p>
          <Trans>Left where they are while their game is open: {skipped}.</Trans>
        </p>
      ) : null}
    </div>
  );
}

export function TransferFundView() {
  const { i18n } = useLingui();
  const edge = useWalletTransferEdge();
  const actor = useChartActor(edge.logic);
  const view = useSelector(actor, selectWalletTransferView, shallowEqual);

  if (view.status === 'loading') {
    return (
      <PageState kind="loading">
        <Trans>Loading your wallets…</Trans>
      </PageState>
    );
  }
  if (view.status === 'failed') {
    return (
      <PageState kind="failed" onRetry={() => actor.send({ type: 'wallets.retry' })}>
        <Trans>Your wallets could not be loaded.</Trans> {i18n._(transferErrorMessage(view.errorCode ?? 'system.error'))}
      </PageState>
    );
  }
  return (
    <div className="transfer-page" data-testid="transfer-fund">
      <WalletList wallets={view.wallets} sumBalance={view.sumBalance} currencySymbol={view.currencySymbol} />
      <div className="transfer__actions">
        <button type="button" className="button button--secondary" disabled={view.busy} onClick={() => actor.send({ type: 'wallets.refresh' })}>
          <Trans>Refresh</Trans>
        </button>
        {view.refreshing ? (
          <span className="transfer__hint" role="status">
            <Trans>Refreshing…</Trans>
          </span>
        ) : null}
      </div>
      {view.notice ? <Notice notice={view.notice} wallets={view.wallets} currencySymbol={view.currencySymbol} /> : null}
      {view.errorCode ? (
        <p className="form__error" role="alert">
          {i18n._(transferErrorMessage(view.errorCode))}
        </p>
      ) : null}
      <TransferForm
        view={view}
        onPick={(side, wallet) => actor.send({ type: 'wallet.pick', side, wallet })}
        onSwap={() => actor.send({ type: 'direction.swap' })}
        onAmount={(value) => actor.send({ type: 'amount.change', value })}
        onAll={() => actor.send({ type: 'amount.all' })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
      />
      <RecallPanel
        canRecall={view.canRecall}
        confirming={view.confirmingRecall}
        recalling={view.recalling}
        onRequest={() => actor.send({ type: 'recall.request' })}
        onConfirm={() => actor.send({ type: 'recall.confirm' })}
        onDismiss={() => actor.send({ type: 'recall.dismiss' })}
      />
    </div>
  );
}
