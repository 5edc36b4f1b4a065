/**
 * The deposit page's container: runs the `deposit` chart (a child of the root, for as long as the
 * page shows), made by the page's edge, and renders its view model. The address's
 * `depositId` opens that deposit's result; the chart then keeps the address equal to what it shows
 * (a submitted transfer adds its id, a new deposit drops it) through the router chart.
 */
import { useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { selectDepositProofRef, selectDepositView } from '../../../../machines/deposit';
import { useChartActor } from '../../../app/chart-actor';
import { useDepositEdge } from '../../../app/deposit.edge';
import { ImageUploadView } from '../../image-upload/image-upload.view';
import { depositIdOf } from './deposit-address';
import { DepositForm } from './deposit-form';
import { DepositResult } from './deposit-result';
import { depositErrorMessage } from './deposit.messages';
import './deposit.css';
import { PageState } from '../../common/page-state';

export function DepositView() {
  const { t, i18n } = useLingui();
  const edge = useDepositEdge();
  const addressed = depositIdOf(useLocation().search);
  // the page's chart and picked files are the page's for its life
  const [page] = useState(() => edge.page());
  const actor = useChartActor(page.logic, { input: { depositId: addressed } });
  const view = useSelector(actor, selectDepositView, shallowEqual);
  const proof = useSelector(actor, selectDepositProofRef);

  switch (view.status) {
    case 'loading':
      return (
        <PageState kind="loading">
          <Trans>Loading the deposit channels…</Trans>
        </PageState>
      );
    case 'failed':
      return (
        <PageState kind="failed" onRetry={() => actor.send({ type: 'methods.retry' })}>
          <Trans>The deposit channels could not be loaded.</Trans> {i18n._(depositErrorMessage(view.errorCode ?? 'system.error'))}
        </PageState>
      );
    case 'unavailable':
      return (
        <PageState kind="unavailable" testId="deposit-unavailable">
          <Trans>Deposits are not available at the moment.</Trans>
        </PageState>
      );
    case 'redirecting':
      return (
        <PageState kind="loading">
          <Trans>Taking you to the payment page…</Trans>
        </PageState>
      );
    case 'result':
      return (
        <DepositResult
          view={view.result}
          currencySymbol={view.currencySymbol}
          errorCode={view.errorCode}
          onRetry={() => actor.send({ type: 'deposit.retry' })}
          onCancel={() => actor.send({ type: 'cancel.request' })}
          onConfirmCancel={() => actor.send({ type: 'cancel.confirm' })}
          onDismissCancel={() => actor.send({ type: 'cancel.dismiss' })}
          onNewDeposit={() => actor.send({ type: 'deposit.new' })}
        />
      );
    default:
      return (
        <DepositForm
          view={view.form}
          currencySymbol={view.currencySymbol}
          errorCode={view.errorCode}
          proofField={(error) =>
            proof ? (
              <ImageUploadView
                actor={proof}
                id="deposit-proof"
                label={t`Proof of transfer`}
                error={error}
                disabled={view.form.submitting}
                pickFiles={page.pickFiles}
              />
            ) : null
          }
          onSelectChannel={(bankCode) => actor.send({ type: 'channel.select', bankCode })}
          onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
          onPreset={(amount) => actor.send({ type: 'amount.preset', amount })}
          onSubmit={() => actor.send({ type: 'form.submit' })}
        />
      );
  }
}
