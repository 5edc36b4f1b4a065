/**
 * The account record (`transactionHistory`): a paged-list chart of every entry of the member's
 * wallets over a period, filtered by type (filter `type`), with the period's money in and out and a
 * CSV export. The page itself is transaction-records.tsx, which the agent's downline transactions
 * share.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useChartActor } from '../../../app/chart-actor';
import { useRecordsEdge } from '../../../app/records.edge';
import { TransactionRecords } from './transaction-records';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function AccountRecordView() {
  const records = useRecordsEdge();
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => records.today(utcOffsetMinutes));
  const actor = useChartActor(records.transactions.logic, { input: records.exportingListInput(today, utcOffsetMinutes) });
  const view = useSelector(actor, records.transactions.selectView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);

  return <TransactionRecords view={view} send={actor.send} today={today} idPrefix="transactions" testId="account-record" exportable />;
}
