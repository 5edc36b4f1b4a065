/**
 * Every file of docs/charts/, built in memory from the chart registry and the recorded path
 * coverage. `npm run charts` writes the result; the freshness test (tests/docs/charts.test.ts)
 * compares it with the committed files. Nothing here writes files or runs tests, so both can share it.
 */
import { resolve } from 'node:path';
import { chartModel } from '../../machines/tooling';
import type { RegisteredChart } from '../../machines/registry';
import { kebabCase } from './chart-lookup';
import { chartPage } from './chart-page';
import { chartsIndex } from './charts-index';
import type { IndexEntry } from './charts-index';
import { toDot } from './graphviz-dot';
import { checkMermaidStateDiagram } from './mermaid-syntax-check';
import { toMermaidStateDiagram } from './mermaid-state-diagram';
import { coverageProblems, readCoverage } from './path-coverage';
import { renderSvg } from './svg-render';

export const repoRoot = resolve(import.meta.dirname, '..', '..');
export const chartsDir = resolve(repoRoot, 'docs', 'charts');
export const coverageDir = resolve(repoRoot, 'test-results', 'path-coverage');
export const INDEX_FILE = 'README.md';

export interface ChartDocuments {
  /** file name inside docs/charts/ -> content */
  files: Map<string, string>;
  entries: IndexEntry[];
  /** coverage that is missing, outdated or below 100%, one message per chart */
  coverageProblems: string[];
}

/**
 * Builds every page, SVG and the index. Throws when a generated diagram falls outside the Mermaid
 * subset GitHub draws or Graphviz cannot draw it: both are generator faults, not stale files.
 */
export async function buildChartDocuments(registry: readonly RegisteredChart[], options: { coverageDir?: string } = {}): Promise<ChartDocuments> {
  const files = new Map<string, string>();
  const entries: IndexEntry[] = [];
  for (const chart of registry) {
    const model = chartModel(chart.machine);
    const base = kebabCase(chart.id);
    const mermaid = toMermaidStateDiagram(model);
    const syntax = checkMermaidStateDiagram(mermaid);
    if (syntax.length > 0) throw new Error(`the Mermaid diagram of ${chart.id} would not render:\n${syntax.join('\n')}`);
    const page = `${base}.md`;
    const svg = `${base}.svg`;
    files.set(page, chartPage({ model, description: chart.description, mermaid, svgFile: svg }));
    files.set(svg, await renderSvg(toDot(model), chart.id));
    entries.push({ model, description: chart.description, page, svg, coverage: readCoverage(options.coverageDir ?? coverageDir, model, repoRoot) });
  }
  files.set(INDEX_FILE, chartsIndex(entries));
  return { files, entries, coverageProblems: entries.flatMap((e) => coverageProblems(e.coverage)) };
}
