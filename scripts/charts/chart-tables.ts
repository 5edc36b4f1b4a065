/**
 * The plain-text half of a chart page: every state and every transition in a table, so that an
 * auditor can read and search the chart without a diagram renderer, and can match each row with
 * the path-test coverage keys (`#<source id> <event type> [<index>]`).
 */
import type { ChartModel } from '../../machines/tooling';
import { flattenStates } from '../../machines/tooling';
import { indexStates, pathOfId, statePath } from './chart-lookup';
import { cellCode, cellCodes, cellText, table } from './markdown-text';
import { authoredActions, invokeLabel } from './transition-labels';

/** One row per state, root first, in document order. */
export function statesTable(model: ChartModel): string[] {
  const rows = flattenStates(model.root).map((state) => {
    const { entry, exit } = authoredActions(state, model.transitions);
    const type = state.type === 'compound' && state.initial ? `compound (initial ${cellCode(state.initial)})` : state.type;
    return [
      cellCode(statePath(state)),
      type,
      cellCodes(state.tags),
      cellCodes(state.invokes.map(invokeLabel)),
      cellCodes(entry),
      cellCodes(exit),
      cellText(state.description ?? ''),
    ];
  });
  return table(['state', 'type', 'tags', 'invokes', 'entry', 'exit', 'description'], rows);
}

/** One row per transition in model order; a targetless one stays in its source and only runs actions. */
export function transitionsTable(model: ChartModel): string[] {
  const index = indexStates(model);
  const rows = model.transitions.map((t, i) => [
    String(i + 1),
    cellCode(pathOfId(index, t.source)),
    t.kind,
    cellCode(t.event),
    cellCode(t.guard ?? ''),
    t.targetless ? '(stays)' : cellCodes(t.targets.map((id) => pathOfId(index, id))),
    cellCodes(t.actions),
  ]);
  return table(['#', 'source', 'kind', 'event', 'guard', 'targets', 'actions'], rows, ['r']);
}
