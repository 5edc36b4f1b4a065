/**
 * Affiliate link: the affiliateLink chart asks the help center once whether it has an `agent`
 * entry; the link to /help#agent shows only then. The top bar runs the chart (`useAffiliateLink`)
 * and shows itself once the check is over, so the link never arrives a moment after the bar: on a
 * phone it would add a row to the header and push the page down.
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
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
        <svg className="icon topbar__link-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="9" cy="8" r="3.2" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path
            d="M3 19c.8-3.2 3.1-5 6-5s5.2 1.8 6 5M15.5 5.2a3.2 3.2 0 0 1 0 5.6M17.5 14.3c1.8.6 3 2.2 3.5 4.7"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        <span className="topbar__label">
          <Trans>Affiliate</Trans>
        </span>
      </Link>
    </li>
  );
}
