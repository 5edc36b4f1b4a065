/**
 * docs/charts/ is current: every page, SVG and the index regenerated in memory equal the committed
 * files, no file is left for a chart that is no longer registered, and every chart's path coverage
 * (recorded by the machines phase, which runs before this one in `npm test`) is complete.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { buildChartDocuments, chartsDir, coverageDir, repoRoot } from '../../scripts/charts/chart-documents';
import { MACHINES_PHASE } from '../../scripts/charts/path-coverage';

const documents = await buildChartDocuments(machineRegistry);
const committed = existsSync(chartsDir) ? readdirSync(chartsDir) : [];
const shown = (name: string) => relative(repoRoot, join(chartsDir, name));

describe('docs/charts', () => {
  it('has recorded path coverage for every registered chart', () => {
    const missing = documents.entries.filter((e) => e.coverage.state === 'missing').map((e) => e.model.id);
    expect(
      missing,
      `no coverage file under ${relative(repoRoot, coverageDir)}/ for these charts: run the machines phase first (${MACHINES_PHASE})`,
    ).toEqual([]);
  });

  it('has complete path coverage for every registered chart', () => {
    expect(documents.coverageProblems, 'states or transitions that no path test reaches').toEqual([]);
  });

  for (const [name, content] of documents.files) {
    it(`${shown(name)} is current`, () => {
      const path = join(chartsDir, name);
      expect(existsSync(path), `${shown(name)} is missing: run \`npm run charts\``).toBe(true);
      // a boolean comparison keeps the failure short; the message says how to fix it
      expect(readFileSync(path, 'utf8') === content, `${shown(name)} is stale: run \`npm run charts\``).toBe(true);
    });
  }

  it('holds no file for a chart that is no longer registered', () => {
    const extra = committed.filter((name) => !documents.files.has(name)).map(shown);
    expect(extra, 'not generated from machines/registry.ts: run `npm run charts`, which removes them').toEqual([]);
  });
});
