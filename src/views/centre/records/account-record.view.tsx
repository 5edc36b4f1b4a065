/**
 * The account record (`transactionHistory`): a paged-list chart of every entry of the member's
 * wallets over a period, filtered by type (filter `type`), with the period's money in and out and a
 * CSV export.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '@xstate/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectPagedListView } from '../../../../machines/paged-list';
import type { TransactionRecord, TransactionValue } from '../../../../wire/records.schemas';
import { useChartActor } from '../../../app/chart-actor';
import { useMemberCentreEdge } from '../../../app/member-centre.edge';
import { RecordExport, RecordListState, RecordPager, RecordPeriod, RecordTotals } from './record-controls';
import { amountText, timeText, toneOf } from './record-format';
import { TX_TYPES, txTypeNames } from './records.messages';
import './records.css';

type Footer = TransactionValue['footer'][number];

export function AccountRecordView() {
  const { t, i18n } = useLingui();
  const records = useMemberCentreEdge().records;
  const [today] = useState(() => records.today());
  const actor = useChartActor(records.transactions, { input: records.exportingListInput(today) });
  const view = useSelector(actor, selectPagedListView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const footer = view.summary as Footer | null;
  const rows = view.rows as unknown as readonly TransactionRecord[];
  const head = { type: t`Type`, amount: t`Amount`, balance: t`Balance after`, wallet: t`Wallet`, reference: t`Reference` };

  return (
    <div className="records" data-testid="account-record">
      <div className="records__filter">
        <label htmlFor="transactions-type">
          <Trans>Type</Trans>
        </label>
        <select
          id="transactions-type"
          value={view.filters.type ?? ''}
          onChange={(event) => actor.send({ type: 'filters.change', filters: { type: event.target.value } })}
        >
          <option value="">{t`All types`}</option>
          {TX_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(txTypeNames[type])}
            </option>
          ))}
        </select>
      </div>
      <RecordPeriod view={view} today={today} idPrefix="transactions" send={actor.send} />
      {footer ? (
        <RecordTotals
          label={t`Totals of the period`}
          items={[
            { label: t`Money in`, value: amountText(footer.income) },
            { label: t`Money out`, value: amountText(-footer.expense) },
            { label: t`Net`, value: amountText(footer.net), tone: toneOf(footer.net) },
          ]}
        />
      ) : null}
      <RecordListState view={view} send={actor.send} />
      {rows.length ? (
        <div className="records__table-wrap">
          <table className="records__table">
            <caption className="visually-hidden">
              <Trans>Account entries of the period, newest first</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Time</Trans>
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
                <tr key={row.txId}>
                  <th scope="row" data-label={t`Time`}>
                    {timeText(row.txTimeInTimestamp)}
                  </th>
                  <td data-label={head.type}>
                    {i18n._(txTypeNames[row.txType])}
                    {row.remark ? <span className="records__muted"> {row.remark}</span> : null}
                  </td>
                  <td data-label={head.amount} className={`records__amount ${toneOf(row.amount) ?? ''}`}>
                    {amountText(row.amount)}
                  </td>
                  <td data-label={head.balance} className="records__amount">
                    {amountText(row.currentAvailBalance)}
                  </td>
                  <td data-label={head.wallet}>{row.wallet === 'main' ? t`Main wallet` : row.wallet}</td>
                  <td data-label={head.reference}>{row.orderNo ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <RecordPager view={view} send={actor.send} />
      <RecordExport view={view} send={actor.send} />
    </div>
  );
}
