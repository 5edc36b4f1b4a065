/**
 * Graph-generated paths for a chart: one shortest path to every reachable state, plus one path per
 * enabled transition (the shortest path to its source state followed by that transition), so that
 * transitions into already-reached states are exercised too. Pure: no actors are started here.
 */
import type { AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { getAdjacencyMap } from 'xstate/graph';

/** Payload variants per event type, e.g. `{ 'field.change': [{ field: 'username', value: 'ann' }] }`.
 *  Keys may be invoke results (`xstate.done.actor.submitLogin: [{ output: {...} }]`,
 *  `xstate.error.actor.submitLogin: [{ error: {...} }]`) or delays (`xstate.after.*`). An event type
 *  of the machine without variants is tried once with no payload. */
export type EventVariants = Record<string, ReadonlyArray<Record<string, unknown>>>;

export interface GraphStep {
  event: EventObject;
  /** serialised key of the snapshot reached after the event */
  key: string;
  snapshot: Snapshot<unknown>;
}

export interface GraphPath {
  /** 'state' paths end at a newly reached state; 'transition' paths end with a chosen edge */
  kind: 'state' | 'transition';
  steps: GraphStep[];
  description: string;
}

export interface GraphPathOptions {
  input?: unknown;
  events?: EventVariants;
  /** snapshot serialisation for graph identity; default: state value plus context */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** guards against accidental state explosion from too many payload variants */
  maxStates?: number;
}

// The graph API types its snapshots generically; inside this file we only need these members.
export type AnyMachineSnapshot = Snapshot<unknown> & {
  value: unknown;
  context: unknown;
  can: (event: EventObject) => boolean;
};

export const defaultSerialize = (snapshot: AnyMachineSnapshot): string =>
  JSON.stringify({ value: snapshot.value, context: snapshot.context, status: snapshot.status });

/** Every event type the machine reacts to, in any state. */
export function machineEventTypes(machine: AnyStateMachine): string[] {
  return [...new Set(machine.root.events as string[])].filter((type) => type !== '' && type !== '*');
}

function candidateEvents(machine: AnyStateMachine, variants: EventVariants): EventObject[] {
  const events: EventObject[] = [];
  for (const type of machineEventTypes(machine)) {
    const payloads = variants[type] ?? [{}];
    for (const payload of payloads) events.push({ ...payload, type } as EventObject);
  }
  return events;
}

export function generateGraphPaths(machine: AnyStateMachine, options: GraphPathOptions = {}): GraphPath[] {
  const serialize = options.serialize ?? defaultSerialize;
  const candidates = candidateEvents(machine, options.events ?? {});
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    serializeState: (snapshot) => serialize(snapshot as unknown as AnyMachineSnapshot),
    serializeEvent: (event) => JSON.stringify(event),
    events: (snapshot) => candidates.filter((event) => (snapshot as unknown as AnyMachineSnapshot).can(event)),
  }) as unknown as Record<string, { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }>;

  const keys = Object.keys(adjacency);
  if (keys.length > (options.maxStates ?? 5000)) {
    throw new Error(`${machine.id}: ${keys.length} graph states; reduce the payload variants`);
  }

  // Breadth-first search from the initial snapshot gives a shortest path to every state.
  const initialKey = keys[0];
  const parent = new Map<string, { from: string; event: EventObject } | null>([[initialKey, null]]);
  const queue = [initialKey];
  while (queue.length > 0) {
    const key = queue.shift()!;
    for (const edge of Object.values(adjacency[key].transitions)) {
      const next = serialize(edge.state);
      if (!parent.has(next)) {
        parent.set(next, { from: key, event: edge.event });
        queue.push(next);
      }
    }
  }

  const pathTo = (key: string): GraphStep[] => {
    const steps: GraphStep[] = [];
    for (let at = parent.get(key); at; at = parent.get(at.from)) {
      steps.unshift({ event: at.event, key, snapshot: adjacency[key].state });
      key = at.from;
    }
    return steps;
  };
  const describe = (steps: GraphStep[]) => steps.map((s) => s.event.type).join(' → ') || '(initial)';

  const paths: GraphPath[] = [];
  for (const key of parent.keys()) {
    const steps = pathTo(key);
    paths.push({ kind: 'state', steps, description: describe(steps) });
  }
  for (const key of parent.keys()) {
    const prefix = pathTo(key);
    for (const edge of Object.values(adjacency[key].transitions)) {
      const nextKey = serialize(edge.state);
      // a tree edge is already the last step of the state path to nextKey
      const tree = parent.get(nextKey);
      if (tree && tree.from === key && JSON.stringify(tree.event) === JSON.stringify(edge.event)) continue;
      const steps = [...prefix, { event: edge.event, key: nextKey, snapshot: edge.state }];
      paths.push({ kind: 'transition', steps, description: describe(steps) });
    }
  }
  return paths;
}
