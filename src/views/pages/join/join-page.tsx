/**
 * /join: why to join (SPEC §1 marketing copy), a call to action that opens the register dialog,
 * and the agent programme (its help entry). A signed-in member is pointed at the promotions.
 */
import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import { PageSection } from '../common/page-states';
import { SiteState } from '../site-state.view';
import type { SiteStateActions, SiteStateModel } from '../site-state.view';

function Benefits() {
  return (
    <ul className="join-benefits">
      <li>
        <h2>
          <Trans>₱22,222 registration bonus</Trans>
        </h2>
        <p>
          <Trans>A welcome bonus of up to 22,222 pesos for new members.</Trans>
        </p>
      </li>
      <li>
        <h2>
          <Trans>₱2,222 for every friend</Trans>
        </h2>
        <p>
          <Trans>Invite friends and receive 2,222 pesos for each friend who joins.</Trans>
        </p>
      </li>
      <li>
        <h2>
          <Trans>₱52 app bonus</Trans>
        </h2>
        <p>
          <Trans>Download the app and receive a 52 pesos bonus.</Trans>
        </p>
      </li>
      <li>
        <h2>
          <Trans>Up to 131K in rewards</Trans>
        </h2>
        <p>
          <Trans>Registration and Zalo rewards of up to 131K.</Trans>
        </p>
      </li>
      <li>
        <h2>
          <Trans>Fast deposits and withdrawals</Trans>
        </h2>
        <p>
          <Trans>Money in and out in minutes, protected by 128-bit encryption.</Trans>
        </p>
      </li>
    </ul>
  );
}

export function JoinCallToAction({ site, actions }: { site: SiteStateModel; actions: SiteStateActions }) {
  if (site.signedIn) {
    return (
      <p>
        <Link className="button" to="/promotions">
          <Trans>See the promotions</Trans>
        </Link>
      </p>
    );
  }
  if (!site.canSignUp) return null;
  return (
    <p>
      <button type="button" className="button" onClick={actions.openRegister}>
        <Trans>Sign up now</Trans>
      </button>
    </p>
  );
}

export default function JoinPage() {
  return (
    <PageSection id="join-page" title={<Trans>Join us</Trans>} testId="join-page">
      <p className="join-lead">
        <Trans>Live casino, sports, slots, fishing, card games and lottery, with rewards from your first day.</Trans>
      </p>
      <SiteState>{(site, actions) => <JoinCallToAction site={site} actions={actions} />}</SiteState>
      <Benefits />
      <section className="join-agent" aria-labelledby="join-agent-title">
        <h2 id="join-agent-title">
          <Trans>Become an agent</Trans>
        </h2>
        <p>
          <Trans>Build a team, earn dividends and daily, hourly and real-time salaries from your downlines' play.</Trans>
        </p>
        <Link to="/help#agent">
          <Trans>About the agent programme</Trans>
        </Link>
      </section>
      <p className="join-terms">
        <Trans>Players must be 21 or older. Terms and conditions apply.</Trans>
      </p>
    </PageSection>
  );
}
