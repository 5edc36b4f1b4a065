/**
 * Affiliate link container: the affiliateLink chart asks the help center once whether it has an
 * `agent` entry; the link to /help#agent shows only then.
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { useSelector } from '../../../app/use-selector';
import { affiliateLinkMachine, selectAffiliateLinkView } from '../../../../machines/affiliate-link';
import type { AffiliateLinkSnapshot } from '../../../../machines/affiliate-link';
import { useProvidedChart, useShellEdge } from '../../../app/shell.edge';
import { useChartActor } from '../../../app/chart-actor';

const selectVisible = (snapshot: AffiliateLinkSnapshot) => selectAffiliateLinkView(snapshot).visible;

export function AffiliateLinkView() {
  const shell = useShellEdge();
  const affiliate = useChartActor(useProvidedChart(affiliateLinkMachine, shell.affiliateLink));
  const visible = useSelector(affiliate, selectVisible);
  if (!visible) return null;
  return (
    <li>
      <Link to="/help#agent" className="topbar__link" data-testid="affiliate-link">
        <Trans>Affiliate</Trans>
      </Link>
    </li>
  );
}
