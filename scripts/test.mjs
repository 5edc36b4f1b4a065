#!/usr/bin/env node
/**
 * `npm test`: every suite, in order of cost. Type check, import boundaries and cycles, Biome's lint
 * and format check, tooling, machine path tests, view tests, server tests (PGlite, or PostgreSQL when
 * DATABASE_URL is set), freshness of the generated diagrams and reports, SPA build, and browser tests
 * in Debian's Chromium against the real server on a fresh database.
 * Prints a closing `N passed, N failed` line and writes test-results/summary.json.
 *
 *   npm test                     all suites
 *   npm test -- server views     only the named phases
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

/** A check that is one test: passes when the command exits 0. */
const check = (name, command, args, env = {}) => ({ name, kind: 'check', command, args, env });
/** A vitest project: counts come from its JSON report. */
const vitest = (name, project, env = {}) => ({
  name,
  kind: 'vitest',
  command: bin('vitest'),
  args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${join(results, `vitest-${name}.json`)}`],
  env,
});

const phases = [
  check('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
  check('boundaries', process.execPath, ['--import', 'tsx', 'scripts/check-boundaries.ts']),
  check('lint', bin('biome'), ['ci', '.']),
  vitest('tooling', 'tooling'),
  vitest('machines', 'machines'),
  vitest('views', 'views'),
  vitest('server', 'server'),
  vitest('docs', 'docs'),
  check('build', bin('vite'), ['build', '--logLevel', 'warn']),
  check('budget', process.execPath, ['scripts/check-bundle-budget.mjs']),
  vitest('e2e', 'e2e'),
];

const wanted = process.argv.slice(2);
const selected = wanted.length ? phases.filter((p) => wanted.includes(p.name)) : phases;
if (selected.some((p) => p.name === 'e2e')) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    process.exit(1);
  }
}

const summary = { passed: 0, failed: 0, phases: [] };
const started = Date.now();
for (const phase of selected) {
  const t0 = Date.now();
  console.log(`\n▶ ${phase.name}`);
  const run = spawnSync(phase.command, phase.args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...phase.env } });
  let passed = 0;
  let failed = 0;
  if (phase.kind === 'vitest') {
    const reportPath = join(results, `vitest-${phase.name}.json`);
    if (existsSync(reportPath)) {
      const report = JSON.parse(readFileSync(reportPath, 'utf8'));
      passed = report.numPassedTests;
      failed = report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
      if (report.numTotalTests === 0) failed += 1; // a phase that ran nothing is a failure, not a pass
    }
    if (run.status !== 0 && failed === 0) failed = 1;
  } else if (run.status === 0) passed = 1;
  else failed = 1;
  summary.passed += passed;
  summary.failed += failed;
  summary.phases.push({ name: phase.name, passed, failed, ms: Date.now() - t0 });
}
summary.ms = Date.now() - started;
writeFileSync(join(results, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log('\nphase        passed  failed   seconds');
for (const p of summary.phases) {
  console.log(`${p.name.padEnd(12)} ${String(p.passed).padStart(6)}  ${String(p.failed).padStart(6)}  ${(p.ms / 1000).toFixed(1).padStart(8)}`);
}
console.log(`total time ${(summary.ms / 1000).toFixed(1)} s`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(summary.failed === 0 ? 0 : 1);
