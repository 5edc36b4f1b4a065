/**
 * Every shortest path from a fresh visitor to each outcome, through the composed client charts, and
 * from a never-seen subject through each server-side chart. For every outcome there is one path per
 * distinct way of reaching it (the aspects the outcome lists: factors presented, error code, lock
 * number, ...). Pure and deterministic: no clock, no database, no network.
 */
import type { AuthPath, Factor, OutcomeProbe, OutcomeSpec, PathStep } from './auth-path.types';
import { FACTORS } from './auth-path.types';
import { invokeAnnotations, serverEventAnnotations } from './annotations';
import { CLIENT_INITIAL_FACTS, CLIENT_ROOT, clientCharts } from './client-charts';
import { explore } from './explore';
import type { StepFactors } from './explore';
import { errorCodeOf, lockCountOf, outcomes } from './outcomes';
import { SERVER_INITIAL_FACTS, serverCharts } from './server-charts';

export interface AuthPathSet {
  paths: AuthPath[];
  outcomes: readonly OutcomeSpec[];
  /** graph size per explored chart (composition root or server chart) */
  nodes: Record<string, number>;
}

/** Factors of the credential calls a step makes (null when it makes none), and those its preparatory calls spend. */
function clientFactors(step: PathStep): StepFactors {
  const decided: Factor[][] = [];
  const carried: Factor[] = [];
  for (const call of step.calls) {
    const annotation = invokeAnnotations[`${call.chart}.${call.invoke}`];
    if (annotation?.factors) decided.push(annotation.factors(call.input));
    if (annotation?.carries) carried.push(...annotation.carries(call.input));
  }
  return {
    decided: decided.length ? FACTORS.filter((f) => decided.some((list) => list.includes(f))) : null,
    carried: FACTORS.filter((f) => carried.includes(f)),
  };
}

function serverFactors(step: PathStep): StepFactors {
  return { decided: serverEventAnnotations[`${step.chart}.${step.event}`]?.factors?.(step) ?? null, carried: [] };
}

function aspectsOf(outcome: OutcomeSpec, probe: OutcomeProbe, factors: Factor[]): string[] {
  return outcome.distinctBy.flatMap((aspect) => {
    switch (aspect) {
      case 'factors':
        return [factors.length ? factors.join('+') : 'no-factor'];
      case 'account':
        return [String(probe.facts.account ?? 'any-account')];
      case 'passwordChanged':
        return probe.facts.passwordChanged === true ? ['after-password-change'] : [];
      case 'errorCode':
        return [errorCodeOf(probe) ?? 'no-error'];
      case 'lockCount':
        return [`lock-${lockCountOf(probe)}`];
      case 'method':
        return [String(probe.facts.method ?? 'any-method')];
      case 'invited':
        return probe.facts.invited === true ? ['invited'] : [];
      default:
        throw new Error(`unknown outcome aspect ${aspect satisfies never}`);
    }
  });
}

function collector(scope: 'client' | 'server', found: Map<string, AuthPath>) {
  const candidates = outcomes.filter((o) => o.scope === scope);
  return ({ probe, factors, path }: { probe: OutcomeProbe; factors: Factor[]; path: () => PathStep[] }) => {
    const outcome = candidates.find((o) => o.reached(probe));
    if (!outcome) return;
    const distinct = aspectsOf(outcome, probe, factors);
    const id = [outcome.id, ...distinct].join('--');
    // breadth-first: the first path seen for an id is a shortest one
    if (found.has(id)) return;
    found.set(id, { id, outcome, scope, steps: path(), factors, facts: probe.facts, distinct });
  };
}

let cached: AuthPathSet | null = null;

/** The path set, computed once per process (the proof suite and the report read the same one). */
export function buildAuthPaths(): AuthPathSet {
  cached ??= computeAuthPaths();
  return cached;
}

/** A fresh exploration of every auth chart. */
export function computeAuthPaths(): AuthPathSet {
  const found = new Map<string, AuthPath>();
  const nodes: Record<string, number> = {};
  nodes[CLIENT_ROOT.id] = explore({
    machine: CLIENT_ROOT,
    specs: clientCharts,
    initialFacts: CLIENT_INITIAL_FACTS,
    factorsOf: clientFactors,
    onEdge: collector('client', found),
  }).nodes;
  for (const [id, spec] of Object.entries(serverCharts)) {
    nodes[id] = explore({
      machine: spec.machine,
      input: spec.input,
      specs: { [id]: spec },
      initialFacts: SERVER_INITIAL_FACTS,
      factorsOf: serverFactors,
      onEdge: collector('server', found),
    }).nodes;
  }
  const order = (path: AuthPath) => outcomes.indexOf(path.outcome);
  const paths = [...found.values()].sort((a, b) => order(a) - order(b) || a.steps.length - b.steps.length || a.id.localeCompare(b.id));
  return { paths, outcomes, nodes };
}
