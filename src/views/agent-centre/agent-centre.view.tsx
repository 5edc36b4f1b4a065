/**
 * The agent centre's container: renders the `agentCentre` chart that the router runs (under its
 * systemId, by which a page's chart tells it that its badges changed) for as long as the address
 * names an agent-centre page (machines/router/router.centre-chart.ts). The router tells the chart
 * each page the address names; when the chart shows another page (one this agent is not offered),
 * the chart has the router put it in the address. Until the chart runs, the overlay shows its menu
 * loading (or failed, with a retry). The pages built render their own containers as the overlay's
 * body (agent-centre.bodies.tsx).
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { selectAgentCentreView } from '../../../machines/agent-centre';
import type { AgentCentrePage, agentCentreMachine } from '../../../machines/agent-centre';
import { selectCentreChart } from '../../../machines/centre-host';
import type { CentreChartState, CentreHostSnapshot, centreHostMachine } from '../../../machines/centre-host';
import { agentCentreBody } from './agent-centre.bodies';
import { CentreOverlay } from '../centre/centre-overlay';

export interface AgentCentreViewProps {
  /** the router's centre host, whose child the centre's chart is */
  host: ActorRefFrom<typeof centreHostMachine> | undefined;
  /** the page the address names */
  page: AgentCentrePage;
  hrefOf: (page: AgentCentrePage) => string;
  onClose: () => void;
}

const LOADING: CentreChartState = { status: 'loading' };

// the host runs from the router's start; a view tested without one shows the centre loading
const selectChart = (snapshot: CentreHostSnapshot | undefined): CentreChartState => (snapshot ? selectCentreChart(snapshot, 'ac') : LOADING);

export default function AgentCentreView({ host, page, hrefOf, onClose }: AgentCentreViewProps) {
  const centre = useSelector(host, selectChart, shallowEqual);
  if (centre.status === 'running') {
    return <RunningAgentCentre actor={centre.chart as ActorRefFrom<typeof agentCentreMachine>} hrefOf={hrefOf} onClose={onClose} />;
  }
  return (
    <CentreOverlay
      address={{ centre: 'ac', page }}
      items={[]}
      menuState={centre.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as AgentCentrePage)}
      onClose={onClose}
      onRetry={() => host?.send({ type: 'centre.retry' })}
    />
  );
}

function RunningAgentCentre({
  actor,
  hrefOf,
  onClose,
}: { actor: ActorRefFrom<typeof agentCentreMachine> } & Omit<AgentCentreViewProps, 'host' | 'page'>) {
  const view = useSelector(actor, selectAgentCentreView, shallowEqual);
  return (
    <CentreOverlay
      address={{ centre: 'ac', page: view.page }}
      items={view.menu}
      menuState={view.status === 'ready' ? 'ready' : view.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as AgentCentrePage)}
      onClose={onClose}
      onRetry={() => actor.send({ type: 'retry' })}
      body={agentCentreBody(view.page)}
    />
  );
}
