/**
 * The root actor system of the site, created once per page: the system-status chart with the real
 * status call and the session chart (with login, change password and social login) provided by the
 * edge. The status answer's social settings stay with the social-login edge.
 */
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { ROOT_SYSTEM_ID, systemStatusMachine } from '../../machines/system-status';
import type { SystemStatus } from '../../machines/system-status';
import { loadSystemStatus } from '../api/system.api';
import { inspect } from './inspect';
import { providedSessionMachine } from './session.edge';
import { keepSocialSettings } from './social-settings';
import { storeMerchantCode } from './storage';

/** The status the chart keeps; the merchant code and the social settings are kept in the browser beside it. */
async function readSystemStatus(): Promise<SystemStatus> {
  const { status, social } = await loadSystemStatus(window.location.host);
  try {
    // CONTRACT §2: the merchant code is written at boot and kept through sign-out.
    if (status.merchantCode) storeMerchantCode(status.merchantCode);
  } catch {
    // storage full or disabled: the calls of this page go without the Merchant header
  }
  keepSocialSettings(social);
  return status;
}

export const providedSystemStatusMachine = systemStatusMachine.provide({
  actors: {
    loadSystemStatus: fromPromise<SystemStatus, void>(readSystemStatus),
    session: providedSessionMachine,
  },
});

export type RootActor = ActorRefFrom<typeof systemStatusMachine>;

/**
 * `recorded`: the QA recorder is on (`?qa=1`, decided at boot). Only then does the system report
 * to the inspector: a player's phone does not build an inspection event for every event, snapshot
 * and action of every chart that nobody reads (about a seventh of XState's time at start, issue 15).
 */
export function createRootActor({ recorded }: { recorded: boolean }): RootActor {
  // by its systemId the charts that follow the session find the root (the news popup)
  const actor = createActor(providedSystemStatusMachine, { systemId: ROOT_SYSTEM_ID, ...(recorded ? { inspect } : {}) });
  actor.start();
  return actor;
}
