/**
 * The auth-path report cannot forget a chart, a call or an event: every registered chart is in the
 * report or left out with a reason; every actor an auth chart invokes and every event of a
 * server-side chart is annotated with its gateway call and server check; every event that reaches
 * the network does so through an annotated call; no annotation names something that is gone.
 */
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '../../machines/registry';
import { chartModel, flattenStates } from '../../machines/tooling';
import type { ChartModel, ChartState } from '../../machines/tooling';
import { invokeAnnotations, serverEventAnnotations } from '../../scripts/auth-paths/annotations';
import { chartsOutsideReport, clientChartIds, serverChartIds } from '../../scripts/auth-paths/chart-scope';
import { clientCharts } from '../../scripts/auth-paths/client-charts';
import { isChart } from '../../scripts/auth-paths/explorable-system';
import { serverCharts } from '../../scripts/auth-paths/server-charts';

const registered = new Map(machineRegistry.map((entry) => [entry.id, entry.machine]));
const clientIds = clientChartIds();
const model = (id: string) => chartModel(registered.get(id) ?? clientCharts[id].machine);

/** Non-chart actors invoked by a state, as `<machine id>.<src>`. */
function invokedCalls(id: string, state: ChartState): string[] {
  const machine = registered.get(id) ?? clientCharts[id].machine;
  return state.invokes.filter((inv) => !isChart(machine.implementations.actors[inv.src])).map((inv) => `${id}.${inv.src}`);
}

/** Actors started when a transition enters `targetId`: the target and its initial descendants. */
function startedBy(id: string, chart: ChartModel, targetId: string): string[] {
  const byId = new Map(flattenStates(chart.root).map((s) => [s.id, s]));
  const started: string[] = [];
  const enter = (state: ChartState | undefined) => {
    if (!state) return;
    started.push(...invokedCalls(id, state));
    if (state.type === 'parallel') state.children.forEach(enter);
    else if (state.initial) enter(state.children.find((c) => c.key === state.initial));
  };
  enter(byId.get(targetId));
  return started;
}

describe('auth-path report coverage', () => {
  it('covers every registered chart or names why it is left out', () => {
    const covered = [...clientIds, ...serverChartIds()];
    const unaccounted = [...registered.keys()].filter((id) => !covered.includes(id) && !chartsOutsideReport[id]);
    expect(unaccounted, 'add these charts to scripts/auth-paths (client-charts.ts or server-charts.ts) or to chart-scope.ts').toEqual([]);
    expect(
      Object.keys(chartsOutsideReport).filter((id) => covered.includes(id)),
      'charts both covered and left out',
    ).toEqual([]);
  });

  it('has the world data of every chart of the client composition', () => {
    const signIn = [
      'systemStatus',
      'session',
      'login',
      'changePassword',
      'registration',
      'affiliateCheck',
      'sliderCheck',
      'smsCountdown',
      'forgotPassword',
    ];
    expect(clientIds).toEqual(expect.arrayContaining(signIn));
    expect(clientIds.filter((id) => !clientCharts[id])).toEqual([]);
  });

  it('annotates every actor an auth chart invokes, with its call or what it does locally', () => {
    const invoked = clientIds.flatMap((id) => flattenStates(model(id).root).flatMap((state) => invokedCalls(id, state)));
    const missing = [...new Set(invoked)].filter((key) => !invokeAnnotations[key]);
    expect(missing, 'add them to scripts/auth-paths/annotations.ts').toEqual([]);
    for (const key of invoked) {
      const annotation = invokeAnnotations[key];
      expect(annotation.call ?? annotation.local, `${key}: a call or a local description`).toBeTruthy();
      if (annotation.call) expect(annotation.call, key).toMatch(/^(GET|POST|PUT|DELETE) \/\S+$/);
      expect(annotation.check.length, `${key}: the server check`).toBeGreaterThan(10);
    }
  });

  it('reaches the network only through annotated calls, for every event of every client auth chart', () => {
    const unannotated: string[] = [];
    for (const id of clientIds) {
      const chart = model(id);
      const entries = [
        { event: 'xstate.init', target: chart.root.id },
        ...chart.transitions.flatMap((t) => t.targets.map((target) => ({ event: t.eventType, target }))),
      ];
      for (const { event, target } of entries) {
        for (const key of startedBy(id, chart, target)) if (!invokeAnnotations[key]) unannotated.push(`${id} ${event} → ${key}`);
      }
    }
    expect(unannotated).toEqual([]);
  });

  it('annotates every event of every server-side chart with the call that produces it', () => {
    for (const id of serverChartIds()) {
      const events = (serverCharts[id].machine.events as string[]).filter((type) => type !== '');
      expect(
        events.filter((type) => !serverEventAnnotations[`${id}.${type}`]),
        id,
      ).toEqual([]);
    }
  });

  it('names only invokes and events that still exist', () => {
    const invokes = new Set(clientIds.flatMap((id) => flattenStates(model(id).root).flatMap((s) => s.invokes.map((inv) => `${id}.${inv.src}`))));
    expect(Object.keys(invokeAnnotations).filter((key) => !invokes.has(key))).toEqual([]);
    const events = new Set(serverChartIds().flatMap((id) => (serverCharts[id].machine.events as string[]).map((type) => `${id}.${type}`)));
    expect(Object.keys(serverEventAnnotations).filter((key) => !events.has(key))).toEqual([]);
  });

  it('gives every answer of a gateway call the answer the proof compares and the decision the report shows', () => {
    for (const id of clientIds) {
      for (const [type, variants] of Object.entries(clientCharts[id].events)) {
        const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
        if (!result || !invokeAnnotations[`${id}.${result[2]}`]?.call) continue;
        for (const variant of variants) {
          expect(variant.answer, `${id} ${type} "${variant.label}"`).toBeDefined();
          expect(variant.decision, `${id} ${type} "${variant.label}"`).toBeTruthy();
        }
      }
    }
  });
});
