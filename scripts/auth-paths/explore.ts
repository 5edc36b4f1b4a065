/**
 * Breadth-first exploration of a chart together with the charts it invokes. A node is the whole
 * actor system (persisted snapshot) plus the world facts and factors gathered on the way; an edge is
 * one event sent to one chart: a visitor's event or the answer of an invoked call, in every variant
 * the chart set lists. Breadth-first order makes the first path found to anything a shortest one.
 *
 * xstate/graph's traversal sees only the root chart's events, so it cannot send a login form event
 * to the login chart running inside the session chart inside systemStatus; this explorer can, and it
 * still steps real actors, so what it finds is what the site does.
 */
import type { AnyActorRef, AnyStateMachine, EventObject, Snapshot } from 'xstate';
import { guardName } from '../../machines/tooling';
import type { ChartSpec, EventVariant, Facts, Factor, OutcomeProbe, PathStep, StepCall, StepTransition } from './auth-path.types';
import { FACTORS } from './auth-path.types';
import { chartActors, explorable, invokedActors, persistedSystem, startSystem, stateString } from './explorable-system';
import type { ChartActor, RunningSystem } from './explorable-system';

export interface ExploreOptions {
  machine: AnyStateMachine;
  input?: unknown;
  specs: Readonly<Record<string, ChartSpec>>;
  initialFacts: Facts;
  /**
   * Factors of a step's calls: `decided`, those of a credential call that decides the outcome (null
   * when the step makes none); `carried`, those a preparatory call spends for a later credential
   * call (the slider check an SMS send costs, carried by the code it sends).
   */
  factorsOf: (step: PathStep) => StepFactors;
  /** called for every edge in breadth-first order; `path()` is the shortest path ending with it */
  onEdge: (edge: { probe: OutcomeProbe; factors: Factor[]; path: () => PathStep[] }) => void;
  maxNodes?: number;
}

export interface StepFactors {
  decided: Factor[] | null;
  carried: Factor[];
}

interface Node {
  key: string;
  snapshot: Snapshot<unknown>;
  facts: Facts;
  factors: Factor[];
  /** factors spent by preparatory calls (the slider check behind an SMS code) since the visitor last signed out */
  carried: Factor[];
}

interface Candidate {
  target: string[];
  /** machine id of the chart at `target` */
  targetId: string;
  event: EventObject;
  variant: EventVariant | null;
}

const CLOCK_FACT = 'minutes';

function missing(chart: string, type: string): Error {
  return new Error(`${chart}: no variants for "${type}"; list them in the chart set or give a reason to ignore the event`);
}

function candidatesOf(actor: ChartActor, spec: ChartSpec | undefined, facts: Facts): Candidate[] {
  if (!spec) throw new Error(`${actor.id}: chart is invoked but has no entry in the chart set`);
  const snapshot = actor.ref.getSnapshot() as { can: (e: EventObject) => boolean };
  const invoked = new Set(invokedActors(actor.ref).map((child) => child.id));
  const out: Candidate[] = [];
  for (const type of (spec.machine.events as string[]).filter((t) => t !== '' && t !== '*')) {
    if (spec.ignored?.[type]) continue;
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    // an answer can only come from a call in flight; child charts answer by themselves
    if (result && !invoked.has(result[2])) continue;
    if (type.startsWith('xstate.after.')) {
      if (snapshot.can({ type })) out.push({ target: actor.path, targetId: actor.id, event: { type }, variant: null });
      continue;
    }
    const variants = spec.events[type];
    if (!variants) throw missing(actor.id, type);
    for (const variant of variants) {
      if (!allowed(variant, facts) || variant.offered?.(snapshot as never) === false) continue;
      const payload = typeof variant.payload === 'function' ? variant.payload(facts) : (variant.payload ?? {});
      const event = { ...payload, type } as EventObject;
      if (snapshot.can(event)) out.push({ target: actor.path, targetId: actor.id, event, variant });
    }
  }
  return out;
}

function allowed(variant: EventVariant, facts: Facts): boolean {
  for (const [fact, value] of Object.entries(variant.agrees ?? {})) if (facts[fact] !== undefined && facts[fact] !== value) return false;
  for (const [fact, value] of Object.entries(variant.requires ?? {})) if (facts[fact] !== value) return false;
  return variant.onlyIf?.(facts) ?? true;
}

