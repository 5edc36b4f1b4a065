/**
 * The member centre's container: runs the `memberCentre` chart (a child of the root, for as long as
 * the centre is open) and renders its view. The address drives the page (`page.open` on every
 * change); when the chart shows another page than the address names (one this member is not
 * offered), the chart has the router replace it by the page shown. The pages built so far render their own
 * containers as the overlay's body (member-centre.bodies.tsx).
 */
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectMemberCentreView } from '../../../machines/member-centre';
import type { MemberCentrePage } from '../../../machines/member-centre';
import type { sessionMachine } from '../../../machines/session';
import { useChartActor } from '../../app/chart-actor';
import { sessionGatesOf, useMemberCentreEdge } from '../../app/member-centre.edge';
import { CentreOverlay } from '../centre/centre-overlay';
import { memberCentreBody } from './member-centre.bodies';

export interface MemberCentreViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
  /** the page the address names */
  page: MemberCentrePage;
  hrefOf: (page: MemberCentrePage) => string;
  onClose: () => void;
}

export function MemberCentreView({ session, page, hrefOf, onClose }: MemberCentreViewProps) {
  const edge = useMemberCentreEdge();
  const gates = useSelector(session, sessionGatesOf, shallowEqual);
  // the chart is the centre's for as long as it is open, with the gates it opened with
  const [chart] = useState(() => edge.memberCentre(gates));
  const actor = useChartActor(chart, { input: { page } });
  const view = useSelector(actor, selectMemberCentreView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'page.open', page });
  }, [actor, page]);

  const close = () => {
    actor.send({ type: 'close' });
    onClose();
  };

  return (
    <CentreOverlay
      address={{ centre: 'mc', page: view.page }}
      items={view.menu}
      menuState={view.status === 'ready' ? 'ready' : view.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as MemberCentrePage)}
      onClose={close}
      onRetry={() => actor.send({ type: 'retry' })}
      body={memberCentreBody(view.page)}
    />
  );
}
