/**
 * What the recorder sees now: the live chart actors, each running chart drawn with its active
 * states, the event log, and the download of everything recorded so far.
 */
import { useSyncExternalStore } from 'react';
import { activeStateIds, chartModel } from '../../../machines/tooling';
import type { TraceRecorder } from '../trace-recorder';
import { ActorList } from './actor-list';
import { ChartDiagram } from './chart-diagram';
import { downloadTrace } from './download-trace';
import { EventLog } from './event-log';

const running = (status: string) => status === 'active' || status === 'starting';

export function LiveSection({ recorder }: { recorder: TraceRecorder }) {
  const live = useSyncExternalStore(recorder.subscribe, recorder.live);
  const machineOf = (sessionId: string) => live.actors.find((a) => a.sessionId === sessionId)?.machineId ?? sessionId;
  return (
    <div className="qa-live">
      <button type="button" className="qa-button" onClick={() => downloadTrace(recorder.trace())}>
        Download trace
      </button>
      <ActorList rows={live.actors} caption="Live actors" />
      <section className="qa-section" aria-labelledby="qa-live-charts-title">
        <h3 id="qa-live-charts-title">Running charts</h3>
        {live.actors
          .filter((actor) => running(actor.status))
          .map((actor) => {
            const machine = recorder.machine(actor.machineId);
            if (!machine) return null;
            const model = chartModel(machine);
            return <ChartDiagram key={actor.sessionId} model={model} activeIds={activeStateIds(model.root, actor.value)} title={actor.systemPath} />;
          })}
      </section>
      <EventLog events={live.events} machineOf={machineOf} />
    </div>
  );
}
