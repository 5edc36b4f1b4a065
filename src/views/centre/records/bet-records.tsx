/**
 * A betting record's page, presentational: the product tabs (filter `product`), the period, the
 * period's totals, the bets and the pager. The member's betting record adds a bet's detail and the
 * CSV export; the agent's team betting history adds each bet's account and its direct agent, and a
 * filter by downline. Each takes its paged list's view model and sends through `send`.
 */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PagedListEvent, PagedListView } from '../../../../machines/paged-list';
import type { BetFooter, BetRecord, RecordProduct } from '../../../../wire/records.schemas';
import { BetTotals, RecordExport, RecordListState, RecordPager, RecordPeriod } from './record-controls';
import { amountText, toneOf } from './record-format';
import type { RecordColumn } from './record-table';
import { RecordTable } from './record-table';
import { betStatusNames, productNames, RECORD_PRODUCTS } from './records.messages';
import './records.css';
import { useDateFormat } from '../../common/date-format.view';

/** A bet as a list shows it; a team's bet names its bettor and the bettor's direct agent. */
export type BetRow = BetRecord & { customerName?: string; directAgentName?: string };

export function BetRecords(props: {
  view: PagedListView<BetRow, BetFooter>;
  send: (event: PagedListEvent) => void;
  today: string;
  /** the ids of the tabs and the period's fields */
  idPrefix: string;
  testId: string;
  /** a team's bets: each with its account and direct agent */
  team?: boolean;
  /** the order number's cell (the member's opens the bet's detail); plain text by default */
  orderCell?: (bet: BetRow) => ReactNode;
  /** filters beside the tabs (a downline) */
  filters?: ReactNode;
  /** what shows above the totals (a bet's detail) */
  detail?: ReactNode;
  /** the CSV export of the tab and period */
  exportable?: boolean;
}) {
  const { t, i18n } = useLingui();
  const dates = useDateFormat();
  const { view, send, idPrefix } = props;
  const product = (view.filters.product ?? 'ALL') as RecordProduct;
  const footer = view.summary;
  const rows = view.rows;
  const columns: RecordColumn<BetRow>[] = [
    { label: t`Order no.`, cell: props.orderCell ?? ((bet) => bet.orderNo) },
    ...(props.team
      ? [
          { label: t`Account`, cell: (bet: BetRow) => bet.customerName },
          { label: t`Direct agent`, cell: (bet: BetRow) => bet.directAgentName || '–' },
        ]
      : []),
    { label: t`Bet time`, cell: (bet) => dates.dateTime(bet.betTimeInTimestamp) },
    {
      label: t`Game`,
      cell: (bet) => (
        <>
          {bet.gameName} <span className="records__muted">{i18n._(productNames[bet.product])}</span>
        </>
      ),
    },
    { label: t`Bet`, amount: true, cell: (bet) => amountText(bet.betAmount) },
    { label: t`Valid bet`, amount: true, cell: (bet) => amountText(bet.validBetAmount) },
    { label: t`Payout`, amount: true, cell: (bet) => amountText(bet.winAmount) },
    { label: t`Profit and loss`, amount: true, cell: (bet) => amountText(bet.profitAndLoss), tone: (bet) => toneOf(bet.profitAndLoss) },
    { label: t`Status`, cell: (bet) => i18n._(betStatusNames[bet.status]) },
  ];

  return (
    <div className="records" data-testid={props.testId}>
      <div className="records__tabs" role="tablist" aria-label={t`Products`}>
        {RECORD_PRODUCTS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${name}`}
            aria-controls={`${idPrefix}-panel`}
            aria-selected={product === name}
            className="records__chip"
            onClick={() => send({ type: 'filters.change', filters: { product: name === 'ALL' ? '' : name } })}
          >
            {i18n._(productNames[name])}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${product}`} className="records">
        {props.filters}
        <RecordPeriod view={view} today={props.today} idPrefix={idPrefix} send={send} />
        {props.detail}
        {footer ? <BetTotals sums={{ ...footer, count: footer.total }} /> : null}
        <RecordListState view={view} send={send} />
        <RecordTable caption={t`Bets of the period, newest first`} columns={columns} rows={rows} rowKey={(bet) => bet.orderNo} />
        <RecordPager view={view} send={send} />
        {props.exportable ? <RecordExport view={view} send={send} /> : null}
      </div>
    </div>
  );
}
