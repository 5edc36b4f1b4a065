/**
 * Customer service at the edge (SPEC §2, §4, §8): the one `customerService` actor of the page,
 * provided with the popup window, the desks call and the link decryption. The popup handle stays
 * here: the chart only says when to open, point and close it.
 */
import { fromPromise } from 'xstate';
import type { ActorRefFrom } from 'xstate';
import { customerServiceMachine, isWebLink, LIVE_CHAT_TYPE, VIP_RANK_LEVEL_ABOVE } from '../../machines/customer-service';
import type { PopupSize, ServiceLink, ServiceLinksRequest, ServiceOrigin, ServicePathRequest, ServiceType } from '../../machines/customer-service';
import { selectSessionRef } from '../../machines/system-status';
import { fetchCustomerServiceDesks } from '../api/customer-service.api';
import type { CustomerServiceDesk } from '../api/customer-service.api';
import type { RootActor } from './root-actor';
import { startSystemChild } from './system-child';

export type CustomerServiceActor = ActorRefFrom<typeof customerServiceMachine>;

/** The popup's window name (CONTRACT §3.2): a second launch reuses the same window. */
export const POPUP_NAME = 'service';

export function popupFeatures({ width, height }: PopupSize): string {
  return `width=${width},height=${height}`;
}

/**
 * The desk for the member's service type: the VIP desk (named `vip`, or serving only ranks above
 * 4) for the VIP service, else the live-chat desk, else the first one (the legacy `getService`).
 */
export function deskFor(desks: readonly CustomerServiceDesk[], serviceType: ServiceType): CustomerServiceDesk | null {
  const vipDesk =
    serviceType === 'vip'
      ? (desks.find((desk) => desk.name === 'vip') ?? desks.find((desk) => (desk.minRankLevel ?? 0) > VIP_RANK_LEVEL_ABOVE))
      : undefined;
  return vipDesk ?? desks.find((desk) => desk.csType === LIVE_CHAT_TYPE) ?? desks[0] ?? null;
}

/** Type of a desk whose path is already a plain web address. */
const PLAIN_LINK_TYPE = 0;

/**
 * The chosen desk in the chart's shape. The chart decrypts entries of the live-chat type and opens
 * any other as it is, while on the wire every desk's path is obfuscated whatever its csType
 * (CONTRACT §3.2 decrypts each entry): so the desk goes over as an obfuscated entry unless its path
 * already is a web address.
 */
export function toServiceLinks(desks: readonly CustomerServiceDesk[], serviceType: ServiceType): ServiceLink[] {
  const desk = deskFor(desks, serviceType);
  if (!desk) return [];
  return [{ type: isWebLink(desk.path) ? PLAIN_LINK_TYPE : LIVE_CHAT_TYPE, path: desk.path }];
}

export interface CustomerServiceDeps {
  /** `window.open` */
  openWindow: (url: string, target: string, features: string) => Window | null;
  loadDesks: () => Promise<CustomerServiceDesk[]>;
  /** resolves the plain link of an obfuscated path; rejects when it is not one */
  decryptPath: (path: string) => Promise<string>;
}

const browserDeps: CustomerServiceDeps = {
  openWindow: (url, target, features) => window.open(url, target, features),
  loadDesks: fetchCustomerServiceDesks,
  // crypto-js stays in its own chunk, loaded on the first launch only
  decryptPath: async (path) => (await import('./customer-service')).decryptCustomerServicePath(path),
};

export function provideCustomerService(overrides: Partial<CustomerServiceDeps> = {}) {
  const deps = { ...browserDeps, ...overrides };
  /** the popup opened blank inside the click, until it is pointed at the link or closed */
  let popup: Window | null = null;

  return customerServiceMachine.provide({
    actors: {
      loadServiceLinks: fromPromise<ServiceLink[], ServiceLinksRequest>(async ({ input }) =>
        toServiceLinks(await deps.loadDesks(), input.serviceType),
      ),
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

/** The page's launcher, a child of the root actor. */
export function createCustomerServiceActor(root: RootActor, overrides: Partial<CustomerServiceDeps> = {}): CustomerServiceActor {
  return startSystemChild(root, provideCustomerService(overrides), { systemId: CUSTOMER_SERVICE_SYSTEM_ID, id: CUSTOMER_SERVICE_SYSTEM_ID });
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
