/** Customer service at the edge (SPEC §2, §4, §8): the page's `customerService` launcher, provided with `window.open`, the links call and the decryption. */
import type { ActorRefFrom } from 'xstate';
import type { customerServiceMachine, ServiceOrigin } from '../../machines/customer-service';
import { provideCustomerService } from './customer-service.calls';
import type { CustomerServiceCalls } from './customer-service.calls';
import { selectSessionRef } from '../../machines/system-status';
import { loadServiceLinks } from '../api/customer-service.api';
import type { RootActor } from './root-actor';

export type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>;
export type CustomerServiceDeps = CustomerServiceCalls;

const browserDeps: CustomerServiceDeps = {
  openWindow: (url, target, features) => window.open(url, target, features),
  loadServiceLinks,
  // crypto-js stays in its own chunk, loaded on the first launch only; a failure reaches the chart
  // (and a recorded trace) as plain data, not as an Error
  decryptPath: async (path) => {
    try {
      return (await import('../lib/customer-service')).decryptCustomerServicePath(path);
    } catch {
      throw { errorCode: 'customerService.link.invalid', value: null };
    }
  },
};

/** The systemId of the page's customer-service launcher in the root actor system. */
export const CUSTOMER_SERVICE_SYSTEM_ID = 'customerService';

const launcherOf = (root: RootActor) => root.system.get(CUSTOMER_SERVICE_SYSTEM_ID) as CustomerServiceActor | undefined;

/** The page's launcher, the root chart's child for the page's life (started at boot, outside any render). */
export function createCustomerServiceActor(root: RootActor, overrides: Partial<CustomerServiceDeps> = {}): CustomerServiceActor {
  const running = launcherOf(root);
  if (running) return running;
  const logic = provideCustomerService({ ...browserDeps, ...overrides });
  root.send({ type: 'child.start', id: CUSTOMER_SERVICE_SYSTEM_ID, logic, systemId: CUSTOMER_SERVICE_SYSTEM_ID });
  const actor = launcherOf(root);
  if (!actor) throw new Error('the root chart did not start the customer-service launcher');
  return actor;
}

/** The signed-in member's club rank level (0 without a club label), null for a guest. */
export function memberRankLevel(root: RootActor): number | null {
  const member = selectSessionRef(root.getSnapshot())?.getSnapshot().context.member ?? null;
  return member ? (member.clubLabel?.rankLevel ?? 0) : null;
}

/** Starts a launch; call it inside the click handler so the blank popup may open. */
export function openCustomerService(service: CustomerServiceActor, root: RootActor, origin: ServiceOrigin): void {
  service.send({ type: 'service.open', origin, rankLevel: memberRankLevel(root) });
}
