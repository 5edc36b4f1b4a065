/**
 * The betting record (`personalHistoryCopy`): a paged-list chart of the member's bets, one product
 * per tab (filter `product`), over a period, with the period's totals, a CSV export, and a bet's
 * detail (a page-data chart) opened by the address's `bet` so back closes it. The page itself is
 * bet-records.tsx, which the agent's team betting history shares.
 */
import { useEffect, useState } from 'react';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { selectPageDataView } from '../../../../machines/page-data';
import { useChartActor } from '../../../app/chart-actor';
import { useRecordsEdge } from '../../../app/records.edge';
import { BetDetail } from './bet-detail';
import { BetRecords } from './bet-records';
import { betOf, withBet } from './record-address';
import { useUtcOffsetMinutes } from '../../common/date-format.view';

export function BettingRecordView() {
  const { t } = useLingui();
  const records = useRecordsEdge();
  const { pathname, search } = useLocation();
  const utcOffsetMinutes = useUtcOffsetMinutes();
  const [today] = useState(() => records.today(utcOffsetMinutes));
  const actor = useChartActor(records.bets.logic, { input: records.exportingListInput(today, utcOffsetMinutes) });
  const view = useSelector(actor, records.bets.selectView, shallowEqual);
  const detailActor = useChartActor(records.betDetail);
  const detail = useSelector(detailActor, selectPageDataView, shallowEqual);
  const orderNo = betOf(search);

  useEffect(() => {
    actor.send({ type: 'list.refresh' });
  }, [actor]);
  useEffect(() => {
    if (orderNo) detailActor.send({ type: 'page.load', params: { orderNo } });
  }, [detailActor, orderNo]);

  return (
    <BetRecords
      view={view}
      send={actor.send}
      today={today}
      idPrefix="bets"
      testId="betting-record"
      exportable
      orderCell={(bet) => (
        <Link to={`${pathname}${withBet(search, bet.orderNo)}`} aria-label={t`Details of bet ${bet.orderNo}`}>
          {bet.orderNo}
        </Link>
      )}
      detail={
        orderNo ? (
          <BetDetail
            orderNo={orderNo}
            view={detail}
            closeTo={`${pathname}${withBet(search, null)}`}
            onRetry={() => detailActor.send({ type: 'page.retry' })}
          />
        ) : null
      }
    />
  );
}
