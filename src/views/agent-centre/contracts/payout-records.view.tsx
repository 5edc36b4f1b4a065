/**
 * The payout records part of a contract kind's page (research §5.4): a paged-list chart of the
 * periods the settlement paid under contracts of `kind` to the agent or anyone of its team, newest
 * first, over a period and narrowed to one account (filter `account`), each with the statement the
 * settlement wrote: the team's valid bet and active members, the tier met and its rate (a
 * percentage, or the tier's fixed amount), what the contract earned, the downlines' share of it,
 * a dividend's base and carried loss, and the amount paid; the period's total paid below.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useLingui } from '@lingui/react/macro';
import type { ContractKind } from '../../../../machines/contract-offers';
import { presetRange } from '../../../../machines/paged-list';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { AccountFilter, RecordListState, RecordPager, RecordPeriod, RecordTotals } from '../../centre/records/record-controls';
import { amountText, percentText, toneOf } from '../../centre/records/record-format';
import type { RecordColumn } from '../../centre/records/record-table';
import { RecordTable } from '../../centre/records/record-table';
import type { PayoutRecord } from '../team-reports/team-reports.types';
import { contractProductNames } from './contracts.messages';
import '../../centre/records/records.css';
import { useDateFormat, useUtcOffsetMinutes } from '../../common/date-format.view';

const NONE = '–';
/** to the minute: a period starts and ends on whole minutes */

export function PayoutRecordsView({ kind }: { kind: ContractKind }) {
  const { t, i18n } = useLingui();
  const dates = useDateFormat();
  const reports = useAgentCentreEdge().reports;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => reports.today(utcOffsetMinutes));
  // a period is listed by the day it starts, and every one starts before it is paid: the last 30 days to start with
  const actor = useChartActor(reports.payouts[kind].logic, { input: { today, utcOffsetMinutes, range: presetRange(today, 'last30') } });
  const view = useSelector(actor, reports.payouts[kind].selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const totals = view.summary;
  const rows = view.rows;
  const dividend = kind === 'dividend';
  const rateOf = (row: PayoutRecord) => {
    if (row.winRate !== null || row.lossRate !== null)
      return `${t`Profit salary`} ${percentText(row.winRate ?? 0)} · ${t`Loss salary`} ${percentText(row.lossRate ?? 0)}`;
    if (row.rate === null) return NONE;
    // a fixed tier pays its amount whatever the bets: no percentage to show
    return row.rateType === 'F' ? amountText(row.rate) : percentText(row.rate);
  };
  const columns: RecordColumn<PayoutRecord>[] = [
    { label: t`Period`, cell: (row) => `${dates.dateTime(row.periodStart)} – ${dates.dateTime(row.periodEnd)}` },
    { label: t`Account`, cell: (row) => row.customerName },
    { label: t`Product`, cell: (row) => (contractProductNames[row.product] ? i18n._(contractProductNames[row.product]) : row.product) },
    { label: t`Team valid bet`, amount: true, cell: (row) => amountText(row.teamValidBet) },
    { label: t`Active members`, amount: true, cell: (row) => row.activeMembers ?? NONE },
    ...(dividend
      ? [
          {
            label: t`Net loss`,
            amount: true,
            cell: (row: PayoutRecord) => (row.netLoss === null ? NONE : amountText(row.netLoss)),
          },
        ]
      : []),
    { label: t`Tier`, amount: true, cell: (row) => row.tier ?? NONE },
    { label: t`Rate`, amount: true, cell: rateOf },
    { label: t`Gross`, amount: true, cell: (row) => amountText(row.gross) },
    { label: t`Downlines' share`, amount: true, cell: (row) => amountText(row.downlineShare) },
    ...(dividend
      ? [
          {
            label: t`Carry-over`,
            amount: true,
            cell: (row: PayoutRecord) => (row.carryOver === null ? NONE : amountText(row.carryOver)),
            tone: (row: PayoutRecord) => (row.carryOver === null ? undefined : toneOf(row.carryOver)),
          },
        ]
      : []),
    { label: t`Amount`, amount: true, cell: (row) => amountText(row.amount) },
  ];

  return (
    <div className="records" data-testid={`payout-records-${kind}`}>
      <AccountFilter value={view.filters.account} idPrefix={`payouts-${kind}`} label={t`Account`} send={actor.send} />
      <RecordPeriod view={view} today={today} idPrefix={`payouts-${kind}`} send={actor.send} />
      {totals ? <RecordTotals label={t`Totals of the period`} items={[{ label: t`Paid`, value: amountText(totals.amount) }]} /> : null}
      <RecordListState view={view} send={actor.send} />
      <RecordTable
        caption={t`Payouts of the period, newest first`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.payoutId}
        rowTestId={(row) => `payout-${row.payoutId}`}
      />
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
