/**
 * The root actor system of the site, created once per page: the system-status chart with the real
 * status call and the session chart (with login, change password and social login) provided by the
 * edge. The status answer's Telegram bot reaches the social login through the charts' inputs.
 */
import { createActor, fromPromise } from 'xstate';
import type { ActorRefFrom, InspectionEvent } from 'xstate';
import { ROOT_SYSTEM_ID, systemStatusMachine } from '../../machines/system-status';
import type { SystemStatus } from '../../machines/system-status';
import { loadSystemStatus } from '../api/system.api';
import { currentAddress, providedRouterMachine } from './navigation';
import { takeResetToken } from './reset-link';
import { providedSessionMachine } from './session.edge';
import { storeMerchantCode } from '../lib/storage';

/** The status the chart keeps; the merchant code is kept in the browser beside it. */
async function readSystemStatus(): Promise<SystemStatus> {
  const status = await loadSystemStatus(window.location.host);
  try {
    // CONTRACT §2: the merchant code is written at boot and kept through sign-out.
    if (status.merchantCode) storeMerchantCode(status.merchantCode);
  } catch {
    // storage full or disabled: the calls of this page go without the Merchant header
  }
  return status;
}

export const providedSystemStatusMachine = systemStatusMachine.provide({
  actors: {
    loadSystemStatus: fromPromise<SystemStatus, void>(readSystemStatus),
    session: providedSessionMachine,
    router: providedRouterMachine,
  },
});

export type RootActor = ActorRefFrom<typeof systemStatusMachine>;

/**
 * `inspect`: the QA recorder's inspector, when recording was asked for at boot (`?qa=1`). Only then
 * does the system report to one: a player's phone does not build an inspection event for every
 * event, snapshot and action of every chart that nobody reads (about a seventh of XState's time at
 * start, issue 15).
 */
export function createRootActor({ inspect }: { inspect?: (event: InspectionEvent) => void } = {}): RootActor {
  // by its systemId the charts that follow the session find the root (the news popup)
  // its router starts at the address the page was opened at, an e-mailed reset link's token
  // taken out of it first, so that no address the charts keep holds the token
  const resetToken = takeResetToken();
  const actor = createActor(providedSystemStatusMachine, {
    systemId: ROOT_SYSTEM_ID,
    input: { address: currentAddress(), resetToken },
    ...(inspect ? { inspect } : {}),
  });
  actor.start();
  return actor;
}
