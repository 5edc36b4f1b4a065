/**
 * docs/charts/README.md: every registered chart with links to its page and SVG, its size (states,
 * transitions), the number of replayed paths, its path-test coverage and its definition hash, so
 * QA sees in one table what is drawn and how much of it the path tests exercise.
 */
import type { ChartModel } from '../../machines/tooling';
import { GENERATED_NOTE } from './chart-page';
import { coveragePercent, MACHINES_PHASE } from './path-coverage';
import type { CoverageStatus } from './path-coverage';
import { cellText, table } from './markdown-text';

export interface IndexEntry {
  model: ChartModel;
  description: string;
  page: string;
  svg: string;
  coverage: CoverageStatus;
}

function coverageCells(status: CoverageStatus): string[] {
  if (status.state === 'missing') return ['–', 'no coverage file', '–', '–'];
  const c = status.coverage;
  const percent = `${coveragePercent(c)}%${status.state === 'outdated' ? ' (outdated)' : ''}`;
  return [String(c.paths), `${c.statesReached} / ${c.states}`, `${c.transitionsTaken} / ${c.transitions}`, percent];
}

export function chartsIndex(entries: readonly IndexEntry[]): string {
  const rows = entries.map((e) => [
    `[${e.model.id}](${e.page}) ([svg](${e.svg}))`,
    cellText(e.description),
    String(e.model.stateCount),
    String(e.model.transitionCount),
    ...coverageCells(e.coverage),
    `\`${e.model.hash}\``,
  ]);
  const states = entries.reduce((n, e) => n + e.model.stateCount, 0);
  const transitions = entries.reduce((n, e) => n + e.model.transitionCount, 0);
  rows.push([`**${entries.length} charts**`, '', String(states), String(transitions), '', '', '', '', '']);
  const missing = entries.filter((e) => e.coverage.state !== 'recorded');
  const lines = [
    '# State diagrams',
    '',
    GENERATED_NOTE,
    '',
    'Every chart of `machines/registry.ts`. Each page holds a Mermaid `stateDiagram-v2` diagram (GitHub',
    'draws it), a link to the same chart drawn offline as SVG, and tables of all states and transitions.',
    `Coverage is what the graph-generated path tests (\`${MACHINES_PHASE}\`) reach: states reached`,
    'and transitions taken by at least one replayed path. `npm run charts` runs them before drawing.',
    '',
    ...table(['chart', 'description', 'states', 'transitions', 'paths', 'states reached', 'transitions taken', 'coverage', 'definition hash'], rows, [
      'l',
      'l',
      'r',
      'r',
      'r',
      'r',
      'r',
      'r',
      'l',
    ]),
  ];
  if (missing.length > 0) {
    lines.push(
      '',
      `**No current path coverage for ${missing.map((e) => `\`${e.model.id}\``).join(', ')}**: run \`${MACHINES_PHASE}\`, then \`npm run charts\`.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
