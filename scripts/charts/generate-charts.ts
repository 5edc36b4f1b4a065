/**
 * `npm run charts`: runs the machine path tests (so the coverage columns are current), then writes
 * docs/charts/: one Markdown page with a Mermaid diagram and one SVG per chart of
 * machines/registry.ts, and the README index. Files of charts no longer registered are removed.
 * Exits 1 when the path tests fail or a chart's coverage is incomplete.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { machineRegistry } from '../../machines/registry';
import { buildChartDocuments, chartsDir, repoRoot } from './chart-documents';

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(1);

// Quiet unless it fails: the output is for finding the failure, not for reading every time.
const tests = spawnSync(join(repoRoot, 'node_modules', '.bin', 'vitest'), ['run', '--project', 'machines'], {
  cwd: repoRoot,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
if (tests.status !== 0) {
  process.stdout.write(tests.stdout ?? '');
  process.stderr.write(tests.stderr ?? '');
  if (tests.error) console.error(tests.error.message);
  console.error('\nnpm run charts: the machine path tests failed (vitest run --project machines); no diagram was written.');
  process.exit(1);
}
console.log(`machine path tests passed (${seconds()} s)`);

const documents = await buildChartDocuments(machineRegistry);
mkdirSync(chartsDir, { recursive: true });
let written = 0;
for (const [name, content] of documents.files) {
  const path = join(chartsDir, name);
  let current: string | null = null;
  try {
    current = readFileSync(path, 'utf8');
  } catch {
    current = null;
  }
  if (current === content) continue;
  writeFileSync(path, content);
  written += 1;
}
const removed = readdirSync(chartsDir).filter((name) => !documents.files.has(name));
for (const name of removed) rmSync(join(chartsDir, name), { recursive: true });

for (const { model } of documents.entries) {
  console.log(`  ${model.id.padEnd(20)} ${String(model.stateCount).padStart(3)} states ${String(model.transitionCount).padStart(4)} transitions`);
}
console.log(
  `docs/charts: ${documents.entries.length} charts, ${documents.files.size} files (${written} changed, ${removed.length} removed) in ${seconds()} s`,
);
if (documents.coverageProblems.length > 0) {
  console.error(`\nincomplete path coverage:\n${documents.coverageProblems.map((p) => `  ${p}`).join('\n')}`);
  process.exit(1);
}
