/**
 * Centre container, a lazy chunk loaded only when the address names a centre page. What it does is
 * `centreAccess`'s answer for the session (src/app/centre-pages.ts): it shows the centre, asks a
 * guest to sign in (the page opens once signed in), gives a free-play account the session chart's
 * real-account warning, or drops a page that is not for this account from the address.
 */
import { useCallback, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '../../app/use-selector';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine, SessionSnapshot } from '../../../machines/session';
import { withCentre } from '../../app/centre-address';
import { CENTRE_DEFAULT_PAGES, centreAccess, centreOf } from '../../app/centre-pages';
import type { CentreAddress } from '../../app/centre-pages';
import { lazyComponent } from '../common/lazy-component';
import { MemberCentreView } from '../member-centre/member-centre.view';

// the agent centre's pages (and the chart library of its overview) load only when an agent opens it
const AgentCentreView = lazyComponent('agentCentre', () => import('../agent-centre/agent-centre.view'), { pending: null });

export interface CentreViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
}

const DEFAULT_ADDRESS: CentreAddress = { centre: 'mc', page: CENTRE_DEFAULT_PAGES.mc };

const selectStatus = (snapshot: SessionSnapshot) => selectSessionView(snapshot).status;

export default function CentreView({ session }: CentreViewProps) {
  const { pathname, search } = useLocation();
  // the shell renders this only for an address that names a centre
  const address = centreOf(search) ?? DEFAULT_ADDRESS;
  const status = useSelector(session, selectStatus);
  const access = centreAccess(address.centre, status);
  const navigate = useNavigate();
  const withoutCentre = `${pathname}${withCentre(search, null)}`;

  useEffect(() => {
    if (access === 'login') session.send({ type: 'login.open' });
    if (access === 'realAccountWarning') session.send({ type: 'account.requireReal', intent: address.page });
    if (access === 'realAccountWarning') void navigate(withoutCentre, { replace: true });
    // the agent centre asked for by a player: the page says agents only
    if (access === 'leave')
      void navigate(withoutCentre, { replace: true, state: address.centre === 'ac' ? { refusedFrom: '/agentHome' } : undefined });
  }, [access, address.centre, address.page, session, navigate, withoutCentre]);

  const hrefOf = (page: CentreAddress['page']) => `${pathname}${withCentre(search, { centre: address.centre, page } as CentreAddress)}`;
  const replacePage = useCallback(
    (page: CentreAddress['page']) =>
      void navigate(`${pathname}${withCentre(search, { centre: address.centre, page } as CentreAddress)}`, { replace: true }),
    [navigate, pathname, search, address.centre],
  );
  if (access !== 'show') return null;
  if (address.centre === 'mc') {
    return (
      <MemberCentreView
        session={session}
        page={address.page}
        hrefOf={hrefOf}
        replacePage={replacePage}
        onClose={() => void navigate(withoutCentre)}
      />
    );
  }
  return (
    <AgentCentreView session={session} page={address.page} hrefOf={hrefOf} replacePage={replacePage} onClose={() => void navigate(withoutCentre)} />
  );
}
