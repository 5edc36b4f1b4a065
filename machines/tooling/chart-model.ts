/**
 * A plain, JSON-serialisable description of a chart, read from xstate's state-node tree: the states
 * (nesting, parallel, final, initial child, description, tags, invoked actors) and every transition
 * with its event, guard, delay and targets. The diagram generator, the QA panel, the auth-path
 * report and the trace replay all read charts through this one model, so they agree on what a
 * state, a transition and a chart's identity (its definition hash) are.
 *
 * Transition `key`s are `#<source id> <event type> [<index among that event's alternatives>]`, the
 * same keys the path-test coverage check counts.
 */
import { and, not, or } from 'xstate';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartInvoke {
  id: string;
  src: string;
}

export interface ChartState {
  /** xstate's id, `<machine id>.<path>` unless the state sets its own */
  id: string;
  key: string;
  path: string[];
  type: ChartStateType;
  /** key of the initial child of a compound state */
  initial: string | null;
  description: string | null;
  tags: string[];
  invokes: ChartInvoke[];
  entry: string[];
  exit: string[];
  children: ChartState[];
}

export type ChartTransitionKind = 'event' | 'after' | 'always' | 'done' | 'error';

export interface ChartTransition {
  key: string;
  source: string;
  /** the event type as xstate sees it, `''` for eventless transitions */
  eventType: string;
  kind: ChartTransitionKind;
  /** what a reader should see: the event, `after <delay>`, `done: <invoke id>` or `always` */
  event: string;
  guard: string | null;
  delay: { name: string | null; ms: number | null } | null;
  /** the invoke id for done/error transitions */
  invokeId: string | null;
  targets: string[];
  actions: string[];
  /** a transition with no target stays in its state (runs actions only) */
  targetless: boolean;
}

export interface ChartModel {
  id: string;
  root: ChartState;
  transitions: ChartTransition[];
  stateCount: number;
  transitionCount: number;
  /** FNV-1a 64-bit hash of the structural model: changes when states, transitions, guards or actions change */
  hash: string;
}

// Combinator guards are functions whose `check` is shared per kind; compare by reference so the
// names survive minification in the browser build.
const combinators: [string, unknown][] = [
  ['and', (and([]) as unknown as { check: unknown }).check],
  ['or', (or([]) as unknown as { check: unknown }).check],
  ['not', (not('x') as unknown as { check: unknown }).check],
];

/** A readable name for a guard: `name`, `name(params)`, `and(a, b)`, `not(a)`, or `guard` for inline functions. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const composite = guard as { check?: unknown; guards?: unknown[] };
    if (Array.isArray(composite.guards)) {
      const kind = combinators.find(([, check]) => check === composite.check)?.[0] ?? 'all';
      return `${kind}(${composite.guards.map(guardName).join(', ')})`;
    }
    return 'guard';
  }
  if (guard && typeof guard === 'object' && 'type' in guard) {
    const { type, params } = guard as { type: string; params?: unknown };
    return params === undefined || typeof params === 'function' ? type : `${type}(${JSON.stringify(params)})`;
  }
  return 'guard';
}

/** A readable name for an action: its type, or `assign` / `raise` / … for built-ins. */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function') && 'type' in action) {
    const type = String((action as { type: unknown }).type);
    return type.startsWith('xstate.') ? type.slice('xstate.'.length) : type;
  }
  return 'action';
}

function childNodes(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states) as AnyStateNode[];
}

function describeState(node: AnyStateNode): ChartState {
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    path: [...node.path],
    type: node.type,
    initial: initialTarget ? initialTarget.key : null,
    description: node.description ?? null,
    tags: [...node.tags],
    invokes: node.invoke.map((inv) => ({ id: inv.id, src: typeof inv.src === 'string' ? inv.src : inv.id })),
    entry: node.entry.map(actionName),
    exit: node.exit.map(actionName),
    children: childNodes(node).map(describeState),
  };
}

function delayOf(machine: AnyStateMachine, node: AnyStateNode, eventType: string): ChartTransition['delay'] {
  const delayed = node.after.find((t) => t.eventType === eventType);
  if (!delayed) return null;
  if (typeof delayed.delay === 'number') return { name: null, ms: delayed.delay };
  if (typeof delayed.delay !== 'string') return { name: null, ms: null };
  const implementation = (machine.implementations.delays as Record<string, unknown>)[delayed.delay];
  return { name: delayed.delay, ms: typeof implementation === 'number' ? implementation : null };
}

function describeTransitions(machine: AnyStateMachine, node: AnyStateNode): ChartTransition[] {
  const out: ChartTransition[] = [];
  const add = (eventType: string, list: readonly unknown[]) => {
    list.forEach((raw, index) => {
      const t = raw as { guard?: unknown; target?: readonly AnyStateNode[]; actions: readonly unknown[] };
      const done = eventType.startsWith('xstate.done.actor.');
      const error = eventType.startsWith('xstate.error.actor.');
      const delay = eventType.startsWith('xstate.after.') ? delayOf(machine, node, eventType) : null;
      const invokeId = done ? eventType.slice('xstate.done.actor.'.length) : error ? eventType.slice('xstate.error.actor.'.length) : null;
      const kind: ChartTransitionKind = eventType === '' ? 'always' : delay ? 'after' : done ? 'done' : error ? 'error' : 'event';
      const event =
        kind === 'always'
          ? 'always'
          : kind === 'after'
            ? `after ${delay?.name ?? ''}${delay?.name && delay.ms !== null ? ' ' : ''}${delay?.ms !== null ? `${delay?.ms} ms` : ''}`.trim()
            : kind === 'done'
              ? `done: ${invokeId}`
              : kind === 'error'
                ? `error: ${invokeId}`
                : eventType;
      out.push({
        key: `#${node.id} ${eventType || '(always)'} [${index}]`,
        source: node.id,
        eventType,
        kind,
        event,
        guard: t.guard === undefined ? null : guardName(t.guard),
        delay,
        invokeId,
        targets: (t.target ?? []).map((target) => target.id),
        actions: t.actions.map(actionName),
        targetless: !t.target || t.target.length === 0,
      });
    });
  };
  for (const [eventType, list] of node.transitions) add(eventType, list);
  if (node.always) add('', node.always);
  return out;
}

function allNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...childNodes(node).flatMap(allNodes)];
}

/** 64-bit FNV-1a over UTF-16 code units, hex. Enough to notice that a definition changed. */
export function fnv1a64(text: string): string {
  let hash = 0xcbf29ce484222325n;
  const prime = 0x100000001b3n;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * prime) & 0xffffffffffffffffn;
  }
  return hash.toString(16).padStart(16, '0');
}

const cache = new WeakMap<AnyStateMachine, ChartModel>();

export function chartModel(machine: AnyStateMachine): ChartModel {
  const cached = cache.get(machine);
  if (cached) return cached;
  const nodes = allNodes(machine.root);
  const root = describeState(machine.root);
  const transitions = nodes.flatMap((node) => describeTransitions(machine, node));
  const model: ChartModel = {
    id: machine.id,
    root,
    transitions,
    stateCount: nodes.length,
    transitionCount: transitions.length,
    hash: fnv1a64(JSON.stringify({ root, transitions })),
  };
  cache.set(machine, model);
  return model;
}

/** Every state of the model, depth first, root included. */
export function flattenStates(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(flattenStates)];
}
