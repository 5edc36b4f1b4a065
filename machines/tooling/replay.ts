/**
 * Deterministic replay of a recorded trace with xstate's pure functions: per recorded actor, start
 * from `initialTransition(machine, input)` and fold the events the actor processed through
 * `transition(machine, snapshot, event)`. Pure transitions return actions and invoked children
 * without running them, so no gateway, storage, timer or child actor is needed: every effect of the
 * recording arrives as a recorded event (`xstate.done.actor.*`, `xstate.after.*`). Shared by the QA
 * panel (stepping through a loaded trace) and `npm run replay`.
 */
import { initialTransition, transition } from 'xstate';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { machineRegistry } from '../registry';
import { chartModel } from './chart-model';
import type { ChartState } from './chart-model';
import { TraceError } from './trace-format';
import type { Trace, TraceActor } from './trace-format';

/** What replay needs of a chart: its id and its machine (the registry entries fit). */
export interface ReplayChart {
  id: string;
  machine: AnyStateMachine;
}

export interface ReplayState {
  value: unknown;
  status: string;
}

export interface ReplayStep {
  /** 1-based, in the order the actors processed their events */
  step: number;
  at: number;
  actor: string;
  machineId: string;
  systemPath: string;
  eventIndex: number;
  eventType: string;
  expected: ReplayState;
  actual: ReplayState;
  ok: boolean;
}

export interface ReplayDivergence {
  step: number;
  actor: string;
  machineId: string;
  eventType: string;
  expected: ReplayState;
  actual: ReplayState;
  recordedHash: string | null;
  currentHash: string;
  /** the chart's definition differs from the one recorded: the likely cause */
  hashChanged: boolean;
}

export interface ReplayResult {
  ok: boolean;
  steps: ReplayStep[];
  /** the first divergence, null when every step matched */
  divergence: ReplayDivergence | null;
  /** charts whose definition hash differs from the recorded one (a replay can still match) */
  changedCharts: { machineId: string; recordedHash: string | null; currentHash: string }[];
}

export interface ReplayOptions {
  /** stop at the first divergence (the CLI and tests); the panel keeps going to show every step */
  stopAtDivergence?: boolean;
}

/** JSON with sorted keys, so two state values compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function sameState(a: ReplayState, b: ReplayState): boolean {
  return a.status === b.status && canonical(a.value) === canonical(b.value);
}

/** `active.{form.editing, captcha.hidden}`: a state value on one line. */
export function formatStateValue(value: unknown): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return String(value);
  const entries = Object.entries(value as Record<string, unknown>);
  const part = ([key, sub]: [string, unknown]) =>
    sub && typeof sub === 'object' && Object.keys(sub).length === 0 ? key : `${key}.${formatStateValue(sub)}`;
  return entries.length === 1 ? part(entries[0]) : `{${entries.map(part).join(', ')}}`;
}

/** Ids of the states a state value makes active, root included: what a diagram highlights. */
export function activeStateIds(root: ChartState, value: unknown): string[] {
  const ids = [root.id];
  const visit = (node: ChartState, v: unknown) => {
    const keys = typeof v === 'string' ? [[v, null] as const] : v && typeof v === 'object' ? Object.entries(v) : [];
    for (const [key, sub] of keys) {
      const child = node.children.find((c) => c.key === key);
      if (!child) continue;
      ids.push(child.id);
      if (sub !== null) visit(child, sub);
    }
  };
  visit(root, value);
  return ids;
}

function chartsById(trace: Trace, charts: readonly ReplayChart[]): Map<string, AnyStateMachine> {
  const byId = new Map(charts.map((c) => [c.id, c.machine] as const));
  const unknown = [...new Set([...trace.machines.map((m) => m.id), ...trace.actors.map((a) => a.machineId)])].filter((id) => !byId.has(id));
  if (unknown.length > 0) {
    throw new TraceError(`unknown machine id(s) ${unknown.join(', ')}; known: ${[...byId.keys()].join(', ')}`, 'unknown-machine');
  }
  return byId;
}

export function replayTrace(trace: Trace, charts: readonly ReplayChart[] = machineRegistry, options: ReplayOptions = {}): ReplayResult {
  const stopAtDivergence = options.stopAtDivergence ?? true;
  const machines = chartsById(trace, charts);
  const actors = new Map<string, TraceActor>(trace.actors.map((a) => [a.sessionId, a]));
  const recordedHash = (id: string) => trace.machines.find((m) => m.id === id)?.hash ?? null;
  const changedCharts = [...new Set(trace.actors.map((a) => a.machineId))]
    .map((machineId) => ({ machineId, recordedHash: recordedHash(machineId), currentHash: chartModel(machines.get(machineId)!).hash }))
    .filter((c) => c.recordedHash !== c.currentHash);

  // Each actor's replayed snapshot; `transition` takes and returns the machine's snapshot type.
  const current = new Map<string, ReturnType<typeof initialTransition>[0]>();
  const steps: ReplayStep[] = [];
  let divergence: ReplayDivergence | null = null;

  for (const recorded of trace.snapshots) {
    if (recorded.eventIndex === null) continue; // `xstate.stop`: the parent stopped it, not a chart decision
    const actor = actors.get(recorded.actor);
    if (!actor) throw new TraceError(`snapshot of unknown actor ${recorded.actor}`, 'invalid');
    const { event } = trace.events[recorded.eventIndex];
    if (trace.events[recorded.eventIndex].actor !== recorded.actor) {
      throw new TraceError(`snapshot of ${recorded.actor} points at event ${recorded.eventIndex} of another actor`, 'invalid');
    }
    const machine = machines.get(actor.machineId)!;
    let next: AnyMachineSnapshot;
    if (event.type === 'xstate.init') {
      [next] = initialTransition(machine, actor.input);
    } else {
      const previous = current.get(actor.sessionId);
      if (!previous) throw new TraceError(`actor ${actor.sessionId} processed ${event.type} before it started`, 'invalid');
      [next] = transition(machine, previous, event as EventObject);
    }
    current.set(actor.sessionId, next);
    const expected = { value: recorded.value, status: recorded.status };
    const actual = { value: next.value, status: next.status };
    const ok = sameState(expected, actual);
    steps.push({
      step: steps.length + 1,
      at: recorded.at,
      actor: actor.sessionId,
      machineId: actor.machineId,
      systemPath: actor.systemPath,
      eventIndex: recorded.eventIndex,
      eventType: event.type,
      expected,
      actual,
      ok,
    });
    if (!ok && !divergence) {
      const currentHash = chartModel(machine).hash;
      divergence = {
        step: steps.length,
        actor: actor.sessionId,
        machineId: actor.machineId,
        eventType: event.type,
        expected,
        actual,
        recordedHash: recordedHash(actor.machineId),
        currentHash,
        hashChanged: recordedHash(actor.machineId) !== currentHash,
      };
      if (stopAtDivergence) break;
    }
  }
  return { ok: divergence === null, steps, divergence, changedCharts };
}
