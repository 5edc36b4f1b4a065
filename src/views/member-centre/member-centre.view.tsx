/**
 * The member centre's container: renders the `memberCentre` chart that the router runs for as long
 * as the address names a member-centre page (machines/router/router.centre-chart.ts). The router
 * tells the chart each page the address names; when the chart shows another page (one this member
 * is not offered), the chart has the router put it in the address. Until the chart runs, the
 * overlay shows its menu loading (or failed, with a retry). The pages built so far render their own
 * containers as the overlay's body (member-centre.bodies.tsx).
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectMemberCentreView } from '../../../machines/member-centre';
import type { MemberCentrePage, memberCentreMachine } from '../../../machines/member-centre';
import { selectCentreChart } from '../../../machines/centre-host';
import type { CentreChartState, CentreHostSnapshot, centreHostMachine } from '../../../machines/centre-host';
import { CentreOverlay } from '../centre/centre-overlay';
import { memberCentreBody } from './member-centre.bodies';

export interface MemberCentreViewProps {
  /** the router's centre host, whose child the centre's chart is */
  host: ActorRefFrom<typeof centreHostMachine> | undefined;
  /** the page the address names */
  page: MemberCentrePage;
  hrefOf: (page: MemberCentrePage) => string;
  onClose: () => void;
}

const LOADING: CentreChartState = { status: 'loading' };

// the host runs from the router's start; a view tested without one shows the centre loading
const selectChart = (snapshot: CentreHostSnapshot | undefined): CentreChartState => (snapshot ? selectCentreChart(snapshot, 'mc') : LOADING);

export function MemberCentreView({ host, page, hrefOf, onClose }: MemberCentreViewProps) {
  const centre = useSelector(host, selectChart, shallowEqual);
  if (centre.status === 'running') {
    return <RunningMemberCentre actor={centre.chart as ActorRefFrom<typeof memberCentreMachine>} hrefOf={hrefOf} onClose={onClose} />;
  }
  return (
    <CentreOverlay
      address={{ centre: 'mc', page }}
      items={[]}
      menuState={centre.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as MemberCentrePage)}
      onClose={onClose}
      onRetry={() => host?.send({ type: 'centre.retry' })}
    />
  );
}

function RunningMemberCentre({
  actor,
  hrefOf,
  onClose,
}: { actor: ActorRefFrom<typeof memberCentreMachine> } & Omit<MemberCentreViewProps, 'host' | 'page'>) {
  const view = useSelector(actor, selectMemberCentreView, shallowEqual);
  return (
    <CentreOverlay
      address={{ centre: 'mc', page: view.page }}
      items={view.menu}
      menuState={view.status === 'ready' ? 'ready' : view.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as MemberCentrePage)}
      onClose={onClose}
      onRetry={() => actor.send({ type: 'retry' })}
      body={memberCentreBody(view.page)}
    />
  );
}
