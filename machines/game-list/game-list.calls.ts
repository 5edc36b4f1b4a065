/**
 * What the game list asks of the world: a page of games, and the page's real-account request (the
 * session decides: the login dialog for a guest, the real-account warning for a trial account).
 */
import { fromPromise } from 'xstate';
import { selectSessionView } from '../session';
import type { SessionSnapshot } from '../session';
import type { gameListMachine } from './game-list.machine';
import type { AccountKind, GameListRequest, GameListResult } from './game-list.types';

export interface GameListCalls {
  loadGameList(request: GameListRequest): Promise<GameListResult>;
}

/** What a games page does when a guest or trial account asks for a real account's list or heart. */
export type RealAccountRequest = () => void;

/** The session intent of a games page's real-account request. */
export const GAMES_INTENT = 'games.realAccount';

/** Who the session says is looking: a real account (member or agent), a trial account, or a guest. */
export function accountKindOf(snapshot: SessionSnapshot): AccountKind {
  const view = selectSessionView(snapshot);
  if (!view.isSignedIn) return 'guest';
  return view.isTrial ? 'trial' : 'real';
}

/** The game list's implementations for one page (its real-account request). */
export function gameListImplementations(calls: GameListCalls, requireRealAccount: RealAccountRequest): Parameters<typeof gameListMachine.provide>[0] {
  return {
    actors: { loadGames: fromPromise<GameListResult, GameListRequest>(({ input }) => calls.loadGameList(input)) },
    actions: { requestLogin: () => requireRealAccount(), warnRealAccount: () => requireRealAccount() },
  };
}
