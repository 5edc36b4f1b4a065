/**
 * A chart and the charts it invokes, as one actor system that can be explored without side effects:
 * every invoked actor that is not a chart becomes a promise that never settles (the exploration
 * delivers its answers as `xstate.done.actor.<id>` / `xstate.error.actor.<id>` events), every
 * side-effect action declared in `setup` becomes a no-op, and child charts stay real charts, so the
 * composition (systemStatus → session → login) is exactly the one the site runs.
 */
import { createActor, fromPromise, SimulatedClock, StateMachine } from 'xstate';
import type { AnyActorRef, AnyStateMachine, InspectionEvent, Snapshot } from 'xstate';

export function isChart(logic: unknown): logic is AnyStateMachine {
  return logic instanceof StateMachine;
}

const never = fromPromise(() => new Promise<never>(() => {}));
const noop = () => {};

/** The machine with placeholders for I/O; built-in actions (assign, raise, ...) carry a `resolve`. */
export function explorable(machine: AnyStateMachine): AnyStateMachine {
  const actors: Record<string, unknown> = {};
  for (const [src, logic] of Object.entries(machine.implementations.actors)) {
    actors[src] = isChart(logic) ? explorable(logic) : never;
  }
  const actions: Record<string, unknown> = {};
  for (const [name, action] of Object.entries(machine.implementations.actions)) {
    if (typeof action === 'function' && !('resolve' in action)) actions[name] = noop;
  }
  return machine.provide({ actors, actions } as Parameters<AnyStateMachine['provide']>[0]);
}

/** A chart actor in the running system, addressed by the invoke ids leading to it from the root. */
export interface ChartActor {
  path: string[];
  id: string;
  ref: AnyActorRef;
}

interface ActorInternals {
  logic: unknown;
  options: { input?: unknown };
  sessionId: string;
}

const internals = (ref: AnyActorRef) => ref as unknown as ActorInternals;

/** Every chart actor of the system, root first, depth first in invoke order. */
export function chartActors(root: AnyActorRef): ChartActor[] {
  const found: ChartActor[] = [];
  const visit = (ref: AnyActorRef, path: string[]) => {
    found.push({ path, id: (internals(ref).logic as AnyStateMachine).id, ref });
    const children = (ref.getSnapshot() as { children: Record<string, AnyActorRef> }).children;
    for (const [id, child] of Object.entries(children)) {
      if (child && isChart(internals(child).logic)) visit(child, [...path, id]);
    }
  };
  visit(root, []);
  return found;
}

/** Non-chart actors currently invoked by a chart actor: id → session id and input. */
export function invokedActors(ref: AnyActorRef): { id: string; sessionId: string; input: unknown }[] {
  const children = (ref.getSnapshot() as { children: Record<string, AnyActorRef> }).children;
  return Object.entries(children)
    .filter(([, child]) => child && !isChart(internals(child).logic))
    .map(([id, child]) => ({ id, sessionId: internals(child).sessionId, input: internals(child).options.input }));
}

export interface RunningSystem {
  root: AnyActorRef;
  /** microstep transitions seen while recording */
  transitions: { source: { id: string; machine: { id: string } }; eventType: string; guard?: unknown }[];
  record(on: boolean): void;
  stop(): void;
}

/** Starts the system fresh (with input) or restored from a persisted snapshot. */
export function startSystem(machine: AnyStateMachine, from: { input?: unknown; snapshot?: Snapshot<unknown> }): RunningSystem {
  let recording = from.snapshot === undefined;
  const transitions: RunningSystem['transitions'] = [];
  const inspect = (event: InspectionEvent) => {
    if (recording && event.type === '@xstate.microstep') {
      transitions.push(...(event._transitions as unknown as RunningSystem['transitions']));
    }
  };
  const root = createActor(machine, {
    ...(from.snapshot ? { snapshot: from.snapshot } : { input: from.input }),
    clock: new SimulatedClock(),
    inspect,
  });
  root.start();
  return {
    root,
    transitions,
    record: (on) => {
      recording = on;
    },
    stop: () => root.stop(),
  };
}

/**
 * The system's snapshot to start again from. The session's loaded charts are children spawned from
 * their logic rather than named by an implementation, so their snapshot keeps that logic itself:
 * XState asks for `__unsafeAllowInlineActors` to persist one, because such a snapshot cannot be
 * written out. This one never is: the exploration keeps it in memory to restore the system.
 */
export function persistedSystem(root: AnyActorRef): Snapshot<unknown> {
  const actor = root as unknown as { getPersistedSnapshot(options: { __unsafeAllowInlineActors: true }): Snapshot<unknown> };
  return actor.getPersistedSnapshot({ __unsafeAllowInlineActors: true });
}

/** A compact state name: `guest.loggingIn`, `active.(form.editing, captcha.hidden)`. */
export function stateString(value: unknown): string {
  if (typeof value === 'string') return value;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 1) return `${entries[0][0]}.${stateString(entries[0][1])}`;
  return `(${entries.map(([key, child]) => `${key}.${stateString(child)}`).join(', ')})`;
}
