/**
 * Downline transaction details (`agentDownlineTransactionDetailsCopy`, research §4.9): a paged-list
 * chart of every entry of the team's main wallets over a period, by type (filter `type`) and
 * narrowed to one downline by account (filter `account`), with the period's money in and out; each
 * entry with its account. The member's account record's page (records/transaction-records.tsx),
 * without the export.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useAgentCentreEdge } from '../../../app/agent-centre.edge';
import { useChartActor } from '../../../app/chart-actor';
import { AccountFilter } from '../../centre/records/record-controls';
import { TransactionRecords } from '../../centre/records/transaction-records';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function DownlineTransactionsView() {
  const reports = useAgentCentreEdge().reports;
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => reports.today(utcOffsetMinutes));
  const actor = useChartActor(reports.downlineTransactions.logic, { input: { today, utcOffsetMinutes } });
  const view = useSelector(actor, reports.downlineTransactions.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  return (
    <TransactionRecords
      view={view}
      send={actor.send}
      today={today}
      idPrefix="downline-transactions"
      testId="downline-transactions"
      team
      filters={<AccountFilter value={view.filters.account} idPrefix="downline-transactions" send={actor.send} />}
    />
  );
}
