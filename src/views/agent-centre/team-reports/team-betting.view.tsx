/**
 * Team betting history (`personalHistoryCopy` in the agent centre, research §4.6): a paged-list
 * chart of the bets of everyone under the agent, one product per tab (filter `product`), over a
 * period, narrowed to one downline by account (filter `account`), with the period's totals; each
 * bet with its account and the account's direct agent. The member's betting record's page
 * (records/bet-records.tsx), without the bet detail and the export, which are the member's own.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { BetRecords } from '../../centre/records/bet-records';
import { AccountFilter } from '../../centre/records/record-controls';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function TeamBettingView() {
  const reports = useAgentCentreEdge().reports;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => reports.today(utcOffsetMinutes));
  const actor = useChartActor(reports.teamBets.logic, { input: { today, utcOffsetMinutes } });
  const view = useSelector(actor, reports.teamBets.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  return (
    <BetRecords
      view={view}
      send={actor.send}
      today={today}
      idPrefix="team-bets"
      testId="team-betting"
      team
      filters={<AccountFilter value={view.filters.account} idPrefix="team-bets" send={actor.send} />}
    />
  );
}
