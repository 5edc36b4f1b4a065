/**
 * Says why the site moved the visitor here (SPEC §8 "agents only", "members only"): the route guard
 * and the centre put the path the visitor was sent from in the navigation's state
 * (the router chart's route guard, centre.view.tsx); a page for agents means agents only, any other members only.
 * Both send the visitor home, whose chunk shows it (the first script carries none of it).
 * It shows above the page until dismissed or the next navigation; back to this entry shows it again.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import { routeOf } from '../../../machines/router';

/** A page for agents refused to another account, or a members-only site asking a visitor to sign in. */
type AccessRefusal = 'agentsOnly' | 'membersOnly';

/** Why the site moved the visitor, from the path it was sent from (the navigation's state), if any. */
function refusalIn(state: unknown): AccessRefusal | null {
  const from = typeof state === 'object' && state !== null ? (state as { refusedFrom?: unknown }).refusedFrom : undefined;
  if (typeof from !== 'string') return null;
  return routeOf(from).access === 'agent' ? 'agentsOnly' : 'membersOnly';
}

export default function AccessNotice() {
  const { t } = useLingui();
  const location = useLocation();
  const refused = refusalIn(location.state);
  const [dismissed, setDismissed] = useState<string | null>(null);
  if (refused === null || dismissed === location.key) return null;
  return (
    <div className="access-notice" role="status" data-testid="access-notice">
      <p>
        {refused === 'agentsOnly' ? (
          <Trans>Agents only: this part of the site is for agent accounts. A player account cannot log in on the agent side.</Trans>
        ) : (
          <Trans>Members only: please log in first.</Trans>
        )}
      </p>
      <button type="button" className="text-button" aria-label={t`Dismiss`} onClick={() => setDismissed(location.key)}>
        <Trans>OK</Trans>
      </button>
    </div>
  );
}
