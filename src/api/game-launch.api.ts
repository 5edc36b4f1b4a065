/**
 * Game launch calls (CONTRACT §4.11; server/routes/game-launch.routes.ts), all with the session token:
 * - `GET /wps/game/launchGame` answers the game page's address (same origin, a single-use ticket in
 *   its fragment) and how to show it; a game under maintenance fails with `game.maintenance` and
 *   up to three suggested games in `value.suggestions`;
 * - `POST /wps/game/exitGame` ends the member's play sessions when the site closes a game.
 * A vendor card's games come from the catalogue's game list (src/api/games-catalogue.api.ts).
 */
import type { ExitValue, LaunchValue } from '../../wire/game-launch.schemas';
import { callApi } from './client';

export const LAUNCH_GAME_PATH = '/wps/game/launchGame';
export const EXIT_GAME_PATH = '/wps/game/exitGame';

export interface LaunchGameQuery {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: string;
  language: string;
  /** the site path to come back to */
  backUrl: string;
  /** CONTRACT: 1 real money, 0 free play */
  accountType: 0 | 1;
}

/** The game page's address, how to show it (a popup window or the /game frame), and real money (1) or free play (0). */
export type LaunchGameValue = Pick<LaunchValue, 'url' | 'mode'> & { accountType: number };

export function launchGame(query: LaunchGameQuery): Promise<LaunchGameValue> {
  const present = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== '')) as Record<string, string | number>;
  return callApi<LaunchGameValue>(LAUNCH_GAME_PATH, { token: true, query: present });
}

export function exitGames(): Promise<ExitValue> {
  return callApi<ExitValue>(EXIT_GAME_PATH, { method: 'POST', token: true, body: {} });
}
