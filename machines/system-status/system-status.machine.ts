/**
 * System status (id `systemStatus`), the root actor of the site: loads the merchant's status, shows
 * maintenance or region-blocked screens (polling until they lift), and runs the session in `app`.
 * It is also the parent of the charts the page's parts need while they show (`child.start` and
 * `child.stop`, src/app/chart-actor.ts): each runs as its child, in its snapshot's children, in the
 * one actor system a QA trace records, and is stopped by it.
 */
import { assign, enqueueActions, sendTo, setup, stopChild } from 'xstate';
import { ROUTER_SYSTEM_ID, routerMachine } from '../router';
import type { RouterInput } from '../router';
import { sessionMachine } from '../session';
import type { GuestIntent, SessionInput } from '../session';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor, ROOT_SYSTEM_ID } from '../shared';
import type { RealAccountIntent, SystemStatus, SystemStatusContext, SystemStatusEvent, SystemStatusInput } from './system-status.types';

function sessionInput({ context }: { context: SystemStatusContext }): SessionInput {
  return { features: context.status?.features ?? {}, intent: context.pendingIntent, telegramLogin: context.status?.telegramLogin ?? null };
}

/** Where a root created without an address (a test's) starts its router. */
const NO_ADDRESS: RouterInput['address'] = { pathname: '/', search: '', hash: '', state: null, key: 'start' };

/** The router's start: the address the page was opened at, the root's input (read at its start). */
function routerInput({ event }: { event: { type: string } }): RouterInput {
  const input = event.type === 'xstate.init' ? (event as { input?: SystemStatusInput }).input : undefined;
  return { address: input?.address ?? NO_ADDRESS, resetToken: input?.resetToken ?? null };
}

// the systemId the edge starts the root actor under (machines/shared/router-address.ts)
export { ROOT_SYSTEM_ID };

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    children: {} as { session: 'session'; router: 'router' },
  },
  actors: {
    loadSystemStatus: notProvidedActor<SystemStatus>('loadSystemStatus'),
    session: sessionMachine,
    router: routerMachine,
  },
  actions: {
    assignStatus: assign(({ event }) => ({ status: doneOutput<SystemStatus>(event), errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
    keepPendingIntent: assign(({ event }) => ({ pendingIntent: event as GuestIntent })),
    forwardToSession: sendTo('session', ({ event }) => event as GuestIntent | RealAccountIntent),
    startChild: enqueueActions(({ enqueue, event, system }) => {
      if (event.type !== 'child.start') return;
      const { id, logic, input, systemId } = event;
      // a name already taken (two views of one named chart) is not given twice: XState would
      // throw, and the root's error would take the whole site down; the second runs unnamed
      const named = systemId && system.get(systemId) === undefined ? { systemId } : {};
      // any chart a view brings, which this chart's setup cannot declare: the spawn is typed loosely
      enqueue.spawnChild(logic as never, { id, input, ...named } as never);
    }),
    stopChild: stopChild(({ event }) => (event.type === 'child.stop' ? event.id : '')),
  },
  guards: {
    underMaintenance: ({ context }) => context.status?.code === 1,
    regionBlocked: ({ context }) => context.status?.code === 2,
  },
  delays: {
    STATUS_RETRY: 15_000,
    STATUS_POLL: 30_000,
  },
}).createMachine({
  id: 'systemStatus',
  context: { status: null, errorCode: null, pendingIntent: null },
  initial: 'loading',
  // the address is the site's in every state (maintenance and a blocked region keep it too)
  invoke: { id: 'router', src: 'router', systemId: ROUTER_SYSTEM_ID, input: routerInput },
  // before the site runs, the last intent is kept for the session's input; in `app` it is forwarded
  on: {
    'child.start': { actions: 'startChild' },
    'child.stop': { actions: 'stopChild' },
    'login.open': { actions: 'keepPendingIntent' },
    'register.open': { actions: 'keepPendingIntent' },
    'forgot.open': { actions: 'keepPendingIntent' },
    'freePlay.request': { actions: 'keepPendingIntent' },
  },
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadSystemStatus',
        src: 'loadSystemStatus',
        onDone: { target: 'deciding', actions: 'assignStatus' },
        onError: { target: 'unreachable', actions: 'assignLoadError' },
      },
    },
    deciding: {
      description: 'Maintenance wins over region restriction; otherwise the site runs.',
      always: [{ guard: 'underMaintenance', target: 'maintenance' }, { guard: 'regionBlocked', target: 'regionBlocked' }, { target: 'app' }],
    },
    unreachable: {
      tags: ['error'],
      description: 'The status call failed; retried by the visitor or after STATUS_RETRY.',
      on: { 'status.retry': { target: 'loading' } },
      after: { STATUS_RETRY: { target: 'loading' } },
    },
    maintenance: {
      description: 'Polls every STATUS_POLL so the site comes back by itself when maintenance ends.',
      on: { 'status.retry': { target: 'loading' } },
      after: { STATUS_POLL: { target: 'loading' } },
    },
    regionBlocked: {
      description: 'The visitor IP or country is blocked; polls every STATUS_POLL in case the rule is lifted.',
      on: { 'status.retry': { target: 'loading' } },
      after: { STATUS_POLL: { target: 'loading' } },
    },
    app: {
      description: 'The site runs; guest intents go to the session (which keeps them until it is a guest ready for them).',
      invoke: { id: 'session', src: 'session', input: sessionInput },
      on: {
        'login.open': { actions: 'forwardToSession' },
        'register.open': { actions: 'forwardToSession' },
        'forgot.open': { actions: 'forwardToSession' },
        'freePlay.request': { actions: 'forwardToSession' },
        'account.requireReal': { actions: 'forwardToSession' },
      },
    },
  },
});
