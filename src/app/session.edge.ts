/**
 * The session chart with its real side effects: gateway calls (src/api, which rejects with plain
 * `{ errorCode, value }` objects, so charts and recorded traces only ever hold JSON data), browser
 * storage, navigation.
 */
import { fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session';
import type { GuestDialogCharts, MemberInfo, SocialLoginChart, SocialLoginLoad, StoredSession } from '../../machines/session';
import { changePasswordMachine } from '../../machines/change-password';
import type { PasswordChangeRequest } from '../../machines/change-password';
import { INTENT_ADDRESSES, withCentre } from './centre-address';
import { changePassword, fetchMemberInfo } from '../api/member.api';
import { logout } from '../api/session.api';
import { navigateIn } from './navigation';
import type { RouterSystem } from './navigation';
import { clearSession, readStoredToken, storeMember, storeToken } from './storage';

/**
 * Loads the login, registration and forgot-password charts with their edges (one lazy chunk) the
 * first time a guest opens one of their dialogs, and answers them to the session, which runs each
 * as its child while its dialog is open.
 */
async function loadDialogCharts(): Promise<GuestDialogCharts> {
  try {
    return (await import('./dialog-charts.edge')).dialogCharts;
  } catch {
    throw { errorCode: 'chunk.failed' };
  }
}

/**
 * Loads the social-login chart with its edge (the provider window, the calls) once a dialog with
 * social login buttons is open; never fails (null: the buttons stay off).
 */
async function loadSocialLogin({ providers }: SocialLoginLoad): Promise<SocialLoginChart | null> {
  if (providers.length === 0) return null;
  try {
    return (await import('./social-login.edge')).providedSocialLoginMachine;
  } catch {
    return null;
  }
}

/**
 * Where a real-account action leads once the session chart lets it through: its centre page, over
 * the route that is showing.
 */
function proceedToIntent(system: RouterSystem, intent: string): void {
  const address = INTENT_ADDRESSES[intent];
  if (address) navigateIn(system, `${window.location.pathname}${withCentre(window.location.search, address)}`);
}

export const providedChangePasswordMachine = changePasswordMachine.provide({
  actors: {
    submitPasswordChange: fromPromise<void, PasswordChangeRequest>(({ input }) => changePassword(input)),
  },
});

export const providedSessionMachine = sessionMachine.provide({
  actors: {
    readStoredSession: fromPromise<StoredSession, void>(async () => ({ token: readStoredToken() })),
    loadMemberInfo: fromPromise<MemberInfo, void>(() => fetchMemberInfo()),
    logout: fromPromise<void, void>(() => logout()),
    changePassword: providedChangePasswordMachine,
    loadDialogCharts: fromPromise<GuestDialogCharts, void>(loadDialogCharts),
    loadSocialLogin: fromPromise<SocialLoginChart | null, SocialLoginLoad>(({ input }) => loadSocialLogin(input)),
  },
  actions: {
    storeToken: (_, params) => storeToken(params.token),
    storeMember: (_, member) => storeMember(member),
    clearSession: () => clearSession(),
    navigate: ({ system }, params) => navigateIn(system, params.to),
    // The legacy first-login action (a welcome pop-up) has no content yet.
    runFirstLoginAction: () => {},
    proceedToIntent: ({ system }, params) => proceedToIntent(system, params.intent),
  },
});
