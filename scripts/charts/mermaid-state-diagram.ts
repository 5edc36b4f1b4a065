/**
 * Chart model -> Mermaid `stateDiagram-v2` text, as GitHub renders it in a ```mermaid block.
 *
 * - Every state is declared where it lives: `state "key" as id` for a leaf, a `state "key" as id {`
 *   block for a compound or parallel state, regions of a parallel state separated by `--`.
 * - `[*] --> child` inside each compound block marks its initial state; `final --> [*]` its final ones.
 * - A leaf's purpose, invokes, tags, entry/exit actions and the transitions that stay in it
 *   (targetless, UML's internal transitions `event [guard] / actions`) are description lines
 *   `id : text` inside its box. Mermaid draws no description lines on a composite, so a composite
 *   gets the same lines in a note beside it.
 * - Transitions with targets are arrows labelled `event [guard]`; `after NAME 1000 ms`,
 *   `done: invokeId`, `error: invokeId` and `always` name the delayed, invoke and eventless ones.
 *   Actions of arrows are left to the transition table, which keeps the drawing legible.
 */
import type { ChartModel, ChartState, ChartTransition } from '../../machines/tooling';
import { mermaidIds, mermaidNoteLine, mermaidText } from './mermaid-text';
import { drawsRootBox, TOP, transitionScopes } from './mermaid-scopes';
import type { Scope } from './mermaid-scopes';
import { stateDetailLines, transitionsBySource, triggerLabel } from './transition-labels';

interface Context {
  ids: Map<string, string>;
  bySource: Map<string, ChartTransition[]>;
  byScope: Map<Scope, ChartTransition[]>;
}

const pad = (depth: number) => '  '.repeat(depth);

function stateName(state: ChartState): string {
  return mermaidText(state.type === 'history' ? `${state.key} (history)` : state.key);
}

function detailLines(state: ChartState, ctx: Context): string[] {
  return stateDetailLines(state, ctx.bySource.get(state.id) ?? []);
}

function arrow(transition: ChartTransition, target: string, ctx: Context): string {
  return `${ctx.ids.get(transition.source)} --> ${ctx.ids.get(target)} : ${mermaidText(triggerLabel(transition))}`;
}

/** The arrows written in one block, one per target of each transition. */
function arrowsIn(scope: Scope, ctx: Context, depth: number): string[] {
  return (ctx.byScope.get(scope) ?? []).flatMap((t) => t.targets.map((target) => pad(depth) + arrow(t, target, ctx)));
}

/** Lines of a compound or parallel block's body, and of the top level when the root has no box. */
function body(state: ChartState, scope: Scope, ctx: Context, depth: number): string[] {
  const lines: string[] = [];
  const initial = state.children.find((child) => child.key === state.initial);
  if (state.type === 'compound' && initial) lines.push(`${pad(depth)}[*] --> ${ctx.ids.get(initial.id)}`);
  state.children.forEach((child, i) => {
    if (state.type === 'parallel' && i > 0) lines.push(`${pad(depth)}--`);
    lines.push(...declaration(child, ctx, depth));
  });
  if (state.type !== 'parallel') {
    for (const child of state.children) if (child.type === 'final') lines.push(`${pad(depth)}${ctx.ids.get(child.id)} --> [*]`);
  }
  lines.push(...arrowsIn(scope, ctx, depth));
  return lines;
}

/** A state where it lives: a leaf with its description lines, or a block followed by its note. */
function declaration(state: ChartState, ctx: Context, depth: number): string[] {
  const id = ctx.ids.get(state.id)!;
  const details = detailLines(state, ctx);
  if (state.children.length === 0) {
    return [`${pad(depth)}state "${stateName(state)}" as ${id}`, ...details.map((line) => `${pad(depth)}${id} : ${mermaidText(line)}`)];
  }
  const lines = [`${pad(depth)}state "${stateName(state)}" as ${id} {`, ...body(state, state.id, ctx, depth + 1), `${pad(depth)}}`];
  if (details.length > 0) {
    lines.push(`${pad(depth)}note right of ${id}`, ...details.map((line) => `${pad(depth + 1)}${mermaidNoteLine(line)}`), `${pad(depth)}end note`);
  }
  return lines;
}

/** The whole `stateDiagram-v2` text (no fences), ending with a newline. */
export function toMermaidStateDiagram(model: ChartModel): string {
  const ctx: Context = {
    ids: mermaidIds(model),
    bySource: transitionsBySource(model.transitions),
    byScope: transitionScopes(model),
  };
  const lines = ['stateDiagram-v2'];
  if (drawsRootBox(model)) {
    lines.push(`  [*] --> ${ctx.ids.get(model.root.id)}`, ...declaration(model.root, ctx, 1), ...arrowsIn(TOP, ctx, 1));
  } else {
    lines.push(...body(model.root, TOP, ctx, 1));
  }
  return `${lines.join('\n')}\n`;
}
