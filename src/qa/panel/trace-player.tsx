/**
 * A loaded trace, replayed with the pure replay functions against the charts of this build, and
 * stepped forwards and backwards. Each step shows the event, whether the chart still decides what
 * was recorded, every actor's state at that step and the stepping actor's chart with the replayed
 * state highlighted.
 */
import { useMemo, useState } from 'react';
import type { ChangeEvent } from 'react';
import { machineRegistry } from '../../../machines/registry';
import { activeStateIds, chartModel, formatStateValue, parseTrace, replayTrace } from '../../../machines/tooling';
import type { ReplayChart, ReplayResult, Trace } from '../../../machines/tooling';
import { ActorList } from './actor-list';
import type { ActorRow } from './actor-list';
import { ChartDiagram } from './chart-diagram';

type Loaded = { trace: Trace; result: ReplayResult } | { error: string } | null;

export interface TracePlayerProps {
  charts?: readonly ReplayChart[];
}

/** Every actor's replayed state after `upTo` (inclusive): the latest step of each actor so far. */
function rowsAt(trace: Trace, result: ReplayResult, upTo: number): ActorRow[] {
  const latest = new Map<string, ActorRow>();
  for (const step of result.steps.slice(0, upTo + 1)) {
    latest.set(step.actor, { sessionId: step.actor, systemPath: step.systemPath, machineId: step.machineId, ...step.actual });
  }
  return trace.actors.filter((a) => latest.has(a.sessionId)).map((a) => latest.get(a.sessionId)!);
}

export function TracePlayer({ charts = machineRegistry }: TracePlayerProps) {
  const [loaded, setLoaded] = useState<Loaded>(null);
  const [index, setIndex] = useState(0);

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    try {
      const trace = parseTrace(JSON.parse(await file.text()));
      setLoaded({ trace, result: replayTrace(trace, charts, { stopAtDivergence: false }) });
      setIndex(0);
    } catch (error) {
      setLoaded({ error: `${file.name}: ${(error as Error).message}` });
    }
  }

  return (
    <div className="qa-player">
      <label className="qa-file">
        Load trace <input type="file" accept="application/json,.json" onChange={onFile} />
      </label>
      {loaded && 'error' in loaded ? (
        <p role="alert" className="qa-error">
          {loaded.error}
        </p>
      ) : null}
      {loaded && 'trace' in loaded ? <Stepper trace={loaded.trace} result={loaded.result} charts={charts} index={index} onIndex={setIndex} /> : null}
    </div>
  );
}

interface StepperProps {
  trace: Trace;
  result: ReplayResult;
  charts: readonly ReplayChart[];
  index: number;
  onIndex: (index: number) => void;
}

function Stepper({ trace, result, charts, index, onIndex }: StepperProps) {
  const step = result.steps[index];
  const rows = useMemo(() => rowsAt(trace, result, index), [trace, result, index]);
  if (!step) return <p>The trace has no steps.</p>;
  const machine = charts.find((c) => c.id === step.machineId)?.machine;
  const model = machine ? chartModel(machine) : null;
  const payload = trace.events[step.eventIndex].event;
  return (
    <section className="qa-section" aria-labelledby="qa-player-title">
      <h3 id="qa-player-title">Trace recorded {trace.recordedAt}</h3>
      <p className={result.ok ? 'qa-ok' : 'qa-error'}>
        {result.ok
          ? `All ${result.steps.length} steps replay as recorded.`
          : `First divergence at step ${result.divergence!.step}${result.divergence!.hashChanged ? ' (the chart changed since recording)' : ''}.`}
      </p>
      <div className="qa-stepper" role="group" aria-label="Step through the trace">
        <button type="button" className="qa-button" onClick={() => onIndex(index - 1)} disabled={index === 0}>
          Previous step
        </button>
        <button type="button" className="qa-button" onClick={() => onIndex(index + 1)} disabled={index >= result.steps.length - 1}>
          Next step
        </button>
        <output aria-live="polite" className="qa-stepper__position">
          Step {step.step} of {result.steps.length}: {step.machineId} <code>{step.eventType}</code> →{' '}
          <code>{formatStateValue(step.actual.value)}</code>
        </output>
      </div>
      {step.ok ? (
        <p className="qa-ok">Matches the recording.</p>
      ) : (
        <p className="qa-error" role="alert">
          Diverges: recorded <code>{formatStateValue(step.expected.value)}</code> ({step.expected.status}), replayed{' '}
          <code>{formatStateValue(step.actual.value)}</code> ({step.actual.status}).
        </p>
      )}
      <pre className="qa-pre" role="note" aria-label="Event of this step">
        {JSON.stringify(payload, null, 2)}
      </pre>
      <ActorList rows={rows} caption={`Actors at step ${step.step}`} />
      {model ? <ChartDiagram model={model} activeIds={activeStateIds(model.root, step.actual.value)} title={step.systemPath} /> : null}
    </section>
  );
}
