/**
 * Downline profit and loss (`palStatementsAgentCopy`, research §4.7): a paged-list chart of the
 * agent's direct downlines over a period, each row the sums of that downline and everyone under it,
 * with the period's totals of the whole team below the level shown. A row with members under it
 * opens its own direct downlines (filter `parentId`); the crumbs go back up (pnl-trail.ts).
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { RecordListState, RecordPager, RecordPeriod, RecordTotals } from '../../centre/records/record-controls';
import { amountText, toneOf } from '../../centre/records/record-format';
import type { RecordColumn } from '../../centre/records/record-table';
import { RecordTable } from '../../centre/records/record-table';
import { downTo, trailOf, upTo } from './pnl-trail';
import type { TeamPnlRow, TeamPnlTotals } from './team-reports.types';
import '../../centre/records/records.css';
import '../team/team.css';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function TeamPnlView() {
  const { t } = useLingui();
  const reports = useAgentCentreEdge().reports;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => reports.today(utcOffsetMinutes));
  const actor = useChartActor(reports.teamPnl.logic, { input: { today, utcOffsetMinutes } });
  const view = useSelector(actor, reports.teamPnl.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const trail = trailOf(view.filters);
  const totals = view.summary;
  const rows = view.rows;
  const go = (filters: Record<string, string>) => actor.send({ type: 'filters.change', filters });
  const figures: { key: keyof TeamPnlTotals; label: string; signed?: boolean }[] = [
    { key: 'betAmount', label: t`Bet` },
    { key: 'validBetAmount', label: t`Valid bet` },
    { key: 'winAmount', label: t`Payout` },
    { key: 'profitAndLoss', label: t`Players' profit and loss`, signed: true },
    { key: 'bonusAmount', label: t`Bonuses` },
    { key: 'rebateAmount', label: t`Rebates` },
    { key: 'depositAmount', label: t`Deposits` },
    { key: 'withdrawalAmount', label: t`Withdrawals` },
  ];
  const toneOfFigure = (figure: (typeof figures)[number], sums: TeamPnlTotals) => (figure.signed ? toneOf(sums[figure.key]) : undefined);
  const columns: RecordColumn<TeamPnlRow>[] = [
    {
      label: t`Account`,
      cell: (row) =>
        row.teamSize > 0 ? (
          <button
            type="button"
            className="link-button"
            onClick={() => go(downTo(trail, { customerId: row.customerId, customerName: row.customerName }))}
            aria-label={t`Downlines of ${row.customerName}`}
          >
            {row.customerName}
          </button>
        ) : (
          row.customerName
        ),
    },
    { label: t`Kind`, cell: (row) => (row.isAgent ? t`Agent` : t`Player`) },
    { label: t`Team size`, amount: true, cell: (row) => row.teamSize },
    ...figures.map(
      (figure): RecordColumn<TeamPnlRow> => ({
        label: figure.label,
        amount: true,
        cell: (row) => amountText(row[figure.key]),
        tone: (row) => toneOfFigure(figure, row),
      }),
    ),
  ];

  return (
    <div className="records" data-testid="team-pnl">
      {trail.length ? (
        <nav aria-label={t`Where in the team`}>
          <ol className="team__crumbs">
            <li>
              <button type="button" className="link-button" onClick={() => go(upTo(trail, -1))}>
                <Trans>My team</Trans>
              </button>
            </li>
            {trail.map((step, index) =>
              index === trail.length - 1 ? (
                <li key={step.customerId} aria-current="location">
                  {step.customerName}
                </li>
              ) : (
                <li key={step.customerId}>
                  <button type="button" className="link-button" onClick={() => go(upTo(trail, index))}>
                    {step.customerName}
                  </button>
                </li>
              ),
            )}
          </ol>
        </nav>
      ) : null}
      <RecordPeriod view={view} today={today} idPrefix="team-pnl" send={actor.send} />
      {totals ? (
        <RecordTotals
          label={t`Totals of the period`}
          items={figures.map((figure) => ({ label: figure.label, value: amountText(totals[figure.key]), tone: toneOfFigure(figure, totals) }))}
        />
      ) : null}
      <RecordListState view={view} send={actor.send} />
      <RecordTable
        caption={t`Profit and loss per direct downline, each with everyone under it`}
        columns={columns}
        rows={rows}
        rowKey={(row) => String(row.customerId)}
        rowTestId={(row) => `pnl-${row.customerName}`}
      />
      <RecordPager view={view} send={actor.send} />
    </div>
  );
}
