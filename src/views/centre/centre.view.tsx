/**
 * Centre container, a lazy chunk loaded only when the address names a centre page. It shows the
 * page the router chart lets this session see (`selectShownCentre`), over the centre's chart that
 * the router runs. Asking a guest to sign in, warning a free-play account, dropping a page that is
 * not for this account and starting, telling and stopping the centre's chart are the router
 * chart's (machines/router), so nothing here decides access, navigates or runs a chart by itself.
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { useLocation, useNavigate } from 'react-router-dom';
import { selectCentreHostRef, selectShownCentre, withCentre } from '../../../machines/router';
import type { CentreAddress } from '../../../machines/router';
import { selectRouterRef } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { lazyComponent } from '../common/lazy-component';
import { MemberCentreView } from '../member-centre/member-centre.view';

// the agent centre's pages (and the chart library of its overview) load only when an agent opens it
const AgentCentreView = lazyComponent('agentCentre', () => import('../agent-centre/agent-centre.view'), { pending: null });

export default function CentreView() {
  const router = useSelector(useAppEdge().rootActor, selectRouterRef);
  const { pathname, search } = useLocation();
  const address = useSelector(router, selectShownCentre, shallowEqual);
  const host = useSelector(router, selectCentreHostRef);
  const navigate = useNavigate();
  const hrefOf = (page: CentreAddress['page']) => `${pathname}${withCentre(search, { centre: address?.centre, page } as CentreAddress)}`;
  if (!address) return null;
  const close = () => void navigate(`${pathname}${withCentre(search, null)}`);
  if (address.centre === 'mc') {
    return <MemberCentreView host={host} page={address.page} hrefOf={hrefOf} onClose={close} />;
  }
  return <AgentCentreView host={host} page={address.page} hrefOf={hrefOf} onClose={close} />;
}
