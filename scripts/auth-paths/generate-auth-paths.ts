/**
 * `npm run auth-paths`: writes docs/compliance/auth-paths.md, the report compliance reads to see
 * every way a visitor becomes signed in (or is refused), with the gateway call and server check of
 * every step. The server phase fails when the committed report differs from what this generates
 * (tests/server/support/auth-path-set.checks.ts), so the report cannot fall behind the charts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { buildAuthPaths } from './auth-paths';
import { proofCounts, renderReport } from './render-report';

export const REPORT_PATH = join(resolve(import.meta.dirname, '..', '..'), 'docs', 'compliance', 'auth-paths.md');

/** The report text, generated in memory from the charts and the data next to this file. */
export function generateAuthPathReport(): string {
  return renderReport(buildAuthPaths());
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const started = performance.now();
  const text = generateAuthPathReport();
  mkdirSync(dirname(REPORT_PATH), { recursive: true });
  writeFileSync(REPORT_PATH, text);
  const counts = proofCounts(buildAuthPaths());
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`auth paths: ${counts.outcomes} outcomes, ${counts.paths} paths, ${counts.mutated} mutated paths → ${REPORT_PATH} (${seconds} s)`);
}
