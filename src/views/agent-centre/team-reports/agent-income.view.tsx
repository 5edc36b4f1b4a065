/**
 * My income (`agentRevenueReport`, research §4.8): a paged-list chart of what the agent itself
 * earned per merchant day over a period, newest first: rebates, and the daily, hourly and real-time
 * salaries and dividends its contracts paid it, with the day's total and the period's totals.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useLingui } from '@lingui/react/macro';
import { presetRange } from '../../../../machines/paged-list';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { RecordListState, RecordPager, RecordPeriod, RecordTotals } from '../../centre/records/record-controls';
import { amountText } from '../../centre/records/record-format';
import type { RecordColumn } from '../../centre/records/record-table';
import { RecordTable } from '../../centre/records/record-table';
import type { IncomeDay, IncomeTotals } from './team-reports.types';
import '../../centre/records/records.css';
import { useDateFormat, useUtcOffsetMinutes } from '../../common/date-format.view';

export function AgentIncomeView() {
  const { t } = useLingui();
  const reports = useAgentCentreEdge().reports;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const dates = useDateFormat();
  const [today] = useState(() => reports.today(utcOffsetMinutes));
  // the last 7 days to start with: a salary or dividend is paid on the day after its period
  const actor = useChartActor(reports.income.logic, { input: { today, utcOffsetMinutes, range: presetRange(today, 'last7') } });
  const view = useSelector(actor, reports.income.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const totals = view.summary;
  const rows = view.rows;
  const figures: { key: keyof IncomeTotals; label: string }[] = [
    { key: 'rebate', label: t`Rebate` },
    { key: 'dailySalary', label: t`Daily salary` },
    { key: 'hourlySalary', label: t`Hourly salary` },
    { key: 'realtimeSalary', label: t`Real-time salary` },
    { key: 'dividend', label: t`Dividend` },
    { key: 'total', label: t`Total` },
  ];
  const columns: RecordColumn<IncomeDay>[] = [
    { label: t`Date`, cell: (row) => dates.calendarDate(row.date) ?? row.date },
    ...figures.map((figure): RecordColumn<IncomeDay> => ({ label: figure.label, amount: true, cell: (row) => amountText(row[figure.key]) })),
  ];

  return (
    <div className="records" data-testid="agent-income">
      <RecordPeriod view={view} today={today} idPrefix="agent-income" send={actor.send} />
      {totals ? (
        <RecordTotals
          label={t`Totals of the period`}
          items={figures.map((figure) => ({ label: figure.label, value: amountText(totals[figure.key]) }))}
        />
      ) : null}
      <RecordListState view={view} send={actor.send} />
      <RecordTable caption={t`My income per day, newest first`} columns={columns} rows={rows} rowKey={(row) => row.date} />
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
