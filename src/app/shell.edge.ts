/**
 * The header's charts with their real side effects (SPEC §2 "Header, top bar" and "Logged-in
 * area"): the clock reads the wall clock, the language picker loads catalogs, keeps `hisLang` and
 * saves a member's language on the gateway, the balance, the unread count and the affiliate link
 * ask the gateway (src/api answers in the charts' shapes and rejects with a plain
 * `{ errorCode, value }`).
 *
 * The header containers create these actors for as long as they are shown (the balance and the
 * unread count live exactly as long as the account area). They take the implementations from
 * `useShellEdge()`: the app's is the browser's; tests provide `createShellEdge(environment)`
 * with fakes through `ShellEdgeProvider`.
 */
import { createContext, useMemo } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { amountShapeOf } from '../../machines/account-balance';
import type { accountBalanceMachine, BalanceReading } from '../../machines/account-balance';
import type { affiliateLinkMachine } from '../../machines/affiliate-link';
import type { languagePickerMachine, LanguagePickerEvent, LanguageRequest } from '../../machines/language-picker';
import { selectSessionView } from '../../machines/session';
import type { SessionSnapshot } from '../../machines/session';
import type { ClockReading, siteClockMachine } from '../../machines/site-clock';
import type { unreadMessagesMachine } from '../../machines/unread-messages';
import { loadUnreadCount, updateMemberLanguage } from '../api/member.api';
import { hasAgentHelpEntry } from '../api/pages.api';
import { loadBalance } from '../api/wallet.api';
import { activateLanguage, i18n, localeForLanguageCode, readStoredLanguageChoice, readStoredLanguageCode, storeLanguageCode } from './i18n';
import { useAreaEdge } from './area-edges';
import { followSession } from './follow-session';
import { readBalanceShape, storeBalanceShape } from './storage';

/** What the header's charts need from the browser and the gateway. */
export interface ShellEnvironment {
  /** the wall clock and the visitor's UTC offset now */
  readNow(): ClockReading;
  /** calls `listener` with `true` when the page is shown again, `false` when hidden; returns the unsubscribe */
  watchPageVisibility(listener: (visible: boolean) => void): () => void;
  /** what `hisLang` holds, null when nothing was stored */
  readStoredLanguage(): string | null;
  /** loads and activates the message catalog of a language code (English for codes without one) */
  loadCatalog(code: string): Promise<void>;
  /** the picker starts in `code` (stored, else the merchant default): make its catalog the active one */
  ensureCatalog(code: string): void;
  storeLanguage(code: string): void;
  /** `PUT /wps/member/language` with the session token */
  updateServerLanguage(code: string): Promise<void>;
  readBalanceHidden(): boolean;
  storeBalanceHidden(hidden: boolean): void;
  /** the shape of the amount last shown in this tab (amountShapeOf), or null */
  readBalanceShape(): string | null;
  storeBalanceShape(shape: string): void;
  loadBalance(): Promise<BalanceReading>;
  loadUnreadCount(): Promise<number>;
  /** the help content has an `agent` entry (the affiliate link's target) */
  hasAgentHelpEntry(): Promise<boolean>;
}

/** Implementations for `machine.provide` of a chart that is not loaded yet, type-checked against its `setup`. */
function implementationsOf<TMachine extends AnyStateMachine>(implementations: Parameters<TMachine['provide']>[0]) {
  return implementations;
}

/**
 * The header's charts load with the header's lazy chunks (the top bar, the account area), so
 * the home page's first JavaScript carries none of them: here are only their implementations,
 * which each chunk binds with `machine.provide` (see `useProvidedChart`).
 */
