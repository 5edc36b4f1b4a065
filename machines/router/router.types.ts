/**
 * The router (SPEC §2, history mode): the site's address as a chart holds it. Pages, charts and
 * React Router's links all move it by telling this chart; the browser's back and forward buttons
 * tell it what the address became; and it keeps every address within the access rule for the
 * session it follows (router.access.ts).
 */
import type { SessionStatus } from '../session';
import type { CentreCountsStale, CentrePageReplace, QueryReplace } from '../shared';

/** An address of this site, as the browser's history keeps it. */
export interface Address {
  /** `/promoDetail` */
  pathname: string;
  /** `?code=WELCOME`, or empty */
  search: string;
  /** `#terms`, or empty */
  hash: string;
  /** what the page that sent the visitor here left for the next one (`{ refusedFrom }`), or null */
  state: unknown;
  /** this history entry's own name: a page keeps its scroll and its state by it */
  key: string;
}

/** How the address was reached: a new entry, the entry replaced, or back and forward. */
export type NavigationKind = 'PUSH' | 'REPLACE' | 'POP';

export interface RouterInput {
  /** the address the page was opened at */
  address: Address;
  /** an e-mailed reset link's token, taken out of the address before anything could keep it */
  resetToken?: string | null;
}

export interface RouterContext {
  address: Address;
  kind: NavigationKind;
  /** entries this page made, to name the next one */
  made: number;
  /** the session's status as the router's follower last told it (restoring until then) */
  status: SessionStatus;
  /** the merchant's `loginedToHomePage`: a visitor without a session sees only the exempt pages */
  membersOnly: boolean;
  /** the entry the root was last asked for a dialog at (once per entry, not again on every change) */
  askedAt: string | null;
  /** the reset link's token, until `/forget` hands it to the forgot-password dialog */
  resetToken: string | null;
  /** what the centre host was told last (the centre page shown and the session's status) */
  toldCentreHost: string | null;
}

export type RouterEvent =
  /** go to `to` (a path of this site with its query and hash; a relative one is read from the current path) */
  | { type: 'navigate'; to: string; replace?: boolean; state?: unknown }
  /** the browser's back or forward: the address the history now shows */
  | { type: 'address.popped'; address: Address }
  /** back (`-1`) or forward through the browser's history: the browser then tells `address.popped` */
  | { type: 'history.go'; delta: number }
  /** the session's status and the merchant's members-only flag, as the router's follower sees them */
  | { type: 'session.changed'; status: SessionStatus; membersOnly: boolean }
  /** a centre's chart shows another page than the address names: that page replaces it */
  | CentrePageReplace
  /** a page shows one item of its own (a deposit's result): its query parameter follows it */
  | QueryReplace
  /** what the open agent centre's badges count changed (an offer answered on one of its pages): its host tells it */
  | CentreCountsStale;

/** What the edge writes into the browser's history for a new address. */
export interface AddressWrite {
  address: Address;
  replace: boolean;
}
