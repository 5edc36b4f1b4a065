/**
 * Customer service (SPEC §2, §4, §8): the chat opens in a popup of its own. The popup is opened blank
 * inside the click (browsers block later ones), the service links are fetched, the live-chat link is
 * decrypted at the edge, and the popup is pointed at it; on any failure the popup is closed and the
 * error shown.
 */

/** Where the visitor clicked: the header's live-chat link, or any other button (side bar, screens). */
export type ServiceOrigin = 'header' | 'page';

/** SPEC §4: club rank level above 4 gets the VIP service, everyone else live chat. */
export type ServiceType = 'vip' | 'livechat';

/** An entry of the customer-service response's `value.version.pathList`. */
export interface ServiceLink {
  type: number;
  /** for the live-chat type (3): an obfuscated link, last 8 characters the key; otherwise a plain link */
  path: string;
}

/** Input of `loadServiceLinks`. */
export interface ServiceLinksRequest {
  serviceType: ServiceType;
}

/** Input of `decryptServicePath`, which resolves the plain link. */
export interface ServicePathRequest {
  path: string;
}

export interface PopupSize {
  width: number;
  height: number;
}

export interface CustomerServiceContext {
  origin: ServiceOrigin | null;
  serviceType: ServiceType | null;
  errorCode: string | null;
}

export type CustomerServiceEvent =
  /** `rankLevel`: the signed-in member's club rank level (SPEC §3 clubLabel), null for a guest */
  | { type: 'service.open'; origin: ServiceOrigin; rankLevel: number | null }
  /** the error message was acknowledged */
  | { type: 'service.dismiss' };

export interface CustomerServiceView {
  /** the button may be clicked (not while a launch is under way) */
  canOpen: boolean;
  /** a launch is under way: the popup shows blank meanwhile */
  busy: boolean;
  /** the last launch failed: show the message for this code with one confirm button */
  errorCode: string | null;
}
