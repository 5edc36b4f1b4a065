/**
 * Customer service at the edge (SPEC §2, §4, §8): the one `customerService` actor of the page,
 * provided with the popup window, the service links call and the link decryption. The popup handle
 * stays here: the chart only says when to open, point and close it.
 */
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { customerServiceMachine } from '../../machines/customer-service';
import type { PopupSize, ServiceLink, ServiceLinksRequest, ServiceOrigin, ServicePathRequest } from '../../machines/customer-service';
import { selectSessionRef } from '../../machines/system-status';
import { loadServiceLinks } from '../api/customer-service.api';
import type { RootActor } from './root-actor';

export type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>;

/** The popup's window name (CONTRACT §3.2): a second launch reuses the same window. */
export const POPUP_NAME = 'service';

export function popupFeatures({ width, height }: PopupSize): string {
  return `width=${width},height=${height}`;
}

export interface CustomerServiceDeps {
  /** `window.open` */
  openWindow: (url: string, target: string, features: string) => Window | null;
  loadServiceLinks: (request: ServiceLinksRequest) => Promise<ServiceLink[]>;
  /** resolves the plain link of an obfuscated path; rejects when it is not one */
  decryptPath: (path: string) => Promise<string>;
}

const browserDeps: CustomerServiceDeps = {
  openWindow: (url, target, features) => window.open(url, target, features),
  loadServiceLinks,
  // crypto-js stays in its own chunk, loaded on the first launch only; a failure reaches the chart
  // (and a recorded trace) as plain data, not as an Error
  decryptPath: async (path) => {
    try {
      return (await import('./customer-service')).decryptCustomerServicePath(path);
    } catch {
      throw { errorCode: 'customerService.link.invalid', value: null };
    }
  },
};

export function provideCustomerService(overrides: Partial<CustomerServiceDeps> = {}) {
  const deps = { ...browserDeps, ...overrides };
  /** the popup opened blank inside the click, until it is pointed at the link or closed */
  let popup: Window | null = null;

  return customerServiceMachine.provide({
    actors: {
      loadServiceLinks: fromPromise<ServiceLink[], ServiceLinksRequest>(({ input }) => deps.loadServiceLinks(input)),
      decryptServicePath: fromPromise<string, ServicePathRequest>(({ input }) => deps.decryptPath(input.path)),
    },
    actions: {
      // runs synchronously inside the click: the only moment a popup blocker lets a window open
      openBlankPopup: (_, size) => {
        popup = deps.openWindow('', POPUP_NAME, popupFeatures(size));
      },
      navigatePopup: (_, { url }) => {
        const target = popup;
        popup = null;
        if (target && !target.closed) {
          // the chat page gets no handle on this site
          target.opener = null;
          target.location.href = url;
        } else {
          // the popup was blocked (or closed meanwhile): a new tab, still without an opener
          deps.openWindow(url, '_blank', 'noopener');
        }
      },
      closePopup: () => {
        popup?.close();
        popup = null;
      },
    },
  });
}

/** The systemId of the page's customer-service launcher in the root actor system. */
export const CUSTOMER_SERVICE_SYSTEM_ID = 'customerService';

/** The page's launcher, the root chart's child for the page's life (started at boot, outside any render). */
export function createCustomerServiceActor(root: RootActor, overrides: Partial<CustomerServiceDeps> = {}): CustomerServiceActor {
  const running = root.system.get(CUSTOMER_SERVICE_SYSTEM_ID) as CustomerServiceActor | undefined;
  if (running) return running;
  root.send({ type: 'child.start', id: CUSTOMER_SERVICE_SYSTEM_ID, logic: provideCustomerService(overrides), systemId: CUSTOMER_SERVICE_SYSTEM_ID });
  const actor = root.system.get(CUSTOMER_SERVICE_SYSTEM_ID) as CustomerServiceActor | undefined;
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
