#!/usr/bin/env node
/**
 * `npm test`: every suite. Two lanes run side by side on the two cores:
 * - import boundaries and cycles, Biome's lint and format check; then, in one vitest run, view
 *   tests, tooling, machine path tests, server tests (PGlite, or PostgreSQL when DATABASE_URL is
 *   set) and freshness of the generated diagrams and reports;
 * - the SPA build and its budget; then the browser tests in Debian's Chromium headless shell against
 *   the real server on a fresh database; then the type check.
 * Prints a closing `N passed, N failed` line and writes test-results/summary.json.
 *
 *   npm test                     all suites
 *   npm test -- server views     only the named phases
 */
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const bin = (name) => join(root, 'node_modules', '.bin', name);
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

/** A check that is one test: passes when the command exits 0. */
const check = (name, command, args, env = {}) => ({ name, kind: 'check', command, args, env });
/** A vitest project: counts come from its JSON report. */
const vitest = (name, projects, env = {}) => ({
  name,
  kind: 'vitest',
  command: bin('vitest'),
  args: [
    'run',
    ...[projects].flat().flatMap((project) => ['--project', project]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${join(results, `vitest-${name}.json`)}`,
  ],
  env,
});

/**
 * Several phases in one vitest run: one start-up instead of one per phase, and the two workers take
 * files from every phase, so neither waits idle at the end of a phase for the other's last file.
 * Each phase is still selectable by name and counted apart, by its test directory.
 */
const vitestRun = (name, groups) => ({
  ...vitest(
    name,
    groups.flatMap((g) => g.projects),
  ),
  groups,
});
const group = (name, projects = [name]) => ({ name, projects, dir: `tests/${name}/` });

/**
 * The browser tests run beside the other phases instead of after them: a browser test leaves part of
 * the two cores idle while it waits on the page, and the other lane fills it. The second lane's output
 * goes to test-results/<phase>.log and is printed when it ends, so that neither side's log is mixed up.
 */
const phases = [
  {
    lanes: [
      [
        check('boundaries', process.execPath, ['--import', 'tsx', 'scripts/check-boundaries.ts']),
        check('lint', bin('biome'), ['ci', '.']),
        vitestRun('unit', [group('views', ['views', 'views-isolated']), group('tooling'), group('machines'), group('server'), group('docs')]),
      ],
      // the type check after the browser tests: this lane ends earlier than the unit run
      [
        check('build', bin('vite'), ['build', '--logLevel', 'warn']),
        check('budget', process.execPath, ['scripts/check-bundle-budget.mjs']),
        vitest('e2e', 'e2e'),
        check('types', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']),
      ],
    ],
  },
];

const wanted = process.argv.slice(2);
const chosen = (phase) => !wanted.length || wanted.includes(phase.name);
/** The phase as the selection leaves it: a shared vitest run keeps only its chosen groups. */
function narrowed(phase) {
  if (chosen(phase)) return phase;
  const groups = phase.groups?.filter(chosen) ?? [];
  return groups.length ? vitestRun(phase.name, groups) : null;
}
const selected = phases
  .map((step) => (step.lanes ? { lanes: step.lanes.map((lane) => lane.map(narrowed).filter(Boolean)).filter((lane) => lane.length) } : step))
  .filter((step) => (step.lanes ? step.lanes.length : chosen(step)));
if (selected.some((step) => step.lanes?.some((lane) => lane.some((phase) => phase.name === 'e2e')))) {
  const chromium = ensureChromium();
  if (!chromium.ok) {
    console.error(chromium.message);
    process.exit(1);
  }
}

/** Runs one phase; with `logFile` its output goes there instead of the terminal. */
function runPhase(phase, logFile) {
  const t0 = Date.now();
  // a report left by an earlier run must not stand in for one this run failed to write
  rmSync(reportOf(phase), { force: true });
  if (!logFile) console.log(`\n▶ ${phase.name}`);
  const out = logFile ? openSync(logFile, 'w') : 'inherit';
  const child = spawn(phase.command, phase.args, {
    cwd: root,
    stdio: logFile ? ['ignore', out, out] : 'inherit',
    env: { ...process.env, ...phase.env },
  });
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (logFile) closeSync(out);
      const ms = Date.now() - t0;
      resolve(phase.groups ? groupCounts(phase, status, ms) : [{ name: phase.name, ...countsOf(phase, status), ms }]);
    });
  });
}

const reportOf = (phase) => join(results, `vitest-${phase.name}.json`);

function readReport(phase) {
  const reportPath = reportOf(phase);
  return existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : null;
}

function countsOf(phase, status) {
  if (phase.kind !== 'vitest') return status === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
  let passed = 0;
  let failed = 0;
  const report = readReport(phase);
  if (report) {
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? 1 : 0);
    if (report.numTotalTests === 0) failed += 1; // a phase that ran nothing is a failure, not a pass
  }
  if (status !== 0 && failed === 0) failed = 1;
  return { passed, failed };
}

/**
 * One row per group of a shared vitest run, counted from the files under its directory. A group's
 * `ms` is the sum of its files' times (they ran interleaved with the other groups' files); the run's
 * wall time is on the group-less `name` row.
 */
function groupCounts(phase, status, ms) {
  const report = readReport(phase);
  const files = report?.testResults ?? [];
  const rows = phase.groups.map((g) => {
    const mine = files.filter((file) => file.name.includes(`/${g.dir}`));
    const tests = mine.flatMap((file) => file.assertionResults);
    const passed = tests.filter((test) => test.status === 'passed').length;
    // a file that failed to load has no failed test: it counts as one failure
    const failed =
      tests.filter((test) => test.status === 'failed').length +
      mine.filter((file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')).length;
    const fileMs = mine.reduce((sum, file) => sum + (file.endTime - file.startTime), 0);
    return { name: g.name, passed, failed: failed + (tests.length === 0 ? 1 : 0), ms: fileMs, fileTime: true };
  });
  const counted = rows.reduce((sum, row) => sum + row.failed, 0);
  // a run that failed where no group shows it (a crash, a report not written) is still a failure
  return [...rows, { name: phase.name, passed: 0, failed: status !== 0 && counted === 0 ? 1 : 0, ms }];
}

async function runLane(lane, logged) {
  const done = [];
  for (const phase of lane) done.push(...(await runPhase(phase, logged ? join(results, `${phase.name}.log`) : null)));
  return done;
}

const summary = { passed: 0, failed: 0, phases: [] };
const started = Date.now();
for (const step of selected) {
  // the first lane prints as it goes; the others print their logs when they end
  const lanes = step.lanes ?? [[step]];
  const background = lanes.slice(1).map((lane) =>
    runLane(lane, true).then((done) => {
      for (const phase of lane) {
        console.log(`\n▶ ${phase.name} (ran beside the other phases; test-results/${phase.name}.log)`);
        process.stdout.write(readFileSync(join(results, `${phase.name}.log`), 'utf8'));
      }
      return done;
    }),
  );
  const finished = [await runLane(lanes[0], false), ...(await Promise.all(background))].flat();
  for (const phase of finished) {
    summary.passed += phase.passed;
    summary.failed += phase.failed;
    summary.phases.push(phase);
  }
}
summary.ms = Date.now() - started;
writeFileSync(join(results, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`);

console.log('\nphase        passed  failed   seconds');
for (const p of summary.phases) {
  const seconds = `${(p.ms / 1000).toFixed(1).padStart(8)}${p.fileTime ? '  (its files, interleaved in the unit run)' : ''}`;
  console.log(`${p.name.padEnd(12)} ${String(p.passed).padStart(6)}  ${String(p.failed).padStart(6)}  ${seconds}`);
}
const overlapped = selected.some((step) => step.lanes?.length > 1);
console.log(`total time ${(summary.ms / 1000).toFixed(1)} s${overlapped ? " (the browser tests' time overlaps the phases beside them)" : ''}`);
console.log(`${summary.passed} passed, ${summary.failed} failed`);
process.exit(summary.failed === 0 ? 0 : 1);
