/** One bet's detail, presentational: the page-data chart's view of `/wps/report/accountGameBetDetail`. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import type { PageDataView } from '../../../../machines/page-data';
import type { BetDetailValue } from '../../../../wire/records.schemas';
import { amountText, toneOf } from './record-format';
import { betStatusNames, productNames, recordErrorMessage } from './records.messages';
import { useDateFormat } from '../../common/date-format.view';

const list = (values: readonly string[] | null) => (values?.length ? values.join(', ') : null);

export function BetDetail(props: { orderNo: string; view: PageDataView; closeTo: string; onRetry: () => void }) {
  const { t, i18n } = useLingui();
  const dates = useDateFormat();
  const { view } = props;
  const bet = view.status === 'loaded' ? (view.data as BetDetailValue) : null;
  const rows: [string, string | null][] = bet
    ? [
        [t`Product`, i18n._(productNames[bet.product])],
        [t`Game`, bet.gameName],
        [t`Bet time`, dates.dateTime(bet.betTimeInTimestamp)],
        [t`Settled`, bet.settleTimeInTimestamp === null ? null : dates.dateTime(bet.settleTimeInTimestamp)],
        [t`Status`, i18n._(betStatusNames[bet.status])],
        [t`Bet`, amountText(bet.betAmount)],
        [t`Valid bet`, amountText(bet.validBetAmount)],
        [t`Payout`, amountText(bet.winAmount)],
        [t`Round or draw`, bet.reference],
        [t`Bet kind`, bet.betKindName],
        [t`Numbers picked`, list(bet.picks)],
        [t`Numbers drawn`, list(bet.winningNumbers)],
        [t`Paytable`, bet.rtpReference],
      ]
    : [];
  return (
    <section className="records__detail" aria-labelledby="records-detail-title">
      <h4 id="records-detail-title">
        <Trans>Bet {props.orderNo}</Trans>
      </h4>
      {view.status === 'loading' || view.status === 'idle' ? (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {view.status === 'failed' ? (
        <div className="form__error" role="alert">
          <p>{i18n._(recordErrorMessage(view.errorCode ?? 'system.error'))}</p>
          {view.canRetry ? (
            <button type="button" className="button" onClick={props.onRetry}>
              <Trans>Try again</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {bet ? (
        <dl className="records__detail-list">
          {rows
            .filter((row): row is [string, string] => row[1] !== null)
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          <div>
            <dt>
              <Trans>Profit and loss</Trans>
            </dt>
            <dd className={toneOf(bet.profitAndLoss)}>{amountText(bet.profitAndLoss)}</dd>
          </div>
        </dl>
      ) : null}
      {/* back in history would reopen it: closing replaces the entry */}
      <Link className="button" to={props.closeTo} replace>
        <Trans>Close</Trans>
      </Link>
    </section>
  );
}