function nextFacts(variant: EventVariant | null, facts: Facts): Facts {
  if (!variant) return facts;
  const agreed = { ...facts, ...(variant.agrees ?? {}) };
  return variant.next ? variant.next(agreed) : agreed;
}

/**
 * The factors of a path after a step. A credential call decides them; a call that presents an SMS
 * code also presents what sending that code cost (the slider check the send spent), for every try
 * of that code. Signing out (a call that presents nothing) drops both.
 */
function advanceFactors(node: Pick<Node, 'factors' | 'carried'>, step: StepFactors): Pick<Node, 'factors' | 'carried'> {
  const carried = FACTORS.filter((f) => node.carried.includes(f) || step.carried.includes(f));
  const decided = step.decided;
  if (decided === null) return { factors: node.factors, carried };
  if (decided.length === 0) return { factors: [], carried: [] };
  const withCode = decided.includes('smsCode') ? carried : [];
  return { factors: FACTORS.filter((f) => decided.includes(f) || withCode.includes(f)), carried };
}

type Definition = RunningSystem['transitions'][number] & { source: { always?: unknown[]; transitions: Map<string, unknown[]> } };

/** The chart-model key and the guard that let a recorded transition through. */
function describeTransition(raw: RunningSystem['transitions'][number]): StepTransition {
  const t = raw as Definition;
  const list = (t.eventType === '' ? t.source.always : t.source.transitions.get(t.eventType)) ?? [];
  const index = list.indexOf(t);
  const guards = (list as { guard?: unknown }[]).map((alt) => (alt.guard === undefined ? null : guardName(alt.guard)));
  const earlier = guards.slice(0, index).filter((g): g is string => g !== null);
  const guard = guards[index] ?? (earlier.length ? earlier.map((g) => `not(${g})`).join(', ') : null);
  return { key: `#${t.source.id} ${t.eventType || '(always)'} [${index}]`, chart: t.source.machine.id, guard };
}

function allChildren(root: AnyActorRef): Map<string, StepCall & { sessionId: string }> {
  const found = new Map<string, StepCall & { sessionId: string }>();
  for (const actor of chartActors(root)) {
    const children = (actor.ref.getSnapshot() as { children: Record<string, AnyActorRef> }).children;
    for (const [invoke, child] of Object.entries(children)) {
      if (!child) continue;
      const raw = child as unknown as { sessionId: string; options: { input?: unknown } };
      found.set(raw.sessionId, { chart: actor.id, invoke, input: raw.options.input, sessionId: raw.sessionId });
    }
  }
  return found;
}

/** The system before a step: the actors running (by session id) and each chart's state. */
interface Before {
  children: Map<string, unknown>;
  states: Map<string, string>;
}

/** The state each running chart is in, by its invoke path. */
function statesOf(actors: ChartActor[]): Map<string, string> {
  return new Map(actors.map((a) => [a.path.join('/'), stateString((a.ref.getSnapshot() as { value: unknown }).value)]));
}

/**
 * The chart whose state a step's row shows: the outermost running chart the step moved or started
 * (a login answer moves the session to loadingMember; an SMS request moves the get-code button),
 * else the chart that received the event, or the nearest running chart above it.
 */
function shownChart(actors: ChartActor[], before: Map<string, string>, receiver: string[]): ChartActor {
  const after = statesOf(actors);
  const moved = actors.filter((a) => before.get(a.path.join('/')) !== after.get(a.path.join('/')));
  if (moved.length) return moved.reduce((best, a) => (a.path.length < best.path.length ? a : best));
  const above = actors.filter((a) => a.path.every((id, i) => receiver[i] === id));
  return above.reduce((best, a) => (a.path.length > best.path.length ? a : best));
}

