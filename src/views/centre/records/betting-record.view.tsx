/**
 * The betting record (`personalHistoryCopy`): a paged-list chart of the member's bets, one product
 * per tab (filter `product`), over a period, with the period's totals, a CSV export, and a bet's
 * detail (a page-data chart) opened by the address's `bet` so back closes it.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { selectPageDataView } from '../../../../machines/page-data';
import { selectPagedListView } from '../../../../machines/paged-list';
import type { BetFooter, BetRecord, RecordProduct } from '../../../../wire/records.schemas';
import { useChartActor } from '../../../app/chart-actor';
import { useMemberCentreEdge } from '../../../app/member-centre.edge';
import { BetDetail } from './bet-detail';
import { betOf, withBet } from './record-address';
import { BetTotals, RecordExport, RecordListState, RecordPager, RecordPeriod } from './record-controls';
import { amountText, timeText, toneOf } from './record-format';
import { betStatusNames, productNames, RECORD_PRODUCTS } from './records.messages';
import './records.css';

export function BettingRecordView() {
  const { t, i18n } = useLingui();
  const records = useMemberCentreEdge().records;
  const { pathname, search } = useLocation();
  const [today] = useState(() => records.today());
  const actor = useChartActor(records.bets, { input: records.exportingListInput(today) });
  const view = useSelector(actor, selectPagedListView, shallowEqual);
  const detailActor = useChartActor(records.betDetail);
  const detail = useSelector(detailActor, selectPageDataView, shallowEqual);
  const orderNo = betOf(search);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);
  useEffect(() => {
    if (orderNo) detailActor.send({ type: 'page.load', params: { orderNo } });
  }, [detailActor, orderNo]);

  const product = (view.filters.product ?? 'ALL') as RecordProduct;
  const footer = view.summary as BetFooter | null;
  const rows = view.rows as unknown as readonly BetRecord[];
  const head = { time: t`Bet time`, game: t`Game`, bet: t`Bet`, valid: t`Valid bet`, payout: t`Payout`, pnl: t`Profit and loss`, status: t`Status` };

  return (
    <div className="records" data-testid="betting-record">
      <div className="records__tabs" role="tablist" aria-label={t`Products`}>
        {RECORD_PRODUCTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`bets-tab-${name}`}
            aria-controls="bets-panel"
            aria-selected={product === name}
            className="records__chip"
            onClick={() => actor.send({ type: 'filters.change', filters: { product: name === 'ALL' ? '' : name } })}
          >
            {i18n._(productNames[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="bets-panel" aria-labelledby={`bets-tab-${product}`}>
        <RecordPeriod view={view} today={today} idPrefix="bets" send={actor.send} />
        {orderNo ? (
          <BetDetail
            orderNo={orderNo}
            view={detail}
            closeTo={`${pathname}${withBet(search, null)}`}
            onRetry={() => detailActor.send({ type: 'page.retry' })}
          />
        ) : null}
        {footer ? <BetTotals sums={{ ...footer, count: footer.total }} /> : null}
        <RecordListState view={view} send={actor.send} />
        {rows.length ? (
          <div className="records__table-wrap">
            <table className="records__table">
              <caption className="visually-hidden">
                <Trans>Bets of the period, newest first</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Order no.</Trans>
                  </th>
                  {Object.values(head).map((label) => (
                    <th key={label} scope="col">
                      {label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((bet) => (
                  <tr key={bet.orderNo}>
                    <th scope="row" data-label={t`Order no.`}>
                      <Link to={`${pathname}${withBet(search, bet.orderNo)}`} aria-label={t`Details of bet ${bet.orderNo}`}>
                        {bet.orderNo}
                      </Link>
                    </th>
                    <td data-label={head.time}>{timeText(bet.betTimeInTimestamp)}</td>
                    <td data-label={head.game}>
                      {bet.gameName} <span className="records__muted">{i18n._(productNames[bet.product])}</span>
                    </td>
                    <td data-label={head.bet} className="records__amount">
                      {amountText(bet.betAmount)}
                    </td>
                    <td data-label={head.valid} className="records__amount">
                      {amountText(bet.validBetAmount)}
                    </td>
                    <td data-label={head.payout} className="records__amount">
                      {amountText(bet.winAmount)}
                    </td>
                    <td data-label={head.pnl} className={`records__amount ${toneOf(bet.profitAndLoss) ?? ''}`}>
                      {amountText(bet.profitAndLoss)}
                    </td>
                    <td data-label={head.status}>{i18n._(betStatusNames[bet.status])}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
        <RecordPager view={view} send={actor.send} />
        <RecordExport view={view} send={actor.send} />
      </div>
    </div>
  );
}
