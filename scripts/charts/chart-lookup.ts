/**
 * Small lookups over a chart model that every renderer needs: a state by its xstate id, its parent,
 * the path a reader sees (`active.form.editing`), and the file name of a chart. Kept apart from the
 * renderers so the Mermaid text, the Graphviz drawing and the tables name states the same way.
 */
import type { ChartModel, ChartState } from '../../machines/tooling';

export interface StateEntry {
  state: ChartState;
  parent: ChartState | null;
  depth: number;
}

/** Every state of the model by its xstate id, with its parent, in document order. */
export function indexStates(model: ChartModel): Map<string, StateEntry> {
  const index = new Map<string, StateEntry>();
  const visit = (state: ChartState, parent: ChartState | null, depth: number) => {
    index.set(state.id, { state, parent, depth });
    for (const child of state.children) visit(child, state, depth + 1);
  };
  visit(model.root, null, 0);
  return index;
}

/** The dotted path below the machine (`active.form.editing`); the root reads `(machine)`. */
export function statePath(state: ChartState): string {
  return state.path.length === 0 ? '(machine)' : state.path.join('.');
}

/** The reader's name for a state id; ids the model does not know are shown as they are. */
export function pathOfId(index: Map<string, StateEntry>, id: string): string {
  const entry = index.get(id);
  return entry ? statePath(entry.state) : `#${id}`;
}

/** Ancestors of a state id from its parent up to the root. */
export function ancestorsOf(index: Map<string, StateEntry>, id: string): ChartState[] {
  const out: ChartState[] = [];
  for (let parent = index.get(id)?.parent ?? null; parent; parent = index.get(parent.id)?.parent ?? null) out.push(parent);
  return out;
}

/**
 * `loginEscalation` -> `login-escalation`: the same rule that names flow folders and path tests
 * (tests/machines/registry.test.ts), so a chart's files sit under the name of its flow.
 */
export function kebabCase(id: string): string {
  return id
    .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
