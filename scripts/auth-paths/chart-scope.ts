/**
 * Which charts of machines/registry.ts the report covers. The client composition is found from its
 * root (every chart it invokes, at any depth); server-side charts are listed in server-charts.ts.
 * Every other registered chart must be named here with the reason it does not decide who is signed
 * in, so a new chart is either added to the report or consciously left out. Today every registered
 * chart takes part, so the list is empty.
 */
import type { AnyStateMachine } from 'xstate';
import { CLIENT_ROOT } from './client-charts';
import { isChart } from './explorable-system';
import { serverCharts } from './server-charts';

export const chartsOutsideReport: Record<string, string> = {};

/** Machine ids of the client composition, root first. */
export function clientChartIds(root: AnyStateMachine = CLIENT_ROOT): string[] {
  const ids = [root.id];
  for (const logic of Object.values(root.implementations.actors)) {
    if (isChart(logic)) for (const id of clientChartIds(logic)) if (!ids.includes(id)) ids.push(id);
  }
  return ids;
}

export const serverChartIds = (): string[] => Object.keys(serverCharts);
