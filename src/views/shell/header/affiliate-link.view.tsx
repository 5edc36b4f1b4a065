/**
 * Affiliate link: the affiliateLink chart asks the help center once whether it has an `agent`
 * entry; the link to /help#agent shows only then. The top bar runs the chart (`useAffiliateLink`)
 * and shows itself once the check is over, so the link never arrives a moment after the bar: on a
 * phone it would add a row to the header and push the page down.
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '../../../app/use-selector';
import { affiliateLinkMachine, selectAffiliateLinkView } from '../../../../machines/affiliate-link';
import type { AffiliateLinkView } from '../../../../machines/affiliate-link';
import { useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { useChartActor } from '../../../app/chart-actor';

export function useAffiliateLink(): AffiliateLinkView {
  const shell = useShellEdge();
  const affiliate = useChartActor(useProvidedChart(affiliateLinkMachine, shell.affiliateLink));
  return useSelector(affiliate, selectAffiliateLinkView, shallowEqual);
}

export function AffiliateLink() {
  return (
    <li>
      <Link to="/help#agent" className="topbar__link" data-testid="affiliate-link">
        <Trans>Affiliate</Trans>
      </Link>
    </li>
  );
}
