/**
 * What the customer-service launcher asks of the world (the popup window, the service links call,
 * the link decryption), and the chart provided with it. The popup handle lives here: the chart only
 * says when to open, point and close it.
 */
import { fromPromise } from 'xstate';
import { customerServiceMachine } from '../../machines/customer-service';
import type { PopupSize, ServiceLink, ServiceLinksRequest, ServicePathRequest } from '../../machines/customer-service';

/** The popup's window name (CONTRACT §3.2): a second launch reuses the same window. */
export const POPUP_NAME = 'service';

export const popupFeatures = ({ width, height }: PopupSize): string => `width=${width},height=${height}`;

/** What the chart's actions use of a browser window (`window.open` answers one). */
export interface ServiceWindow {
  readonly closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

export interface CustomerServiceCalls {
  /** `window.open` */
  openWindow: (url: string, target: string, features: string) => ServiceWindow | null;
  loadServiceLinks: (request: ServiceLinksRequest) => Promise<ServiceLink[]>;
  /** resolves the plain link of an obfuscated path; rejects when it is not one */
  decryptPath: (path: string) => Promise<string>;
}

export function provideCustomerService(calls: CustomerServiceCalls): typeof customerServiceMachine {
  /** the popup opened blank inside the click, until it is pointed at the link or closed */
  let popup: ServiceWindow | null = null;

  return customerServiceMachine.provide({
    actors: {
      loadServiceLinks: fromPromise<ServiceLink[], ServiceLinksRequest>(({ input }) => calls.loadServiceLinks(input)),
      decryptServicePath: fromPromise<string, ServicePathRequest>(({ input }) => calls.decryptPath(input.path)),
    },
    actions: {
      // runs synchronously inside the click: the only moment a popup blocker lets a window open
      openBlankPopup: (_, size) => {
        popup = calls.openWindow('', POPUP_NAME, popupFeatures(size));
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
          calls.openWindow(url, '_blank', 'noopener');
        }
      },
      closePopup: () => {
        popup?.close();
        popup = null;
      },
    },
  });
}
