/**
 * Container of the jackpot counter of /rng: one `jackpotCounter` actor while /rng is shown,
 * provided by the edge with the wall clock; the page's visibility goes to it as `page.hidden` /
 * `page.visible`. The currency symbol is the merchant's, from the system status.
 */
import { useEffect } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { DEFAULT_CURRENCY_SYMBOL } from '../../../machines/account-balance';
import { selectJackpotCounterView } from '../../../machines/jackpot-counter';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { useBannersEdge } from '../../app/banners.edge';
import { JackpotCounter } from './jackpot-counter';
import { useChartActor } from '../../app/chart-actor';

function selectCurrencySymbol(snapshot: SystemStatusSnapshot): string {
  return snapshot.context.status?.currencySymbol || DEFAULT_CURRENCY_SYMBOL;
}

export function JackpotCounterView() {
  const edge = useBannersEdge();
  const { rootActor } = useAppEdge();
  const currencySymbol = useSelector(rootActor, selectCurrencySymbol);
  const actor = useChartActor(edge.jackpotCounter);
  const view = useSelector(actor, selectJackpotCounterView, shallowEqual);

  useEffect(() => edge.env.watchPageVisibility((visible) => actor.send({ type: visible ? 'page.visible' : 'page.hidden' })), [edge, actor]);

  return <JackpotCounter amountText={view.amountText} currencySymbol={currencySymbol} />;
}
