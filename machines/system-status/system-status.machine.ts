/**
 * System status (id `systemStatus`), the root actor of the site: loads the merchant's status, shows
 * maintenance or region-blocked screens (polling until they lift), and runs the session in `app`.
 */
import { assign, setup } from 'xstate';
import { sessionMachine } from '../session';
import type { SessionInput } from '../session';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import type { SystemStatus, SystemStatusContext, SystemStatusEvent } from './system-status.types';

function sessionInput({ context }: { context: SystemStatusContext }): SessionInput {
  return { features: context.status?.features ?? {} };
}

export const systemStatusMachine = setup({
  types: {
    context: {} as SystemStatusContext,
    events: {} as SystemStatusEvent,
    children: {} as { session: 'session' },
  },
  actors: {
    loadSystemStatus: notProvidedActor<SystemStatus>('loadSystemStatus'),
    session: sessionMachine,
  },
  actions: {
    assignStatus: assign(({ event }) => ({ status: doneOutput<SystemStatus>(event), errorCode: null })),
    assignLoadError: assign(({ event }) => ({ errorCode: errorCodeOf(errorOf(event), 'network.error') })),
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
  context: { status: null, errorCode: null },
  initial: 'loading',
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
      invoke: { id: 'session', src: 'session', input: sessionInput },
    },
  },
});
