/**
 * The root actor system of the site, created once per page: the system-status chart with the real
 * status call and the session chart (with login, change password and social login) provided by the
 * edge. The status answer's social settings stay with the social-login edge.
 */
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { systemStatusMachine, toSystemStatus } from '../../machines/system-status';
import type { SystemStatus, SystemStatusWire } from '../../machines/system-status';
import { fetchSystemStatus } from '../api/system.api';
import { inspect } from './inspect';
import { failureCode } from './failure-code';
import { providedSessionMachine } from './session.edge';
import { applySocialSettings } from './social-settings';
import { storeMerchantCode } from './storage';

async function loadSystemStatus(): Promise<SystemStatus> {
  try {
    const wire = await fetchSystemStatus(window.location.host);
    // CONTRACT §2: the merchant code is written at boot and kept through sign-out.
    if (wire.info.merchantCode) storeMerchantCode(wire.info.merchantCode);
    const status = toSystemStatus(wire as SystemStatusWire);
    return { ...status, features: applySocialSettings(status.features, wire.info.social) };
  } catch (error) {
    throw failureCode(error);
  }
}

export const providedSystemStatusMachine = systemStatusMachine.provide({
  actors: {
    loadSystemStatus: fromPromise<SystemStatus, void>(loadSystemStatus),
    session: providedSessionMachine,
  },
});

export type RootActor = ActorRefFrom<typeof systemStatusMachine>;

export function createRootActor(): RootActor {
  const actor = createActor(providedSystemStatusMachine, { inspect });
  actor.start();
  return actor;
}
