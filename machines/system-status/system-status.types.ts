/** System status: the first call of the site; decides app, maintenance or region-blocked screen. */
import type { AnyActorLogic } from 'xstate';
import type { GuestIntent } from '../session';
import type { Address } from '../router';
import type { TelegramLogin } from '../social-login';

/** 0 app, 1 maintenance, 2 region blocked (maintenance wins over region). */
export type SystemStatusCode = 0 | 1 | 2;

export interface CustomerServiceEntry {
  csType: number;
  path: string;
}

/** The normalised server value the chart keeps (see `toSystemStatus`). */
export interface SystemStatus {
  code: SystemStatusCode;
  /** module switches flattened from the module tree: a switch is on only when its parents are on */
  features: Record<string, boolean>;
  maintenance: { endTime: string | null; message: string | null };
  ip: string;
  customerService: CustomerServiceEntry[];
  merchantCode: string;
  currencySymbol: string;
  defaultLanguage: string;
  languages: string[];
  /** each offered code's name in its own language, from the gateway (`info.languageOptions`) */
  languageNames?: Record<string, string>;
  loginedToHomePage: boolean;
  /** the merchant's time zone, minutes east of UTC: dates are written and days counted in it */
  utcOffsetMinutes: number;
  registerRules: Record<string, unknown>;
  /** the footer's licences, badges and copyright holder; absent or null when the merchant has none */
  footer?: SiteFooterInfo | null;
  /** the right bar's contact links; absent when the gateway sends none (nothing is shown) */
  rightBar?: RightBarLinks;
  /** the merchant's Telegram login bot (`info.social.telegram`), null or absent when none is usable */
  telegramLogin?: TelegramLogin | null;
}

/** Text in the merchant's message languages (`MS`, `EN`, `CN`, ...); the footer shows the visitor's. */
export type LocalisedText = Record<string, string>;

/** A licence of the footer (SPEC §2 "Footer"): MGA, BVI, PAGCOR. */
export interface FooterLicence {
  code: string;
  name: string;
  text: LocalisedText;
}

/** A certificate, payment or responsible-gaming image of the footer. */
export interface FooterBadge {
  name: string;
  imageUrl: string;
  /** a site path (`/help#term`) or an http(s) address; null: the image is not a link */
  url: string | null;
}

/** The footer's merchant content (the status call's `info.footer`). */
export interface SiteFooterInfo {
  licences: FooterLicence[];
  certificates: FooterBadge[];
  payments: FooterBadge[];
  responsibleGaming: FooterBadge[];
  /** the copyright line is "© <year> <holder>", written by the client in its language */
  copyrightHolder: string;
}

/** The right bar's links (the status call's `info.rightBar`); each shows only when configured. */
export interface RightBarLinks {
  /** the merchant has a live-chat desk (opened through customer service) */
  liveChat: boolean;
  /** http(s) addresses; null or empty when not configured */
  facebook: string | null;
  /** at most 3 */
  telegram: string[];
  whatsapp: string | null;
}

/** Module tree node as the gateway sends it. */
export interface ModuleNodeWire {
  modId: string;
  enabled: string;
  childrenNodes?: ModuleNodeWire[] | null;
}

/** The parts of `GET /wps/system/status` value the site uses. */
export interface SystemStatusWire {
  maintenance: boolean;
  maintenanceEnd: number | null;
  maintenanceMessage: string | null;
  regionRestriction: boolean;
  location: { ip: string; country?: string | null };
  info: {
    whitelabel: ModuleNodeWire;
    register: Record<string, unknown>;
    customerService: CustomerServiceEntry[];
    merchantCode: string;
    currencySymbol: string;
    defaultLanguage: string;
    languages: string[];
    languageOptions?: { code: string; nativeName: string }[] | null;
    loginedToHomePage: boolean;
    /** another gateway may send none: the default merchant day (UTC+8) */
    utcOffsetMinutes?: number | null;
    /** the gateway's footer content; another gateway may send none */
    footer?: SiteFooterInfo | null;
    rightBar?: Partial<RightBarLinks> | null;
  };
}

/** The root's start: the address the page was opened at (its router's first address). */
export interface SystemStatusInput {
  address?: Address;
  /** an e-mailed reset link's token, taken out of the address at boot: the router hands it to the `/forget` dialog */
  resetToken?: string | null;
}

export interface SystemStatusContext {
  status: SystemStatus | null;
  errorCode: string | null;
  /** a guest dialog asked for before the site ran (a `/login` address read at boot): the session's input */
  pendingIntent: GuestIntent | null;
}

/**
 * A chart a part of the page needs for as long as that part shows (a page's list, the header's
 * clock, a game tile's heart): the root runs it as its child, named `id` among its children (and
 * `systemId` in the system when other charts send to it), and stops it when the part goes.
 */
export type ChildStart = { type: 'child.start'; id: string; logic: AnyActorLogic; input?: unknown; systemId?: string };
export type ChildStop = { type: 'child.stop'; id: string };

/**
 * `status.retry` is the visitor's; the guest intents come from outside the charts (an address, the
 * header's free-play button, a game that needs a sign-in) and go to the session once it runs.
 * `child.start` and `child.stop` come from the views as their parts show and go.
 */
/** The router's answer to a free-play account at a centre page: the session's real-account warning for it. */
export type RealAccountIntent = { type: 'account.requireReal'; intent: string };

export type SystemStatusEvent = { type: 'status.retry' } | GuestIntent | RealAccountIntent | ChildStart | ChildStop;

export type SystemStatusScreen = 'loading' | 'app' | 'maintenance' | 'regionBlocked' | 'unreachable';

export interface SystemStatusView {
  screen: SystemStatusScreen;
  ip: string | null;
  maintenanceEndTime: string | null;
  maintenanceMessage: string | null;
  hasCustomerService: boolean;
  canRetry: boolean;
}
