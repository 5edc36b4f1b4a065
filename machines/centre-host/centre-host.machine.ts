/**
 * Centre host (id `centreHost`, the router's child): the open centre's chart is its child. The
 * router tells it the centre page the address shows (`centre.shown`); the host loads that centre's
 * chart (its chunk, through the `loadCentreChart` the edge provides, for the signed-in account),
 * runs it as its child `centre`, tells it every page after that (`page.open`), and stops it when
 * the address leaves the centre. So the centre's views only read the chart and send to it.
 *
 * The loaded chart is kept as the session keeps its dialogs' (`loadedCharts`), and forgotten when
 * the session's status changes: a centre opened by another account is loaded with its gates.
 */
import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { doneOutput, loadedCharts, notProvidedActor } from '../shared';
import { chartToClose, chartToLoad, chartToOpen, pageToTell } from './centre-host.rules';
import type { CentreChartRequest, CentreHostContext, CentreHostEvent } from './centre-host.types';

export const centreHostMachine = setup({
  types: {
    context: {} as CentreHostContext,
    events: {} as CentreHostEvent,
  },
  actors: {
    /** a centre's chart, from its chunk, provided for the signed-in account */
    loadCentreChart: notProvidedActor<AnyActorLogic, CentreChartRequest>('loadCentreChart'),
  },
  actions: {
    takeShown: assign(({ context, event }) => {
      if (event.type !== 'centre.shown') return {};
      const forget = event.status !== context.status ? { chart: null, failed: null } : {};
      return { shown: event.shown, status: event.status, ...forget };
    }),
    loadChart: enqueueActions(({ context, enqueue }) => {
      const shown = chartToLoad(context);
      if (!shown) return;
      enqueue.assign({ loading: shown.centre });
      enqueue.spawnChild('loadCentreChart', { id: 'loadCentreChart', input: { centre: shown.centre } });
    }),
    keepChart: assign(({ context, event }) => {
      if (!context.loading) return {};
      const chart = doneOutput<AnyActorLogic | undefined>(event);
      return { chart: { centre: context.loading, chart: loadedCharts(chart ? { centre: chart } : undefined) }, loading: null };
    }),
    markFailed: assign(({ context }) => ({ failed: context.loading, loading: null })),
    // the router's setup cannot name a chart of another chunk: the spawn is typed loosely, once
    openChart: assign(({ context, spawn }) => {
      const shown = chartToOpen(context);
      const logic = context.chart?.chart.logic().centre;
      if (!shown || !logic) return {};
      (spawn as (logic: never, options: never) => unknown)(logic as never, { id: 'centre', input: { page: shown.page } } as never);
      return { open: shown };
    }),
    closeChart: enqueueActions(({ enqueue }) => {
      enqueue(stopChild('centre'));
      enqueue.assign({ open: null });
    }),
    tellPage: enqueueActions(({ context, enqueue }) => {
      const shown = pageToTell(context);
      if (!shown) return;
      enqueue(sendTo('centre', { type: 'page.open', page: shown.page }));
      enqueue.assign({ open: shown });
    }),
  },
  guards: {
    chartToLoad: ({ context }) => chartToLoad(context) !== null,
    chartToOpen: ({ context }) => chartToOpen(context) !== null,
    chartToClose: ({ context }) => chartToClose(context),
    pageToTell: ({ context }) => pageToTell(context) !== null,
    agentCentreOpen: ({ context }) => context.open?.centre === 'ac',
  },
}).createMachine({
  id: 'centreHost',
  context: { shown: null, status: null, chart: null, loading: null, failed: null, open: null },
  initial: 'hosting',
  states: {
    hosting: {
      description: "Runs the shown centre's chart: closed when the address leaves it, told each page, loaded and opened when shown.",
      always: [
        { guard: 'chartToClose', actions: 'closeChart' },
        { guard: 'pageToTell', actions: 'tellPage' },
        { guard: 'chartToLoad', actions: 'loadChart' },
        { guard: 'chartToOpen', actions: 'openChart' },
      ],
      on: {
        'centre.shown': { actions: 'takeShown' },
        'xstate.done.actor.loadCentreChart': { actions: ['keepChart', stopChild('loadCentreChart')] },
        'xstate.error.actor.loadCentreChart': { actions: ['markFailed', stopChild('loadCentreChart')] },
        'centre.retry': { actions: assign({ failed: null }) },
        'centre.countsStale': { guard: 'agentCentreOpen', actions: sendTo('centre', { type: 'counts.stale' }) },
      },
    },
  },
});
