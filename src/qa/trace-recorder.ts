/**
 * Records a trace from xstate's inspection stream: for every chart actor of the system (the root
 * and the charts it invokes, not promise actors), the events delivered to it (`@xstate.event`
 * names the target actor) and the snapshots it reported (`@xstate.snapshot`, which carries the
 * event that produced it). Everything is masked on the way in. The recorder is also the store the
 * QA panel renders: live actors, their state values and the event log.
 */
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { machineRegistry } from '../../machines/registry';
import { chartModel, TRACE_FORMAT } from '../../machines/tooling';
import type { Trace, TraceActor, TraceEvent, TraceMachine, TraceSnapshot } from '../../machines/tooling';
import { createRedactor } from './redaction';

export interface LiveActor extends TraceActor {
  value: unknown;
  status: string;
}

export interface LiveView {
  /** grows by one on every change; lets React skip unchanged renders */
  version: number;
  actors: LiveActor[];
  events: TraceEvent[];
}

export interface TraceRecorder {
  inspect(event: InspectionEvent): void;
  trace(): Trace;
  live(): LiveView;
  subscribe(listener: () => void): () => void;
  /** the machines recorded so far, by id: what the panel draws */
  machine(id: string): AnyStateMachine | undefined;
}

export interface RecorderOptions {
  /** ms clock; `performance.now` in the browser */
  now?: () => number;
  /** wall clock at the start, for `recordedAt` */
  startedAt?: Date;
}

/**
 * The definition hash a trace records for a chart: the registry's, because replay compares with
 * the registry. The edge's `provide` (real actors, a shortened delay in tests) is not part of the
 * chart's definition.
 */
function definitionHash(machine: AnyStateMachine): string {
  const registered = machineRegistry.find((chart) => chart.id === machine.id)?.machine;
  return chartModel(registered ?? machine).hash;
}

/** What inspection events hand over: an actor reference (typed loosely by xstate). */
type InspectedRef = { sessionId: string };

/** Actor fields the public type hides but the recorder needs: logic, parent and input. */
interface ActorInternals {
  sessionId: string;
  id: string;
  logic?: unknown;
  _parent?: { sessionId: string };
  options?: { input?: unknown };
}

function chartOf(ref: InspectedRef): AnyStateMachine | null {
  const logic = (ref as unknown as ActorInternals).logic as { getStateNodeById?: unknown; id?: unknown } | undefined;
  return logic && typeof logic.getStateNodeById === 'function' && typeof logic.id === 'string' ? (logic as AnyStateMachine) : null;
}

/** A plain JSON copy of a state value (state values are strings and nested plain objects). */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

export function createTraceRecorder(options: RecorderOptions = {}): TraceRecorder {
  const now = options.now ?? (() => performance.now());
  const t0 = now();
  const recordedAt = (options.startedAt ?? new Date()).toISOString();
  const redact = createRedactor();
  const machines = new Map<string, { entry: TraceMachine; machine: AnyStateMachine }>();
  const actors = new Map<string, LiveActor>();
  const events: TraceEvent[] = [];
  const snapshots: TraceSnapshot[] = [];
  // events delivered but not processed yet, per actor, matched by identity when the snapshot comes
  const pending = new Map<string, { event: object; index: number }[]>();
  const listeners = new Set<() => void>();
  let version = 0;
  let view: LiveView | null = null;
  let notifyScheduled = false;

  const at = () => Math.round(now() - t0);

  function changed() {
    version += 1;
    view = null;
    if (notifyScheduled) return;
    // one render per burst: a single click can produce dozens of inspection events
    notifyScheduled = true;
    queueMicrotask(() => {
      notifyScheduled = false;
      for (const listener of [...listeners]) listener();
    });
  }

  function onActor(ref: InspectedRef) {
    const machine = chartOf(ref);
    if (!machine) return;
    const internals = ref as unknown as ActorInternals;
    if (!machines.has(machine.id)) machines.set(machine.id, { entry: { id: machine.id, hash: definitionHash(machine) }, machine });
    const parentId = internals._parent?.sessionId ?? null;
    const parent = parentId ? actors.get(parentId) : undefined;
    const input = internals.options?.input;
    actors.set(internals.sessionId, {
      sessionId: internals.sessionId,
      parent: parentId,
      systemPath: parent ? `${parent.systemPath}/${internals.id}` : machine.id,
      machineId: machine.id,
      ...(input === undefined ? {} : { input: redact.value(input) }),
      value: null,
      status: 'starting',
    });
    pending.set(internals.sessionId, []);
    changed();
  }

  function onEvent(target: InspectedRef, source: InspectedRef | undefined, event: { type: string }) {
    const sessionId = target.sessionId;
    if (!actors.has(sessionId)) return;
    const index = events.push({ at: at(), actor: sessionId, source: source?.sessionId ?? null, event: redact.event(event) }) - 1;
    pending.get(sessionId)?.push({ event, index });
    changed();
  }

  function onSnapshot(ref: InspectedRef, event: { type: string }, snapshot: { value?: unknown; status?: string }) {
    const actor = actors.get(ref.sessionId);
    if (!actor) return;
    const queue = pending.get(ref.sessionId) ?? [];
    let eventIndex: number | null = null;
    if (event.type === 'xstate.stop') {
      queue.length = 0; // a stopped actor drops what is still in its mailbox
    } else {
      const position = queue.findIndex((entry) => entry.event === event);
      if (position >= 0) {
        eventIndex = queue[position].index;
        queue.splice(0, position + 1);
      }
    }
    const value = plain(snapshot.value);
    const status = snapshot.status ?? 'active';
    snapshots.push({ at: at(), actor: ref.sessionId, value, status, eventIndex });
    actor.value = value;
    actor.status = status;
    changed();
  }

  return {
    inspect(inspection) {
      if (inspection.type === '@xstate.actor') onActor(inspection.actorRef);
      else if (inspection.type === '@xstate.event') onEvent(inspection.actorRef, inspection.sourceRef, inspection.event);
      else if (inspection.type === '@xstate.snapshot') {
        onSnapshot(inspection.actorRef, inspection.event, inspection.snapshot as { value?: unknown; status?: string });
      }
    },
    trace() {
      return {
        format: TRACE_FORMAT,
        recordedAt,
        machines: [...machines.values()].map((m) => ({ ...m.entry })),
        actors: [...actors.values()].map(({ value: _value, status: _status, ...actor }) => actor),
        events: [...events],
        snapshots: [...snapshots],
      };
    },
    live() {
      view ??= { version, actors: [...actors.values()].map((a) => ({ ...a })), events: [...events] };
      return view;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    machine: (id) => machines.get(id)?.machine,
  };
}