export function explore(options: ExploreOptions): { nodes: number } {
  const machine = explorable(options.machine);
  const identityOf = (actors: ChartActor[], facts: Facts, factors: Pick<Node, 'factors' | 'carried'>) => {
    const { [CLOCK_FACT]: _clock, ...keyFacts } = facts;
    const charts = actors.map((a) => {
      const snapshot = a.ref.getSnapshot() as { value: unknown; context: unknown };
      const identity = options.specs[a.id]?.identity;
      return [a.path.join('/'), identity ? identity(snapshot, facts) : { value: snapshot.value, context: snapshot.context }];
    });
    return JSON.stringify({ charts, facts: keyFacts, factors: factors.factors, carried: factors.carried });
  };
  const parents = new Map<string, { from: string; step: PathStep } | null>();
  const pathTo = (key: string): PathStep[] => {
    const steps: PathStep[] = [];
    for (let at = parents.get(key); at; at = parents.get(at.from)) steps.unshift(at.step);
    return steps;
  };
  const probeOf = (system: RunningSystem, facts: Facts, step: PathStep): OutcomeProbe => {
    const charts: Record<string, OutcomeProbe['charts'][string]> = {};
    for (const actor of chartActors(system.root)) charts[actor.id] = actor.ref.getSnapshot() as OutcomeProbe['charts'][string];
    return { charts, facts, step };
  };
  const stepOf = (system: RunningSystem, before: Before, receiver: string[], candidate: Candidate | null, facts: Facts): PathStep => {
    const after = allChildren(system.root);
    const actors = chartActors(system.root);
    const shown = shownChart(actors, before.states, receiver);
    const receiverId = candidate?.targetId ?? machine.id;
    const type = candidate?.event.type ?? 'xstate.init';
    const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
    return {
      chart: receiverId,
      event: type,
      variant: candidate?.variant?.label ?? null,
      transitions: system.transitions.map(describeTransition),
      calls: [...after.values()].filter((c) => !before.children.has(c.sessionId)).map(({ chart, invoke, input }) => ({ chart, invoke, input })),
      answer:
        result && candidate?.variant
          ? { chart: receiverId, invoke: result[2], kind: result[1] as 'done' | 'error', variant: candidate.variant }
          : null,
      stateAfter: `${shown.id}: ${stateString((shown.ref.getSnapshot() as { value: unknown }).value)}`,
      minutes: Number(facts[CLOCK_FACT] ?? 0),
    };
  };
  const first = startSystem(machine, { input: options.input });
  // the start of every path: the root chart starting and whatever it invokes at once
  const initStep = stepOf(first, { children: new Map(), states: new Map() }, [], null, options.initialFacts);
  const initFactors = advanceFactors({ factors: [], carried: [] }, options.factorsOf(initStep));
  const rootKey = identityOf(chartActors(first.root), options.initialFacts, initFactors);
  parents.set(rootKey, null);
  const queue: Node[] = [{ key: rootKey, snapshot: persistedSystem(first.root), facts: options.initialFacts, ...initFactors }];
  first.stop();

  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    const lister = startSystem(machine, { snapshot: node.snapshot });
    const candidates = chartActors(lister.root).flatMap((actor) => candidatesOf(actor, options.specs[actor.id], node.facts));
    lister.stop();
    for (const candidate of candidates) {
      const system = startSystem(machine, { snapshot: node.snapshot });
      const before = { children: allChildren(system.root), states: statesOf(chartActors(system.root)) };
      const target = chartActors(system.root).find((a) => a.path.join('/') === candidate.target.join('/'));
      if (!target) throw new Error(`no chart at ${candidate.target.join('/')}`);
      system.record(true);
      target.ref.send(candidate.event);
      system.record(false);
      const facts = nextFacts(candidate.variant, node.facts);
      const step = stepOf(system, before, candidate.target, candidate, facts);
      const factors = advanceFactors(node, options.factorsOf(step));
      const key = identityOf(chartActors(system.root), facts, factors);
      options.onEdge({ probe: probeOf(system, facts, step), factors: factors.factors, path: () => [initStep, ...pathTo(node.key), step] });
      if (!parents.has(key)) {
        parents.set(key, { from: node.key, step });
        queue.push({ key, snapshot: persistedSystem(system.root), facts, ...factors });
        if (queue.length > (options.maxNodes ?? 20_000))
          throw new Error(`${machine.id}: more than ${options.maxNodes ?? 20_000} nodes; narrow the variants`);
      }
      system.stop();
    }
  }
  return { nodes: queue.length };
}
