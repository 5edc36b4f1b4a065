/**
 * `npm run replay -- <trace.json>`: replays a recorded trace against the current charts with pure
 * transitions (no network, timers or side effects) and prints each step.
 *
 * Exit codes: 0 every step matched; 1 divergence (step, event, expected and actual state, and
 * whether the chart's definition hash changed since recording); 2 the trace cannot be replayed
 * (missing file, invalid JSON, wrong format version, unknown machine id).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTrace, replayTrace, TraceError } from '../../machines/tooling';
import type { ReplayChart } from '../../machines/tooling';
import { machineRegistry } from '../../machines/registry';
import { replayReport } from './replay-report';

export interface CliOutput {
  out: (line: string) => void;
  err: (line: string) => void;
}

const usage = 'usage: npm run replay -- <trace.json>';

export function runReplay(args: string[], io: CliOutput, charts: readonly ReplayChart[] = machineRegistry): number {
  const file = args.find((arg) => !arg.startsWith('-'));
  if (!file) {
    io.err(usage);
    return 2;
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(resolve(file), 'utf8'));
  } catch (error) {
    io.err(`error: cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  try {
    const started = performance.now();
    const result = replayTrace(parseTrace(data), charts);
    const elapsed = performance.now() - started;
    const { steps, summary } = replayReport(result, elapsed);
    for (const line of steps) io.out(line);
    for (const line of summary) (result.ok ? io.out : io.err)(line);
    return result.ok ? 0 : 1;
  } catch (error) {
    if (error instanceof TraceError) {
      io.err(`error: ${file}: ${error.message}`);
      return 2;
    }
    throw error;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = runReplay(process.argv.slice(2), {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}
