/**
 * One path of the report as a Markdown section: a table with, per step, the chart, the event, the
 * guards that let it through, the state reached, the gateway call it makes and the server check that
 * enforces it; then the mutated paths the proof suite runs against it.
 */
import type { AuthPath, PathStep } from './auth-path.types';
import { invokeAnnotations, routeOf, serverEventAnnotations } from './annotations';
import { mutationsOf } from './mutations';
import { childChart } from './client-charts';

export const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** `login` → `session` → ... in the order a path first touches them. */
export function chartsOf(path: AuthPath): string[] {
  return [...new Set(path.steps.map((step) => step.chart))];
}

function eventText(step: PathStep): string {
  if (step.event === 'xstate.init') return 'start';
  const label = step.variant ? `: ${step.variant}` : '';
  if (step.answer) return `${step.answer.invoke} ${step.answer.kind === 'done' ? 'answered' : 'failed'}${label}`;
  const delayed = /^xstate\.after\.([^.]+)\./.exec(step.event);
  if (delayed) return `after ${delayed[1]}`;
  return `\`${step.event}\`${step.variant ? ` (${step.variant})` : ''}`;
}

/** The state reached, named with its chart when that is not the chart the event went to. */
function stateText(step: PathStep): string {
  const [chart, state] = step.stateAfter.split(': ');
  return chart === step.chart ? state : step.stateAfter;
}

function guardText(step: PathStep): string {
  const guards = step.transitions
    .filter((t) => t.guard !== null)
    .map((t) => (t.chart === step.chart ? `\`${t.guard}\`` : `${t.chart}: \`${t.guard}\``));
  return guards.length ? guards.join('; ') : '—';
}

/** The gateway call (or local effect, or chart start) a step causes, and the checks behind it. */
function callAndCheck(step: PathStep, scope: AuthPath['scope']): { call: string; check: string } {
  if (scope === 'server') {
    const annotation = serverEventAnnotations[`${step.chart}.${step.event}`];
    if (!annotation) return { call: '—', check: '—' };
    return { call: annotation.call ?? '— (no request)', check: annotation.check };
  }
  const calls: string[] = [];
  const checks: string[] = [];
  for (const call of step.calls) {
    if (childChart(call.chart, call.invoke)) {
      calls.push(`starts chart \`${call.invoke}\``);
      continue;
    }
    const annotation = invokeAnnotations[`${call.chart}.${call.invoke}`];
    if (!annotation?.call) {
      calls.push(`\`${call.invoke}\`: local, ${annotation?.local ?? 'no network'}`);
      continue;
    }
    const flags = [annotation.encrypted ? 'encrypted' : '', annotation.token ? 'token' : ''].filter(Boolean).join(', ');
    calls.push(`\`${call.invoke}\`: ${routeOf(annotation, call.input)}${flags ? ` (${flags})` : ''}`);
    checks.push(annotation.summary ?? annotation.check);
  }
  const answered = step.answer ? invokeAnnotations[`${step.answer.chart}.${step.answer.invoke}`] : undefined;
  if (step.answer && answered?.call) checks.unshift(`server decided: ${step.answer.variant.decision ?? '—'}`);
  return { call: calls.join('; ') || '—', check: checks.join('; ') || '—' };
}

export function renderPath(path: AuthPath): string[] {
  const steps = path.steps.length - 1;
  const factors = path.factors.length ? path.factors.join(' + ') : 'none';
  const lines = [
    `### \`${path.id}\``,
    '',
    `${steps} step${steps === 1 ? '' : 's'} · charts: ${chartsOf(path).join(' → ')} · factors: ${factors}${path.distinct.length ? ` · distinct by: ${path.distinct.join(', ')}` : ''}`,
    '',
    '| # | Chart | Event | Guard | State after | Gateway call | Server check |',
    '|---|---|---|---|---|---|---|',
  ];
  path.steps.forEach((step, index) => {
    const { call, check } = callAndCheck(step, path.scope);
    // server events happen at a time; a tick's label already says how far it moved
    const time = path.scope === 'server' && step.minutes > 0 && step.event !== 'clock.tick' ? ` (t+${step.minutes} min)` : '';
    lines.push(
      `| ${index} | ${step.chart} | ${cell(eventText(step) + time)} | ${cell(guardText(step))} | ${cell(stateText(step))} | ${cell(call)} | ${cell(check)} |`,
    );
  });
  const mutated = mutationsOf(path);
  lines.push(
    '',
    mutated.length ? `Mutated paths proven (${mutated.length}):` : 'Mutated paths proven: none (no step of this path is a server-side requirement).',
    '',
  );
  for (const m of mutated) lines.push(`- \`${m.id}\`: ${m.title} → ${m.rejectedWith.status} \`${m.rejectedWith.errorCode}\``);
  if (mutated.length) lines.push('');
  return lines;
}
