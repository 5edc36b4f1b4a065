/**
 * The header's charts at the edge (SPEC §2 "Header, top bar", "Logged-in area"): their
 * implementations only, which the header's lazy chunks bind with `useProvidedChart` (the charts come with them).
 */
import { createContext, useMemo } from 'react';
import { fromPromise } from 'xstate';
import type { AnyStateMachine } from 'xstate';
import { accountBalanceImplementations } from '../../machines/account-balance';
import type { AccountBalanceCalls } from '../../machines/account-balance';
import { affiliateLinkImplementations } from '../../machines/affiliate-link';
import type { AffiliateLinkCalls } from '../../machines/affiliate-link';
import { languagePickerImplementations } from '../../machines/language-picker';
import type { FollowMemberToken, LanguagePickerCalls } from '../../machines/language-picker';
import { selectSessionView } from '../../machines/session';
import { siteClockImplementations } from '../../machines/site-clock';
import type { SiteClockCalls } from '../../machines/site-clock';
import type { unreadMessagesMachine } from '../../machines/unread-messages';
import { loadUnreadCount, updateMemberLanguage } from '../api/member.api';
import { hasAgentHelpEntry } from '../api/pages.api';
import { loadBalance } from '../api/wallet.api';
import { useAreaEdge } from './area-edges';
import { followSession } from './follow-session';
import { activateLanguage, i18n, localeForLanguageCode, readStoredLanguageChoice, readStoredLanguageCode, storeLanguageCode } from '../lib/i18n';
import { readBalanceShape, readStored, storeBalanceShape, writeStored } from '../lib/storage';

export interface ShellEnvironment extends SiteClockCalls, LanguagePickerCalls, AffiliateLinkCalls, AccountBalanceCalls {
  /** calls `listener` with `true` when the page is shown again, `false` when hidden; returns the unsubscribe */
  watchPageVisibility(listener: (visible: boolean) => void): () => void;
  /** what `hisLang` holds, null when nothing was stored */
  readStoredLanguage(): string | null;
  /** the picker starts in `code` (stored, else the merchant default): make its catalog the active one */
  ensureCatalog(code: string): void;
  readBalanceHidden(): boolean;
  /** the shape of the amount last shown in this tab (amountShapeOf), or null */
  readBalanceShape(): string | null;
  loadUnreadCount(): Promise<number>;
}

/** The gateway accepts a language update from any session, including one that must change its password. */
const followMemberToken: FollowMemberToken = (system, listener) =>
  followSession(system, (snapshot) => {
    const view = selectSessionView(snapshot);
    listener(view.isSignedIn || view.status === 'mustChangePassword');
  });

type UnreadImplementations = Parameters<typeof unreadMessagesMachine.provide>[0];

export function createShellEdge(env: ShellEnvironment) {
  return {
    env,
    siteClock: siteClockImplementations(env),
    languagePicker: languagePickerImplementations(env, followMemberToken),
    affiliateLink: affiliateLinkImplementations(env),
    accountBalance: accountBalanceImplementations(env),
    // the unread count's chart comes with the signed-in account area's chunk: its folder is not imported here
    unreadMessages: { actors: { loadUnreadCount: fromPromise<number, void>(() => env.loadUnreadCount()) } } satisfies UnreadImplementations,
  };
}

export type ShellEdge = ReturnType<typeof createShellEdge>;

/** The local preference of the account area: show the balance as `***`. */
const BALANCE_HIDDEN_KEY = 'hideBalance';

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
  readBalanceHidden: () => readStored('local', BALANCE_HIDDEN_KEY) === 'true',
  storeBalanceHidden: (hidden) => writeStored('local', BALANCE_HIDDEN_KEY, String(hidden)),
  readBalanceShape,
  storeBalanceShape,
  loadBalance,
  loadUnreadCount,
  hasAgentHelpEntry: () => hasAgentHelpEntry(readStoredLanguageCode()),
};

export const browserShellEdge: ShellEdge = createShellEdge(browserShellEnvironment);

// no default: a view without a provider gets the app's edge, or fails (src/app/area-edges.ts)
const ShellEdgeContext = createContext<ShellEdge | null>(null);
export const ShellEdgeProvider = ShellEdgeContext.Provider;
export const useShellEdge = (): ShellEdge => useAreaEdge(ShellEdgeContext, 'shell', browserShellEdge);

/** A header chart bound to the edge's implementations, once per edge (a new logic would restart nothing). */
export function useProvidedChart<TMachine extends AnyStateMachine>(machine: TMachine, implementations: Parameters<TMachine['provide']>[0]): TMachine {
  return useMemo(() => machine.provide(implementations) as TMachine, [machine, implementations]);
}
