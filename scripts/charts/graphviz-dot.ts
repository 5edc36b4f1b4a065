/**
 * Chart model -> Graphviz DOT, for the offline SVG beside each Markdown diagram. It draws what the
 * Mermaid text says, in Graphviz's terms: compound and parallel states are clusters (regions of a
 * parallel state dashed), initial states are dots, final states have a double border, a leaf lists
 * its description, invokes, tags, entry/exit and internal transitions under its name, and every
 * transition with a target is an arrow labelled `event [guard]`.
 *
 * Graphviz draws arrows between nodes only, so each cluster that an arrow touches gets an invisible
 * anchor node, and `compound=true` with `lhead`/`ltail` clips the arrow at the cluster's border.
 * Clipping is left out when one end lies inside the other (Graphviz cannot clip there and warns).
 */
import type { ChartModel, ChartState, ChartTransition } from '../../machines/tooling';
import { ancestorsOf, indexStates } from './chart-lookup';
import { drawsRootBox } from './mermaid-scopes';
import { stateDetailLines, transitionsBySource, triggerLabel } from './transition-labels';

const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const html = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const nodeId = (id: string) => quote(`n:${id}`);
const anchorId = (id: string) => quote(`a:${id}`);
const initialId = (id: string) => quote(`i:${id}`);
const clusterId = (id: string) => quote(`cluster:${id}`);

/** The name in bold, then one small left-aligned line per detail. */
function htmlLabel(name: string, details: string[]): string {
  const lines = details.map((line) => `<font point-size="9">${html(line)}</font><br align="left"/>`);
  return `<<b>${html(name)}</b><br align="left"/>${lines.join('')}>`;
}

interface Context {
  bySource: Map<string, ChartTransition[]>;
  isComposite: (id: string) => boolean;
  pad: (depth: number) => string;
}

function leaf(state: ChartState, ctx: Context, depth: number, inRegion: boolean): string[] {
  const name = state.type === 'history' ? `${state.key} (history)` : state.key;
  const attributes = [`label=${htmlLabel(name, stateDetailLines(state, ctx.bySource.get(state.id) ?? []))}`];
  if (state.type === 'final') attributes.push('peripheries=2');
  if (inRegion) attributes.push('style="rounded,dashed"');
  return [`${ctx.pad(depth)}${nodeId(state.id)} [${attributes.join(', ')}];`];
}

/** Arrow end for a state: the node of a leaf, the anchor of a cluster. */
function end(id: string, ctx: Context): string {
  return ctx.isComposite(id) ? anchorId(id) : nodeId(id);
}

function cluster(state: ChartState, ctx: Context, depth: number, inRegion: boolean): string[] {
  const p = ctx.pad(depth + 1);
  const lines = [
    `${ctx.pad(depth)}subgraph ${clusterId(state.id)} {`,
    `${p}label=${htmlLabel(state.key, stateDetailLines(state, ctx.bySource.get(state.id) ?? []))};`,
    `${p}style="${inRegion ? 'rounded,dashed' : 'rounded'}";`,
    `${p}${anchorId(state.id)} [shape=point, style=invis, width=0.01, height=0.01, label=""];`,
  ];
  lines.push(...contents(state, ctx, depth + 1));
  lines.push(`${ctx.pad(depth)}}`);
  return lines;
}

/** A composite's initial dot and children (the root's too, when it has no box). */
function contents(state: ChartState, ctx: Context, depth: number): string[] {
  const lines: string[] = [];
  const initial = state.children.find((child) => child.key === state.initial);
  if (state.type === 'compound' && initial) {
    const clip = ctx.isComposite(initial.id) ? ` [lhead=${clusterId(initial.id)}]` : '';
    lines.push(`${ctx.pad(depth)}${initialId(state.id)} [shape=point, width=0.12, label=""];`);
    lines.push(`${ctx.pad(depth)}${initialId(state.id)} -> ${end(initial.id, ctx)}${clip};`);
  }
  for (const child of state.children) {
    const region = state.type === 'parallel';
    lines.push(...(child.children.length > 0 ? cluster(child, ctx, depth, region) : leaf(child, ctx, depth, region)));
  }
  return lines;
}

/** Model -> DOT text. Deterministic: the same model always gives the same text. */
export function toDot(model: ChartModel): string {
  const index = indexStates(model);
  const ctx: Context = {
    bySource: transitionsBySource(model.transitions),
    isComposite: (id) => (index.get(id)?.state.children.length ?? 0) > 0,
    pad: (depth) => '  '.repeat(depth),
  };
  const inside = (inner: string, outer: string) => inner === outer || ancestorsOf(index, inner).some((s) => s.id === outer);
  const lines = [
    `digraph ${quote(model.id)} {`,
    // newrank ranks nodes across clusters as one graph: without it, the session chart's edge from a
    // nested state back to a sibling of its parent left Graphviz's spline router without room
    '  graph [compound=true, newrank=true, fontname="Helvetica", fontsize=11, labeljust=l, nodesep=0.3, ranksep=0.4, pad=0.2];',
    '  node [shape=box, style=rounded, fontname="Helvetica", fontsize=11, margin="0.12,0.05"];',
    '  edge [fontname="Helvetica", fontsize=9, arrowsize=0.7];',
  ];
  if (drawsRootBox(model)) {
    lines.push(`  ${initialId('')} [shape=point, width=0.12, label=""];`);
    if (model.root.children.length > 0) {
      lines.push(...cluster(model.root, ctx, 1, false), `  ${initialId('')} -> ${anchorId(model.root.id)} [lhead=${clusterId(model.root.id)}];`);
    } else {
      lines.push(...leaf(model.root, ctx, 1, false), `  ${initialId('')} -> ${nodeId(model.root.id)};`);
    }
  } else {
    lines.push(...contents(model.root, ctx, 1));
  }
  for (const transition of model.transitions) {
    for (const target of transition.targets) {
      const attributes = [`label=${quote(triggerLabel(transition))}`];
      const nested = inside(transition.source, target) || inside(target, transition.source);
      if (ctx.isComposite(transition.source) && !nested) attributes.push(`ltail=${clusterId(transition.source)}`);
      if (ctx.isComposite(target) && !nested) attributes.push(`lhead=${clusterId(target)}`);
      lines.push(`  ${end(transition.source, ctx)} -> ${end(target, ctx)} [${attributes.join(', ')}];`);
    }
  }
  lines.push('}');
  return `${lines.join('\n')}\n`;
}
