/**
 * Says why the site moved the visitor here (SPEC §8 "agents only", "members only"): the route guard
 * and the centre put the reason in the navigation's state (route-guard.view.tsx, centre.view.tsx).
 * It shows above the page until dismissed or the next navigation; back to this entry shows it again.
 */
import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from 'react-router-dom';
import type { AccessRefusal } from '../../app/route-guard';

const REFUSALS: readonly AccessRefusal[] = ['agentsOnly', 'membersOnly'];

function refusalIn(state: unknown): AccessRefusal | null {
  const refused = typeof state === 'object' && state !== null ? (state as { refused?: unknown }).refused : undefined;
  return REFUSALS.find((known) => known === refused) ?? null;
}

export function AccessNotice() {
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
