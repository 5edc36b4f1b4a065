/**
 * The agent centre's container: runs the `agentCentre` chart (a child of the root, for as long as
 * the centre is open) and renders its view. The address drives the page (`page.open` on every
 * change); when the chart shows another page than the address names (one this agent is not
 * offered), the chart has the router replace it by the page shown. The pages built render their own containers
 * as the overlay's body (agent-centre.bodies.tsx).
 */
import { useEffect, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import { AGENT_CENTRE_SYSTEM_ID, selectAgentCentreView } from '../../../machines/agent-centre';
import type { AgentCentreGates, AgentCentrePage } from '../../../machines/agent-centre';
import type { sessionMachine, SessionSnapshot } from '../../../machines/session';
import { useAgentCentreEdge } from '../../app/agent-centre.edge';
import { useChartActor } from '../../app/chart-actor';
import { agentCentreBody } from './agent-centre.bodies';
import { CentreOverlay } from '../centre/centre-overlay';

export interface AgentCentreViewProps {
  session: ActorRefFrom<typeof sessionMachine>;
  /** the page the address names */
  page: AgentCentrePage;
  hrefOf: (page: AgentCentrePage) => string;
  onClose: () => void;
}

const gatesOf = (snapshot: SessionSnapshot): AgentCentreGates => ({ features: snapshot.context.features });

export default function AgentCentreView({ session, page, hrefOf, onClose }: AgentCentreViewProps) {
  const edge = useAgentCentreEdge();
  const gates = useSelector(session, gatesOf, shallowEqual);
  // the chart is the centre's for as long as it is open, with the gates it opened with
  const [chart] = useState(() => edge.agentCentre(gates));
  // by its systemId a page's chart tells it that what its badges count changed
  const actor = useChartActor(chart, { input: { page }, systemId: AGENT_CENTRE_SYSTEM_ID });
  const view = useSelector(actor, selectAgentCentreView, shallowEqual);

  useEffect(() => {
    actor.send({ type: 'page.open', page });
  }, [actor, page]);

  const close = () => {
    actor.send({ type: 'close' });
    onClose();
  };

  return (
    <CentreOverlay
      address={{ centre: 'ac', page: view.page }}
      items={view.menu}
      menuState={view.status === 'ready' ? 'ready' : view.status === 'failed' ? 'failed' : 'loading'}
      hrefOf={(item) => hrefOf(item as AgentCentrePage)}
      onClose={close}
      onRetry={() => actor.send({ type: 'retry' })}
      body={agentCentreBody(view.page)}
    />
  );
}
