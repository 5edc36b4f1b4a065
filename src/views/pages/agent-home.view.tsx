/** Landing page after an agent login. */
import { Trans } from '@lingui/react/macro';

export default function AgentHomePage() {
  return (
    <section aria-labelledby="agent-home-title" data-testid="agent-home-page">
      <h1 id="agent-home-title">
        <Trans>Agent home</Trans>
      </h1>
      <p>
        <Trans>Manage your team, downlines and contracts from the agent center.</Trans>
      </p>
    </section>
  );
}
