/**
 * Text of `npm run replay`: one line per step, then either a summary or the first divergence with
 * what the chart was expected to do, what it does now, and whether its definition changed since
 * the trace was recorded (the usual cause of a divergence).
 */
import { formatStateValue } from '../../machines/tooling';
import type { ReplayResult, ReplayState, ReplayStep } from '../../machines/tooling';

const stateText = (state: ReplayState) => `${formatStateValue(state.value)}${state.status === 'active' ? '' : ` (${state.status})`}`;

/** `<actor machineId> <event type> -> <state value>` */
export function stepLine(step: ReplayStep): string {
  return `${step.machineId} ${step.eventType} -> ${stateText(step.actual)}`;
}

/** The step lines, and the closing summary (the divergence report when there is one). */
export function replayReport(result: ReplayResult, elapsedMs: number): { steps: string[]; summary: string[] } {
  const steps = result.steps.map(stepLine);
  const summary: string[] = [];
  const { divergence } = result;
  if (divergence) {
    summary.push(
      `DIVERGENCE at step ${divergence.step}: ${divergence.machineId} (actor ${divergence.actor}) event ${divergence.eventType}`,
      `  expected: ${stateText(divergence.expected)}`,
      `  actual:   ${stateText(divergence.actual)}`,
      divergence.hashChanged
        ? `  the ${divergence.machineId} chart changed since recording (hash ${divergence.recordedHash ?? 'not recorded'} -> ${divergence.currentHash})`
        : `  the ${divergence.machineId} chart is unchanged since recording (hash ${divergence.currentHash})`,
    );
    return { steps, summary };
  }
  for (const chart of result.changedCharts) {
    summary.push(
      `note: the ${chart.machineId} chart changed since recording (hash ${chart.recordedHash ?? 'not recorded'} -> ${chart.currentHash}) but the trace still replays`,
    );
  }
  summary.push(`ok: ${result.steps.length} steps replayed with no divergence in ${elapsedMs.toFixed(1)} ms`);
  return { steps, summary };
}
