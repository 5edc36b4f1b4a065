/** Writes per-machine path coverage to test-results/path-coverage/<machine>.json for reports. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface MachineCoverage {
  machineId: string;
  paths: number;
  states: number;
  statesReached: number;
  transitions: number;
  transitionsTaken: number;
}

export const coverageDir = join(process.cwd(), 'test-results', 'path-coverage');

export function recordCoverage(coverage: MachineCoverage): void {
  mkdirSync(coverageDir, { recursive: true });
  writeFileSync(join(coverageDir, `${coverage.machineId}.json`), `${JSON.stringify(coverage, null, 2)}\n`);
}
