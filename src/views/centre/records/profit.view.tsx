/**
 * The personal profit and loss (`personalProfit`): a paged-list chart of the member's bets summed
 * per day and product over a period (filter `product`), the period's totals, and the lifetime
 * money in and out with the member's position.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ProfitRecord, RecordProduct } from '../../../../wire/records.schemas';
import { useChartActor } from '../../../app/chart-actor';
import { useRecordsEdge } from '../../../app/records.edge';
import { BetTotals, RecordListState, RecordPager, RecordPeriod, RecordTotals } from './record-controls';
import { amountText, toneOf } from './record-format';
import type { RecordColumn } from './record-table';
import { RecordTable } from './record-table';
import { productNames, RECORD_PRODUCTS } from './records.messages';
import './records.css';
import { useDateFormat, useUtcOffsetMinutes } from '../../common/date-format.view';

export function ProfitView() {
  const { t, i18n } = useLingui();
  const records = useRecordsEdge();
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const dates = useDateFormat();
  const [today] = useState(() => records.today(utcOffsetMinutes));
  const actor = useChartActor(records.profit.logic, { input: { today, utcOffsetMinutes } });
  const view = useSelector(actor, records.profit.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const summary = view.summary;
  const rows = view.rows;
  const product = (view.filters.product ?? 'ALL') as RecordProduct;
  const columns: RecordColumn<ProfitRecord>[] = [
    { label: t`Date`, cell: (row) => dates.calendarDate(row.date) ?? row.date },
    { label: t`Product`, cell: (row) => i18n._(productNames[row.product]) },
    { label: t`Bets`, amount: true, cell: (row) => row.betCount },
    { label: t`Bet`, amount: true, cell: (row) => amountText(row.betAmount) },
    { label: t`Valid bet`, amount: true, cell: (row) => amountText(row.validBetAmount) },
    { label: t`Payout`, amount: true, cell: (row) => amountText(row.winAmount) },
    { label: t`Profit and loss`, amount: true, cell: (row) => amountText(row.profitAndLoss), tone: (row) => toneOf(row.profitAndLoss) },
  ];

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
      <RecordTable
        caption={t`Profit and loss per day and product, newest day first`}
        columns={columns}
        rows={rows}
        rowKey={(row) => `${row.date} ${row.product}`}
      />
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
