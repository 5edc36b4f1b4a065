/**
 * Game launch calls (CONTRACT §4.11; server/games/game-launch.routes.ts), all with the session token:
 * - `GET /wps/game/launchGame` answers the game page's address (same origin, a single-use ticket in
 *   its fragment) and how to show it; a game under maintenance fails with `game.maintenance` and
 *   up to three suggested games in `value.suggestions`;
 * - `POST /wps/game/exitGame` ends the member's play sessions when the site closes a game.
 * A vendor card's games come from the catalogue's game list (src/api/games-catalogue.api.ts).
 */
import type { GameToLaunch, LaunchAnswer, LaunchFailure } from '../../machines/game-launch';
import type { ExitValue, LaunchValue } from '../../wire/game-launch.schemas';
import { apiFailure, callApi, withPlainFailure } from './client';
import type { ApiFailure } from './client';
import { toGameToLaunch } from './games-catalogue.api';
import type { WireGame } from './games-catalogue.api';

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

/** The game page may be this site's own path or a web address; nothing else (no `javascript:`) is opened. */
export function isGameAddress(url: unknown): url is string {
  return typeof url === 'string' && (/^\/(?!\/)[^\s\\]*$/.test(url) || /^https:\/\/[^\s]+$/i.test(url));
}

/** The launch answer as the charts take it: only an address the site may open; anything else fails with `game.url.invalid`. */
export function launchAnswerOf(value: LaunchGameValue | null): LaunchAnswer {
  if (!isGameAddress(value?.url)) throw apiFailure('game.url.invalid');
  return { url: value.url };
}

/** The suggested games of a maintenance refusal, as the launch chart offers them (only entries a launch could use). */
export function launchFailureDetails(failure: ApiFailure): Required<Pick<LaunchFailure, 'suggestions'>> {
  const raw = (failure.value as { suggestions?: unknown } | null)?.suggestions;
  const suggestions: GameToLaunch[] = Array.isArray(raw)
    ? (raw as WireGame[]).filter((game) => game && game.nodeId !== undefined && game.gameType).map(toGameToLaunch)
    : [];
  return { suggestions };
}

/** Only parameters with a value are sent (the gateway treats empty ones as absent anyway). */
function present(query: object): Record<string, string | number> {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;
}

/** Rejects with `{ errorCode, value, suggestions }`: the suggested games of a game under maintenance, already the chart's. */
export function launchGame(query: LaunchGameQuery): Promise<LaunchAnswer> {
  return withPlainFailure(
    async () => launchAnswerOf(await callApi<LaunchGameValue>(LAUNCH_GAME_PATH, { token: true, query: present(query) })),
    launchFailureDetails,
  );
}

export async function exitGames(): Promise<void> {
  await callApi<ExitValue>(EXIT_GAME_PATH, { method: 'POST', token: true, body: {} });
}
