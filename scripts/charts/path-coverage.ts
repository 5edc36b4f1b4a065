/**
 * Path-test coverage as the machine path suites record it: one JSON file per chart under
 * test-results/path-coverage/ (written by tests/machines/support/coverage-report.ts after each
 * suite). The diagrams index shows it and the freshness test insists on 100%, so a chart cannot be
 * documented as tested while a state or transition is reached by no path.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ChartModel } from '../../machines/tooling';

/** The shape of one coverage file (see tests/machines/support/coverage-report.ts). */
export interface MachineCoverage {
  machineId: string;
  paths: number;
  states: number;
  statesReached: number;
  transitions: number;
  transitionsTaken: number;
}

export const MACHINES_PHASE = 'npx vitest run --project machines';

export type CoverageStatus =
  | { machineId: string; state: 'missing'; file: string }
  | { machineId: string; state: 'outdated'; file: string; coverage: MachineCoverage }
  | { machineId: string; state: 'recorded'; file: string; coverage: MachineCoverage };

export function readCoverage(dir: string, model: ChartModel, root: string): CoverageStatus {
  const path = join(dir, `${model.id}.json`);
  const file = relative(root, path);
  if (!existsSync(path)) return { machineId: model.id, state: 'missing', file };
  const coverage = JSON.parse(readFileSync(path, 'utf8')) as MachineCoverage;
  // counts recorded for another version of the chart mean the machines phase has not run since
  const current = coverage.states === model.stateCount && coverage.transitions === model.transitionCount;
  return { machineId: model.id, state: current ? 'recorded' : 'outdated', file, coverage };
}

/** Reached share of states and transitions together, rounded down to 0.1 so 99.96% never reads 100%. */
export function coveragePercent(c: MachineCoverage): number {
  const total = c.states + c.transitions;
  return total === 0 ? 100 : Math.floor(((c.statesReached + c.transitionsTaken) / total) * 1000) / 10;
}

/** What is wrong with a chart's coverage, in words that say how to fix it; empty when complete. */
export function coverageProblems(status: CoverageStatus): string[] {
  if (status.state === 'missing') {
    return [`${status.machineId}: no path coverage (${status.file} is missing); run the machines phase first: ${MACHINES_PHASE}`];
  }
  const c = status.coverage;
  if (status.state === 'outdated') {
    return [
      `${status.machineId}: ${status.file} counts ${c.states} states and ${c.transitions} transitions, the chart has others now; run the machines phase again: ${MACHINES_PHASE}`,
    ];
  }
  const unreachedStates = c.states - c.statesReached;
  const untakenTransitions = c.transitions - c.transitionsTaken;
  if (unreachedStates === 0 && untakenTransitions === 0) return [];
  return [
    `${status.machineId}: path coverage ${coveragePercent(c)}%: ${unreachedStates} state(s) reached by no path and ${untakenTransitions} transition(s) taken by none (the path suite names them)`,
  ];
}
