/**
 * Replays graph-generated paths on real actors and proves coverage.
 *
 * Usage in tests/machines/<machine>.paths.test.ts:
 *
 *   runPathSuite({
 *     machine: loginMachine.provide({ actors: { submitLogin: pending(), ... } }),
 *     input: { freePlayEnabled: true },
 *     events: { 'field.change': [...], 'xstate.done.actor.submitLogin': [{ output: success }] },
 *     assertStep: (snapshot) => { expect(selectLoginView(snapshot).busy).toBe(snapshot.hasTag('busy')) },
 *   });
 *
 * Provide every invoked actor as `pending()` (never settles) or a stub machine: the path, not the fake,
 * decides when an invoke finishes, by sending `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 * Delays never fire by themselves (SimulatedClock); paths send `xstate.after.<delay>.<machine>.<state>`.
 *
 * The suite fails when any state node or any transition of the machine is reached by no path.
 */
import { afterAll, describe, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { AnyStateMachine, AnyStateNode, EventObject, InspectionEvent } from 'xstate';
import { generateGraphPaths, defaultSerialize } from './graph-paths';
import type { AnyMachineSnapshot, EventVariants, GraphPath } from './graph-paths';
import { recordCoverage } from './coverage-report';
import { expect } from './fast-expect';

export interface PathSuiteOptions {
  machine: AnyStateMachine;
  input?: unknown;
  /** several inputs (switches that pick a branch at start): paths from each, coverage over all of them */
  inputs?: readonly unknown[];
  events?: EventVariants;
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  /** assertions on every snapshot of every path (selector output, tags, invariants) */
  assertStep?: (snapshot: AnyMachineSnapshot, event: EventObject) => void;
  /** checks once every path has run, e.g. that some outcome was reached */
  maxStates?: number;
}

/** An invoked promise actor that never settles: the path decides its outcome. */
export const pending = <T = unknown, I = unknown>() => fromPromise<T, I>(() => new Promise<T>(() => {}));

interface TransitionLike {
  source: AnyStateNode;
  eventType: string;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap((child) => allStateNodes(child as AnyStateNode))];
}

/** Stable identity of a transition: source node, event type, position among its alternatives. */
function transitionKey(t: TransitionLike): string {
  const list: unknown[] = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `#${t.source.id} ${t.eventType || '(always)'} [${list.indexOf(t)}]`;
}

export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const keys: string[] = [];
  for (const node of allStateNodes(machine.root)) {
    for (const [eventType, list] of node.transitions) {
      for (const index of list.keys()) keys.push(`#${node.id} ${eventType} [${index}]`);
    }
    for (const index of (node.always ?? []).keys()) keys.push(`#${node.id} (always) [${index}]`);
  }
  return keys;
}

export function allStateIds(machine: AnyStateMachine): string[] {
  return allStateNodes(machine.root).map((node) => `#${node.id}`);
}

/**
 * The paths that are no strict prefix of another path from the same input. Replaying a path sends
 * the same events to the same chart as the first steps of any longer path it begins, and every step
 * is checked (its state and `assertStep`), so the longer path's replay checks all of it.
 */
export function withoutPrefixes<TPath extends { input: unknown; steps: readonly { event: EventObject }[] }>(paths: readonly TPath[]): TPath[] {
  const stepsOf = (path: TPath) => path.steps.map((step) => JSON.stringify(step.event));
  const keys = paths.map((path) => ({ input: JSON.stringify(path.input ?? null), steps: stepsOf(path) }));
  // every proper prefix of every path, by input: a path whose whole event list is one of them is redundant
  const prefixes = new Set<string>();
  for (const { input, steps } of keys) {
    for (let length = 0; length < steps.length; length += 1) prefixes.add(`${input}\u0000${steps.slice(0, length).join('\u0001')}`);
  }
  return paths.filter((_, index) => !prefixes.has(`${keys[index].input}\u0000${keys[index].steps.join('\u0001')}`));
}

/** Paths replayed per test: small enough that a group's failure is quick to read, large enough that the runner's cost per test stays small. */
const PATHS_PER_TEST = 50;

export function runPathSuite(options: PathSuiteOptions): void {
  const { machine } = options;
  const serialize = options.serialize ?? defaultSerialize;
  const inputs = options.inputs ?? [options.input];
  const paths: (GraphPath & { input: unknown; label: string })[] = inputs.flatMap((input, index) =>
    generateGraphPaths(machine, { ...options, input }).map((path) => ({ ...path, input, label: options.inputs ? `input ${index + 1}, ` : '' })),
  );
  const replayed = withoutPrefixes(paths);
  const reachedStates = new Set<string>();
  const takenTransitions = new Set<string>();

  const replay = (path: GraphPath & { input: unknown }) => {
    const actor = createActor(machine, {
      input: path.input,
      clock: new SimulatedClock(),
      inspect: (event: InspectionEvent) => {
        // only the chart under test; invoked children are fakes with charts of their own
        if (event.actorRef.sessionId !== event.rootId) return;
        if (event.type === '@xstate.microstep') {
          for (const t of event._transitions as unknown as TransitionLike[]) {
            takenTransitions.add(transitionKey(t));
            // a transient state (left at once by an `always`) is in no snapshot, but leaving it proves it was entered
            reachedStates.add(`#${t.source.id}`);
          }
        }
        if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
          const nodes = (event.snapshot as unknown as { _nodes?: AnyStateNode[] })._nodes ?? [];
          for (const node of nodes) reachedStates.add(`#${node.id}`);
        }
      },
    });
    actor.start();
    const initial = actor.getSnapshot() as unknown as AnyMachineSnapshot;
    options.assertStep?.(initial, { type: 'xstate.init' });
    for (const step of path.steps) {
      actor.send(step.event);
      const snapshot = actor.getSnapshot() as unknown as AnyMachineSnapshot;
      // The real actor must land exactly where the pure graph said it would.
      expect(serialize(snapshot), `after ${step.event.type}`).toBe(step.key);
      options.assertStep?.(snapshot, step.event);
    }
    actor.stop();
  };

  describe(`${machine.id} chart paths`, () => {
    it('has paths to replay', () => expect(paths.length).toBeGreaterThan(0));
    // Paths run in groups, one test each: a test of its own per path cost the runner more than the
    // replay (some 29,000 results to report). A failing path is named in its group's failure.
    for (let first = 0; first < replayed.length; first += PATHS_PER_TEST) {
      const group = replayed.slice(first, first + PATHS_PER_TEST);
      it(`paths ${first + 1}–${first + group.length} of ${replayed.length} (${paths.length} generated), from ${group[0].label}${group[0].kind}: ${group[0].description}`, () => {
        for (const path of group) {
          try {
            replay(path);
          } catch (error) {
            if (error instanceof Error) error.message = `${path.label}${path.kind}: ${path.description}\n${error.message}`;
            throw error;
          }
        }
      });
    }
    it('reaches every state node and takes every transition', () => {
      const missingStates = allStateIds(machine).filter((id) => !reachedStates.has(id));
      const missingTransitions = allTransitionKeys(machine).filter((key) => !takenTransitions.has(key));
      expect({ missingStates, missingTransitions }).toEqual({ missingStates: [], missingTransitions: [] });
    });
    afterAll(() => {
      recordCoverage({
        machineId: machine.id,
        paths: paths.length,
        states: allStateIds(machine).length,
        statesReached: allStateIds(machine).filter((id) => reachedStates.has(id)).length,
        transitions: allTransitionKeys(machine).length,
        transitionsTaken: allTransitionKeys(machine).filter((key) => takenTransitions.has(key)).length,
      });
    });
  });
}
