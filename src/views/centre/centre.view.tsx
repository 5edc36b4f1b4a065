/**
 * Centre container, a lazy chunk loaded only when the address names a centre page. It shows the
 * page the router chart lets this session see (`selectShownCentre`); asking a guest to sign in,
 * warning a free-play account and dropping a page that is not for this account are the router
 * chart's (machines/router/router.access.ts), so nothing here decides access or navigates by itself.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectShownCentre, withCentre } from '../../../machines/router';
import type { CentreAddress } from '../../../machines/router';
import { selectRouterRef } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import type { sessionMachine } from '../../../machines/session';
import { lazyComponent } from '../common/lazy-component';
import { MemberCentreView } from '../member-centre/member-centre.view';

// the agent centre's pages (and the chart library of its overview) load only when an agent opens it
const AgentCentreView = lazyComponent('agentCentre', () => import('../agent-centre/agent-centre.view'), { pending: null });

export interface CentreViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
}

export default function CentreView({ session }: CentreViewProps) {
  const router = useSelector(useAppEdge().rootActor, selectRouterRef);
  const { pathname, search } = useLocation();
  const address = useSelector(router, selectShownCentre, shallowEqual);
  const navigate = useNavigate();
  const hrefOf = (page: CentreAddress['page']) => `${pathname}${withCentre(search, { centre: address?.centre, page } as CentreAddress)}`;
  if (!address) return null;
  const close = () => void navigate(`${pathname}${withCentre(search, null)}`);
  if (address.centre === 'mc') {
    return <MemberCentreView session={session} page={address.page} hrefOf={hrefOf} onClose={close} />;
  }
  return <AgentCentreView session={session} page={address.page} hrefOf={hrefOf} onClose={close} />;
}
