/**
 * The team overview (`agentTeamOverview`, research §4.3): a paged-list chart of the team's merchant
 * days over a period (the overview's loader answers the period's KPIs as the list's summary), the
 * KPIs as cards, and the days drawn as a chart with the same figures as a table beside it. Also the
 * agent home's dashboard (agent-home-page.tsx).
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { Trans, useLingui } from '@lingui/react/macro';
import { addDays } from '../../../../machines/paged-list';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { lazyComponent } from '../../common/lazy-component';
import { RecordListState, RecordPeriod } from '../../centre/records/record-controls';
import { amountText, toneOf } from '../../centre/records/record-format';
import '../../centre/records/records.css';
import './team.css';
import { TableScroll } from '../../common/table-scroll';
import { useDateFormat, useUtcOffsetMinutes } from '../../common/date-format.view';

// the chart library loads only when an agent opens the overview
const TeamChart = lazyComponent('teamChart', () => import('./team-chart'), { pending: null, renderError: () => null });

export function TeamOverviewView() {
  const { t } = useLingui();
  const dates = useDateFormat();
  const team = useAgentCentreEdge().team;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => team.today(utcOffsetMinutes));
  // the last 7 days to start with; 90 days (the longest range) fit one page
  const actor = useChartActor(team.overview.logic, {
    input: { today, utcOffsetMinutes, range: { from: addDays(today, -6) ?? today, to: today }, pageSize: 100 },
  });
  const view = useSelector(actor, team.overview.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  const sum = view.summary;
  const days = view.rows;
  const kpis = sum
    ? [
        { label: t`Team size`, value: String(sum.teamSize) },
        { label: t`New members`, value: String(sum.newMembers) },
        { label: t`Active members`, value: String(sum.activeMembers) },
        { label: t`First deposits`, value: `${sum.firstDepositCount} · ${amountText(sum.firstDepositAmount)}` },
        { label: t`Deposits`, value: `${sum.depositCount} · ${amountText(sum.depositAmount)}` },
        { label: t`Withdrawals`, value: `${sum.withdrawalCount} · ${amountText(sum.withdrawalAmount)}` },
        { label: t`Valid bet`, value: amountText(sum.validBetAmount) },
        { label: t`Players' profit and loss`, value: amountText(sum.profitAndLoss), tone: toneOf(sum.profitAndLoss) },
        { label: t`Bonuses and rebates`, value: amountText(sum.bonusAmount) },
      ]
    : [];

  return (
    <div className="records team" data-testid="team-overview">
      <RecordPeriod view={view} today={today} idPrefix="team-overview" send={actor.send} />
      <RecordListState view={view} send={actor.send} />
      {sum ? (
        <dl className="team__kpis" aria-label={t`The team in this period`}>
          {kpis.map((kpi) => (
            <div key={kpi.label} className="team__kpi">
              <dt>{kpi.label}</dt>
              <dd className={kpi.tone}>{kpi.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {days.length ? (
        <figure className="team__chart">
          <figcaption>
            <Trans>Valid bet, deposits and the players' profit and loss per day</Trans>
          </figcaption>
          <TeamChart days={days} range={view.range} />
          <TableScroll label={t`The team per day`}>
            <table className="data-table data-table--cards">
              <caption className="visually-hidden">
                <Trans>The team per day</Trans>
              </caption>
              <thead>
                <tr>
                  <th scope="col">
                    <Trans>Day</Trans>
                  </th>
                  <th scope="col">{t`Active members`}</th>
                  <th scope="col">{t`Deposits`}</th>
                  <th scope="col">{t`Valid bet`}</th>
                  <th scope="col">{t`Players' profit and loss`}</th>
                </tr>
              </thead>
              <tbody>
                {days.map((day) => (
                  <tr key={day.date}>
                    <th scope="row" data-label={t`Day`}>
                      {dates.calendarDate(day.date) ?? day.date}
                    </th>
                    <td data-label={t`Active members`}>{day.activeMembers}</td>
                    <td data-label={t`Deposits`} className="records__amount">
                      {amountText(day.depositAmount)}
                    </td>
                    <td data-label={t`Valid bet`} className="records__amount">
                      {amountText(day.validBetAmount)}
                    </td>
                    <td data-label={t`Players' profit and loss`} className={`records__amount ${toneOf(day.profitAndLoss) ?? ''}`}>
                      {amountText(day.profitAndLoss)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </figure>
      ) : null}
    </div>
  );
}
