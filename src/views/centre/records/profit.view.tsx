/**
 * The personal profit and loss (`personalProfit`): a paged-list chart of the member's bets summed
 * per day and product over a period (filter `product`), the period's totals, and the lifetime
 * money in and out with the member's position.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectPagedListView } from '../../../../machines/paged-list';
import type { LifetimeSummary, ProfitRecord, ProfitValue, RecordProduct } from '../../../../wire/records.schemas';
import { useChartActor } from '../../../app/chart-actor';
import { useMemberCentreEdge } from '../../../app/member-centre.edge';
import { BetTotals, RecordListState, RecordPager, RecordPeriod, RecordTotals } from './record-controls';
import { amountText, toneOf } from './record-format';
import { productNames, RECORD_PRODUCTS } from './records.messages';
import './records.css';

type Summary = ProfitValue['footer'][number] & { lifetime: LifetimeSummary };

export function ProfitView() {
  const { t, i18n } = useLingui();
  const records = useMemberCentreEdge().records;
  const [today] = useState(() => records.today());
  const actor = useChartActor(records.profit, { input: { today } });
  const view = useSelector(actor, selectPagedListView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const summary = view.summary as Summary | null;
  const rows = view.rows as unknown as readonly ProfitRecord[];
  const product = (view.filters.product ?? 'ALL') as RecordProduct;
  const head = { product: t`Product`, bets: t`Bets`, bet: t`Bet`, valid: t`Valid bet`, payout: t`Payout`, pnl: t`Profit and loss` };

  return (
    <div className="records" data-testid="profit-and-loss">
      {summary ? (
        <RecordTotals
          label={t`Since the account opened`}
          items={[
            { label: t`Deposits`, value: amountText(summary.lifetime.deposits) },
            { label: t`Withdrawals`, value: amountText(summary.lifetime.withdrawals) },
            { label: t`Net deposits`, value: amountText(summary.lifetime.netDeposits) },
            { label: t`Balance`, value: amountText(summary.lifetime.holdings) },
            { label: t`Net position`, value: amountText(summary.lifetime.netPosition), tone: toneOf(summary.lifetime.netPosition) },
          ]}
        />
      ) : null}
      <div className="records__filter">
        <label htmlFor="profit-product">
          <Trans>Product</Trans>
        </label>
        <select
          id="profit-product"
          value={product}
          onChange={(event) => actor.send({ type: 'filters.change', filters: { product: event.target.value === 'ALL' ? '' : event.target.value } })}
        >
          {RECORD_PRODUCTS.map((name) => (
            <option key={name} value={name}>
              {i18n._(productNames[name])}
            </option>
          ))}
        </select>
      </div>
      <RecordPeriod view={view} today={today} idPrefix="profit" send={actor.send} />
      {summary ? <BetTotals sums={{ ...summary, count: summary.betCount }} /> : null}
      <RecordListState view={view} send={actor.send} />
      {rows.length ? (
        <div className="records__table-wrap">
          <table className="records__table">
            <caption className="visually-hidden">
              <Trans>Profit and loss per day and product, newest day first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
                {Object.values(head).map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.date} ${row.product}`}>
                  <th scope="row" data-label={t`Date`}>
                    {row.date}
                  </th>
                  <td data-label={head.product}>{i18n._(productNames[row.product])}</td>
                  <td data-label={head.bets} className="records__amount">
                    {row.betCount}
                  </td>
                  <td data-label={head.bet} className="records__amount">
                    {amountText(row.betAmount)}
                  </td>
                  <td data-label={head.valid} className="records__amount">
                    {amountText(row.validBetAmount)}
                  </td>
                  <td data-label={head.payout} className="records__amount">
                    {amountText(row.winAmount)}
                  </td>
                  <td data-label={head.pnl} className={`records__amount ${toneOf(row.profitAndLoss) ?? ''}`}>
                    {amountText(row.profitAndLoss)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
