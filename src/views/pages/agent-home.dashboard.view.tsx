/**
 * The agent home's content: the agent centre's entries as links (each opens the centre on its page
 * over this one), the offers waiting for the agent's answer (the platform opens its contract modal
 * on them), then the team overview of the last 7 days. A chunk of its own beside the page's: it
 * brings the agent centre's charts and edge, which the route table in the first script should not
 * have to name.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router-dom';
import { useSelector } from '../../lib/use-selector';
import { offeredAgentPages } from '../../../machines/agent-centre';
import type { AgentCentrePage } from '../../../machines/agent-centre';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { withCentre } from '../../../machines/router';
import { ContractOffersView } from '../agent-centre/contracts/contract-offers.view';
import { centrePageName } from '../centre/centre.messages';
import { TeamOverviewView } from '../agent-centre/team/team-overview.view';

/** The entries the agent centre offers under the merchant's modules (none until the session is there). */
const selectOfferedPages = (snapshot: SystemStatusSnapshot): readonly AgentCentrePage[] => {
  const session = selectSessionRef(snapshot)?.getSnapshot();
  return session ? offeredAgentPages({ features: session.context.features }) : [];
};

export default function AgentHomeDashboard() {
  const { i18n, t } = useLingui();
  const { pathname, search } = useLocation();
  const { rootActor } = useAppEdge();
  const entries = useSelector(rootActor, selectOfferedPages, (a, b) => a.join() === b.join());
  return (
    <>
      <nav aria-label={t`Agent center`}>
        <ul className="agent-home__entries">
          {entries.map((page) => (
            <li key={page}>
              <Link to={`${pathname}${withCentre(search, { centre: 'ac', page })}`} data-testid={`agent-home-${page}`}>
                {i18n._(centrePageName('ac', page))}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ContractOffersView />
      <section aria-labelledby="agent-home-team">
        <h2 id="agent-home-team">
          <Trans>Team overview</Trans>
        </h2>
        <TeamOverviewView />
      </section>
    </>
  );
}