export function createShellEdge(env: ShellEnvironment) {
  return {
    env,
    siteClock: implementationsOf<typeof siteClockMachine>({
      actors: { readNow: fromPromise<ClockReading, void>(async () => env.readNow()) },
    }),
    languagePicker: implementationsOf<typeof languagePickerMachine>({
      actors: {
        loadCatalog: fromPromise<void, LanguageRequest>(({ input }) => env.loadCatalog(input.code)),
        updateServerLanguage: fromPromise<void, LanguageRequest>(({ input }) => env.updateServerLanguage(input.code)),
        // a member's token is there or not: at once, then on every sign-in and sign-out
        followSession: fromCallback<LanguagePickerEvent>(({ sendBack, system }) => {
          let signedIn: boolean | null = null;
          return followSession(system, (snapshot) => {
            const next = hasMemberToken(snapshot);
            if (next === signedIn) return;
            signedIn = next;
            sendBack({ type: 'session.changed', signedIn: next });
          });
        }),
      },
      actions: { storeLanguage: (_, params) => env.storeLanguage(params.code) },
    }),
    affiliateLink: implementationsOf<typeof affiliateLinkMachine>({
      actors: { checkAgentEntry: fromPromise<boolean, void>(() => env.hasAgentHelpEntry()) },
    }),
    accountBalance: implementationsOf<typeof accountBalanceMachine>({
      actors: {
        // each amount's shape is kept for the next page's first load: its placeholder takes the amount's
        // width, so the amount arrives without moving the account area (CLS)
        loadBalance: fromPromise<BalanceReading, void>(async () => {
          const reading = await env.loadBalance();
          env.storeBalanceShape(amountShapeOf(reading.amountCents));
          return reading;
        }),
      },
      actions: { storeHiddenPreference: (_, params) => env.storeBalanceHidden(params.hidden) },
    }),
    unreadMessages: implementationsOf<typeof unreadMessagesMachine>({
      actors: { loadUnreadCount: fromPromise<number, void>(() => env.loadUnreadCount()) },
    }),
  };
}

export type ShellEdge = ReturnType<typeof createShellEdge>;

/** The local preference of the account area: show the balance as `***`. */
const BALANCE_HIDDEN_KEY = 'hideBalance';

function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export const browserShellEnvironment: ShellEnvironment = {
  readNow: () => {
    const now = new Date();
    // getTimezoneOffset counts minutes west of UTC; `|| 0` keeps UTC from being -0
    return { epochMs: now.getTime(), utcOffsetMinutes: -now.getTimezoneOffset() || 0 };
  },
  watchPageVisibility: (listener) => {
    const onChange = () => listener(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
  readStoredLanguage: readStoredLanguageChoice,
  loadCatalog: async (code) => {
    await activateLanguage(code);
  },
  ensureCatalog: (code) => {
    // the boot activated `hisLang` (or MS) before the merchant's list and default were known
    if (localeForLanguageCode(code) !== i18n.locale) void activateLanguage(code).catch(() => {});
  },
  storeLanguage: storeLanguageCode,
  updateServerLanguage: updateMemberLanguage,
  readBalanceHidden: () => localStore()?.getItem(BALANCE_HIDDEN_KEY) === 'true',
  storeBalanceHidden: (hidden) => {
    try {
      localStore()?.setItem(BALANCE_HIDDEN_KEY, String(hidden));
    } catch {
      // storage full or disabled: the choice lasts for this page only
    }
  },
  readBalanceShape,
  storeBalanceShape,
  loadBalance,
  loadUnreadCount,
  hasAgentHelpEntry: () => hasAgentHelpEntry(readStoredLanguageCode()),
};

/** The gateway accepts a language update from any session, including one that must change its password. */
function hasMemberToken(snapshot: SessionSnapshot): boolean {
  const view = selectSessionView(snapshot);
  return view.isSignedIn || view.status === 'mustChangePassword';
}

export const browserShellEdge: ShellEdge = createShellEdge(browserShellEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const ShellEdgeContext = createContext<ShellEdge | null>(null);

/** Tests (and a future host page) provide other charts for the header. */
export const ShellEdgeProvider = ShellEdgeContext.Provider;

export function useShellEdge(): ShellEdge {
  return useAreaEdge(ShellEdgeContext, 'shell', browserShellEdge);
}

/** A header chart bound to the edge's implementations, once per edge (a new logic would restart nothing). */
export function useProvidedChart<TMachine extends AnyStateMachine>(machine: TMachine, implementations: Parameters<TMachine['provide']>[0]): TMachine {
  return useMemo(() => machine.provide(implementations) as TMachine, [machine, implementations]);
}
