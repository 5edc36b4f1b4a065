/**
 * What the games pages need from the site's charts: whether the session is known (a stored token
 * checked), who is looking (guest, trial or real account), a way to ask the session for a real
 * account (the login dialog for a guest, the real-account warning for a trial account) and the
 * merchant's languages (the bingo class). Read through selectors; the pages get a plain model.
 */
import { useCallback } from 'react';
import type { ReactNode } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import type { AccountKind } from '../../../machines/game-list';
import type { sessionMachine, SessionSnapshot } from '../../../machines/session';
import { selectSessionRef } from '../../../machines/system-status';
import type { SystemStatusSnapshot } from '../../../machines/system-status';
import { useAppEdge } from '../../app/app-context';
import { accountKindOf, GAMES_INTENT } from '../../app/games.edge';
import type { RealAccountRequest } from '../../app/games.edge';

export interface GamesSessionModel {
  /** signed in or a guest, not still checking a stored token or loading the member */
  settled: boolean;
  account: AccountKind;
  requireRealAccount: RealAccountRequest;
  supportedLanguages: readonly string[];
}

type Render = (model: GamesSessionModel) => ReactNode;
type SessionRef = ActorRefFrom<typeof sessionMachine>;

const NO_LANGUAGES: readonly string[] = [];
const nothing = () => {};

const selectLanguages = (snapshot: SystemStatusSnapshot): readonly string[] => snapshot.context.status?.languages ?? NO_LANGUAGES;

function selectAccount(snapshot: SessionSnapshot): { settled: boolean; account: AccountKind } {
  // a stored token is checked before the first list; a sign-in on the page keeps its list (it reloads for the member)
  const restoring = snapshot.matches('restoring') || (snapshot.matches('loadingMember') && !snapshot.context.interactiveLogin);
  const settled = !restoring;
  return { settled, account: accountKindOf(snapshot) };
}

function SessionPart({ session, languages, children }: { session: SessionRef; languages: readonly string[]; children: Render }) {
  const { settled, account } = useSelector(session, selectAccount, shallowEqual);
  const requireRealAccount = useCallback(() => session.send({ type: 'account.requireReal', intent: GAMES_INTENT }), [session]);
  return <>{children({ settled, account, requireRealAccount, supportedLanguages: languages })}</>;
}

export function GamesSession({ children }: { children: Render }) {
  const { rootActor } = useAppEdge();
  const languages = useSelector(rootActor, selectLanguages);
  const session = useSelector(rootActor, selectSessionRef);
  // the session chart runs on the app screen; until then nobody is known
  if (!session) return <>{children({ settled: false, account: 'guest', requireRealAccount: nothing, supportedLanguages: languages })}</>;
  return (
    <SessionPart session={session} languages={languages}>
      {children}
    </SessionPart>
  );
}
