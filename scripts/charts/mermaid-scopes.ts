/**
 * Where in the Mermaid text each transition line is written.
 *
 * Mermaid places a state in the composite block where it first meets it, and Mermaid 11 fails with
 * "Setting X as parent of X would create a cycle" when a line inside composite X names X itself.
 * So a transition is written in the deepest composite that strictly contains all its ends (the
 * source and every target), which also keeps local arrows local in the layout. A parallel state is
 * skipped upwards: its block holds only regions separated by `--`, and a line there would belong to
 * one region. A transition that touches the root (only when the root is drawn as a box) goes to
 * the top level of the diagram.
 */
import type { ChartModel, ChartState, ChartTransition } from '../../machines/tooling';
import { ancestorsOf, indexStates } from './chart-lookup';
import type { StateEntry } from './chart-lookup';

/** The diagram's top level, outside every composite block. */
export const TOP = null;
export type Scope = string | typeof TOP;

/**
 * The root is drawn as a box only when it has something to show or to be an end of: transitions of
 * its own, invokes, entry/exit actions, a description, or parallel regions (which need a block to
 * be separated in). Otherwise its children sit at the top level, as in any hand-written diagram.
 */
export function drawsRootBox(model: ChartModel): boolean {
  const root = model.root;
  return (
    root.type === 'parallel' ||
    root.children.length === 0 ||
    model.transitions.some((t) => t.source === root.id) ||
    root.invokes.length > 0 ||
    root.entry.length > 0 ||
    root.exit.length > 0 ||
    root.description !== null
  );
}

function scopeOf(index: Map<string, StateEntry>, ends: string[], rootBox: boolean, rootId: string): Scope {
  const chains = ends.map((id) => ancestorsOf(index, id).map((state) => state.id));
  // the source's ancestors, deepest first; the first one that holds every other end too
  let scope: ChartState | null = null;
  for (const candidate of ancestorsOf(index, ends[0])) {
    if (chains.every((chain) => chain.includes(candidate.id))) {
      scope = candidate;
      break;
    }
  }
  while (scope && scope.type === 'parallel') scope = index.get(scope.id)?.parent ?? null;
  if (!scope) return TOP;
  if (scope.id === rootId && !rootBox) return TOP;
  return scope.id;
}

/** Transitions with targets, grouped by the block they are written in (model order kept). */
export function transitionScopes(model: ChartModel): Map<Scope, ChartTransition[]> {
  const index = indexStates(model);
  const rootBox = drawsRootBox(model);
  const byScope = new Map<Scope, ChartTransition[]>();
  for (const transition of model.transitions) {
    if (transition.targetless) continue;
    const scope = scopeOf(index, [transition.source, ...transition.targets], rootBox, model.root.id);
    const list = byScope.get(scope) ?? [];
    list.push(transition);
    byScope.set(scope, list);
  }
  return byScope;
}
