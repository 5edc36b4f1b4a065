/**
 * Applies the route guard (src/app/route-guard.ts) on every navigation: reads the merchant's
 * `loginedToHomePage` flag, whether there is a session and whether it is an agent's, and replaces
 * the address when the rule says so, with the reason in the navigation's state. Renders nothing.
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '../../app/use-selector';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { selectSessionView } from '../../../machines/session';
import type { SessionSnapshot } from '../../../machines/session';
import { useAppEdge } from '../../app/app-context';
import { agentRoleOf, guardRedirect, presenceOf } from '../../app/route-guard';
import type { AgentRole, SessionPresence } from '../../app/route-guard';

const selectMembersOnly = (snapshot: SystemStatusSnapshot) => snapshot.context.status?.loginedToHomePage === true;
const selectPresence = (snapshot: SessionSnapshot): SessionPresence => presenceOf(selectSessionView(snapshot).status);
const selectRole = (snapshot: SessionSnapshot): AgentRole => agentRoleOf(selectSessionView(snapshot).status);

type SessionRef = NonNullable<ReturnType<typeof selectSessionRef>>;

function SessionRouteGuard({ session, membersOnly }: { session: SessionRef; membersOnly: boolean }) {
  const presence = useSelector(session, selectPresence);
  const role = useSelector(session, selectRole);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const redirect = guardRedirect(pathname, membersOnly, presence, role);

  useEffect(() => {
    // the page it lands on says why (access-notice.tsx reads where the visitor was sent from)
    if (redirect) void navigate(redirect, { replace: true, state: { refusedFrom: pathname } });
  }, [redirect, navigate, pathname]);

  return null;
}

export function RouteGuardView() {
  const { rootActor } = useAppEdge();
  const membersOnly = useSelector(rootActor, selectMembersOnly);
  const session = useSelector(rootActor, selectSessionRef);
  // the session chart starts with the app screen; until then nothing is decided
  return session ? <SessionRouteGuard session={session} membersOnly={membersOnly} /> : null;
}
