/**
 * The agent's home (/agentHome, research §4.1): reached after an agent signs in. Its content (the
 * centre's entries, the offers waiting, the team overview) is a chunk of its own
 * (agent-home.dashboard.view.tsx).
 */
import { Trans } from '@lingui/react/macro';
import { lazyComponent } from '../common/lazy-component';
import './agent-home.css';

const AgentHomeDashboard = lazyComponent('agentHomeDashboard', () => import('./agent-home.dashboard.view'));

export default function AgentHomePage() {
  return (
    <section className="agent-home" aria-labelledby="agent-home-title" data-testid="agent-home-page">
      <h1 id="agent-home-title">
        <Trans>Agent home</Trans>
      </h1>
      <AgentHomeDashboard />
    </section>
  );
}
