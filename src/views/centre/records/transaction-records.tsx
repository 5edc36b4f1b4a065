/**
 * An account record's page, presentational: the type filter (filter `type`), the period, the
 * period's money in and out, the entries and the pager. The member's account record adds the CSV
 * export; the agent's downline transactions add each entry's account and a filter by downline.
 */
import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PagedListEvent, PagedListView } from '../../../../machines/paged-list';
import type { TransactionRecord, TransactionValue } from '../../../../wire/records.schemas';
import { RecordExport, RecordListState, RecordPager, RecordPeriod, RecordTotals } from './record-controls';
import { amountText, toneOf } from './record-format';
import type { RecordColumn } from './record-table';
import { RecordTable } from './record-table';
import { TX_TYPES, txNoteNames, txTypeNames } from './records.messages';
import './records.css';
import { useDateFormat } from '../../common/date-format.view';

type Footer = TransactionValue['footer'][number];

/** An entry as a list shows it; a team's entry names whose wallet it is. */
export type TransactionRow = TransactionRecord & { customerName?: string };

export function TransactionRecords(props: {
  view: PagedListView<TransactionRow, Footer>;
  send: (event: PagedListEvent) => void;
  today: string;
  /** the ids of the type filter and the period's fields */
  idPrefix: string;
  testId: string;
  /** a team's entries: each with its account */
  team?: boolean;
  /** filters beside the type (a downline) */
  filters?: ReactNode;
  exportable?: boolean;
}) {
  const { t, i18n } = useLingui();
  const dates = useDateFormat();
  const { view, send, idPrefix } = props;
  const footer = view.summary;
  const rows = view.rows;
  const columns: RecordColumn<TransactionRow>[] = [
    { label: t`Time`, cell: (row) => dates.dateTime(row.txTimeInTimestamp) },
    ...(props.team ? [{ label: t`Account`, cell: (row: TransactionRow) => row.customerName }] : []),
    {
      label: t`Type`,
      cell: (row) => (
        <>
          {i18n._(row.note ? txNoteNames[row.note] : txTypeNames[row.txType])}
          {row.remark ? <span className="records__muted"> {row.remark}</span> : null}
        </>
      ),
    },
    { label: t`Amount`, amount: true, cell: (row) => amountText(row.amount), tone: (row) => toneOf(row.amount) },
    { label: t`Balance after`, amount: true, cell: (row) => amountText(row.currentAvailBalance) },
    { label: t`Wallet`, cell: (row) => (row.wallet === 'main' ? t`Main wallet` : (row.walletName ?? t`Game wallet`)) },
    { label: t`Reference`, cell: (row) => row.orderNo ?? '–' },
  ];

  return (
    <div className="records" data-testid={props.testId}>
      <div className="records__filter">
        <label htmlFor={`${idPrefix}-type`}>
          <Trans>Type</Trans>
        </label>
        <select
          id={`${idPrefix}-type`}
          value={view.filters.type ?? ''}
          onChange={(event) => send({ type: 'filters.change', filters: { type: event.target.value } })}
        >
          <option value="">{t`All types`}</option>
          {TX_TYPES.map((type) => (
            <option key={type} value={type}>
              {i18n._(txTypeNames[type])}
            </option>
          ))}
        </select>
      </div>
      {props.filters}
      <RecordPeriod view={view} today={props.today} idPrefix={idPrefix} send={send} />
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
      <RecordListState view={view} send={send} />
      <RecordTable caption={t`Account entries of the period, newest first`} columns={columns} rows={rows} rowKey={(row) => row.txId} />
      <RecordPager view={view} send={send} />
      {props.exportable ? <RecordExport view={view} send={send} /> : null}
    </div>
  );
}
