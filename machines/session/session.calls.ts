/**
 * What the session asks of the world: the gateway's calls, the browser's storage and navigation,
 * and the guest dialogs' and social login's charts, which load on first use.
 */
import { fromPromise } from 'xstate';
import type { ActorSystem, ActorSystemInfo } from 'xstate';
import { provideChangePassword } from '../change-password';
import type { ChangePasswordCalls } from '../change-password';
import { sessionMachine } from './session.machine';
import type { GuestDialogCharts, MemberInfo, SocialLoginChart, SocialLoginLoad, StoredSession } from './session.types';

/** The actor system an action runs in: its router is told where to go. */
type SessionSystem = ActorSystem<ActorSystemInfo>;

export interface SessionCalls extends ChangePasswordCalls {
  /** the token kept of the last sign-in, null when none */
  readStoredToken(): string | null;
  storeToken(token: string): void;
  storeMember(member: MemberInfo): void;
  clearSession(): void;
  fetchMemberInfo(): Promise<MemberInfo>;
  logout(): Promise<void>;
  /** the login, registration and forgot-password charts (one chunk), the first time a guest opens one of their dialogs */
  loadDialogCharts(): Promise<GuestDialogCharts>;
  /** the social-login chart (a chunk of its own) */
  loadSocialLogin(): Promise<SocialLoginChart>;
  /** to a path of this site with its query and hash */
  navigate(system: SessionSystem, to: string): void;
  /** to a real-account action's centre page, over the route that is showing, once the chart lets it through */
  proceedToIntent(system: SessionSystem, intent: string): void;
}

export function provideSession(calls: SessionCalls): typeof sessionMachine {
  return sessionMachine.provide({
    actors: {
      readStoredSession: fromPromise<StoredSession, void>(async () => ({ token: calls.readStoredToken() })),
      loadMemberInfo: fromPromise<MemberInfo, void>(() => calls.fetchMemberInfo()),
      logout: fromPromise<void, void>(() => calls.logout()),
      changePassword: provideChangePassword(calls),
      // a chunk that did not load fails the dialog with `chunk.failed`
      loadDialogCharts: fromPromise<GuestDialogCharts, void>(() =>
        calls.loadDialogCharts().catch(() => Promise.reject({ errorCode: 'chunk.failed' })),
      ),
      // never fails: with no provider switched on, or without the chunk, the buttons stay off
      loadSocialLogin: fromPromise<SocialLoginChart | null, SocialLoginLoad>(async ({ input }) =>
        input.providers.length === 0 ? null : calls.loadSocialLogin().catch(() => null),
      ),
    },
    actions: {
      storeToken: (_, params) => calls.storeToken(params.token),
      storeMember: (_, member) => calls.storeMember(member),
      clearSession: () => calls.clearSession(),
      navigate: ({ system }, params) => calls.navigate(system, params.to),
      // The legacy first-login action (a welcome pop-up) has no content yet.
      runFirstLoginAction: () => {},
      proceedToIntent: ({ system }, params) => calls.proceedToIntent(system, params.intent),
    },
  });
}
