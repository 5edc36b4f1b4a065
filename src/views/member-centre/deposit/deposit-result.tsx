/**
 * One deposit's result (presentational): its amount, channel, status and what the status means,
 * the way back to the checkout page while a PG payment waits, a cancel behind a confirmation while
 * an MT transfer waits for review, and a new deposit. Loading and refreshing announce themselves.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { DepositResultView } from '../../../../machines/deposit';
import { depositErrorMessage, depositStatusNames, depositStatusNotes } from './deposit.messages';
import { moneyText } from '../../centre/money';
import { useDateFormat } from '../../common/date-format.view';

export interface DepositResultProps {
  view: DepositResultView;
  currencySymbol: string;
  errorCode: string | null;
  onRetry: () => void;
  onCancel: () => void;
  onConfirmCancel: () => void;
  onDismissCancel: () => void;
  onNewDeposit: () => void;
}

export function DepositResult({
  view,
  currencySymbol,
  errorCode,
  onRetry,
  onCancel,
  onConfirmCancel,
  onDismissCancel,
  onNewDeposit,
}: DepositResultProps) {
  const { i18n } = useLingui();
  const { deposit } = view;
  const dates = useDateFormat();
  const when = dates.dateTime;
  return (
    <section className="deposit-result" aria-labelledby="deposit-result-title" data-testid="deposit-result">
      <h4 id="deposit-result-title">
        <Trans>Your deposit</Trans>
      </h4>
      {view.loading ? (
        <p className="deposit__progress" role="status">
          {view.cancelling ? <Trans>Cancelling the deposit…</Trans> : <Trans>Loading the deposit…</Trans>}
        </p>
      ) : null}
      {view.loadFailed ? (
        <div className="form__error" role="alert">
          <p>{i18n._(depositErrorMessage(errorCode ?? 'system.error'))}</p>
          <button type="button" className="button" onClick={onRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : null}
      {deposit ? (
        <>
          <p className="deposit-result__status" data-status={deposit.status} data-testid="deposit-status">
            {i18n._(depositStatusNames[deposit.status])}
          </p>
          <p className="deposit-result__note">{i18n._(depositStatusNotes[deposit.status])}</p>
          <dl className="deposit-result__details">
            <dt>
              <Trans>Amount</Trans>
            </dt>
            <dd data-testid="deposit-amount">{moneyText(currencySymbol, deposit.amount)}</dd>
            <dt>
              <Trans>Channel</Trans>
            </dt>
            <dd>{deposit.channelName}</dd>
            {deposit.reference ? (
              <>
                <dt>
                  <Trans>Reference</Trans>
                </dt>
                <dd>{deposit.reference}</dd>
              </>
            ) : null}
            <dt>
              <Trans>Requested</Trans>
            </dt>
            <dd>{when(deposit.requestTime)}</dd>
            {deposit.completedTime !== null ? (
              <>
                <dt>
                  <Trans>Completed</Trans>
                </dt>
                <dd>{when(deposit.completedTime)}</dd>
              </>
            ) : null}
          </dl>
          {view.watching ? (
            <p className="deposit__hint" role="status">
              <Trans>Checking the status every few seconds…</Trans>
            </p>
          ) : null}
          {view.refreshFailed ? (
            <p className="field__error" role="alert">
              <Trans>The status could not be refreshed. Trying again…</Trans>
            </p>
          ) : null}
          {view.cancelErrorCode ? (
            <p className="form__error" role="alert">
              {i18n._(depositErrorMessage(view.cancelErrorCode))}
            </p>
          ) : null}
          {view.confirmingCancel ? (
            <div className="deposit-result__confirm" role="group" aria-labelledby="deposit-cancel-question">
              <p id="deposit-cancel-question">
                <Trans>Cancel this deposit?</Trans>
              </p>
              <div className="deposit-result__actions">
                <button type="button" className="button" onClick={onConfirmCancel}>
                  <Trans>Yes, cancel it</Trans>
                </button>
                <button type="button" className="button button--secondary" onClick={onDismissCancel}>
                  <Trans>No, keep it</Trans>
                </button>
              </div>
            </div>
          ) : null}
        </>
      ) : null}
      <div className="deposit-result__actions">
        {deposit?.status === 'awaitingPayment' && deposit.redirectUrl ? (
          <a className="button" href={deposit.redirectUrl}>
            <Trans>Continue to payment</Trans>
          </a>
        ) : null}
        {view.canCancel ? (
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Cancel deposit</Trans>
          </button>
        ) : null}
        <button type="button" className="button button--secondary" onClick={onNewDeposit}>
          <Trans>New deposit</Trans>
        </button>
      </div>
    </section>
  );
}
