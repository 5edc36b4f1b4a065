/**
 * Launching games (CONTRACT §4.11; server/games/game-launch.routes.ts), token required:
 * `GET /wps/game/launchGame`, `POST /wps/game/exitGame`, `GET /wps/relay/GCS_merchantWallet`.
 */
import { z } from 'zod';
import { blankToMissing, idString, languageCode } from './fields.schemas';
import { game, nodeIdInput } from './games.schemas';

// ---- requests ----

/**
 * What the launch reads; a lottery game may be named by gameCode (or lottoGameCode) and vassalage
 * instead of nodeId. The other parameters clients send (accountType, platform, clientType,
 * launchMode, webView, lottoArea, lottoView, …) are accepted and ignored.
 */
export const launchQuery = z.preprocess(
  blankToMissing,
  z.object({
    nodeId: nodeIdInput.optional(),
    gameCode: z.string().trim().max(64).optional(),
    lottoGameCode: z.string().trim().max(64).optional(),
    vassalage: z.string().trim().toUpperCase().max(32).optional(),
    gameType: z.string().trim().toUpperCase().max(16).optional(),
    language: languageCode.optional(),
    backUrl: z.string().max(512).optional(),
  }),
);

// ---- answers ----

/** The game page of this site (its fragment carries a single-use ticket, never the member token). */
const gamePageUrl = z.string().regex(/^\/demo-games\/play\/[a-z-]+\?lang=[A-Z]{2}#ticket=[A-Za-z0-9_-]+$/);

/** `value` of a launch: the page and how the site opens it (a popup window, or the /game frame). */
export const launchValue = z.strictObject({
  url: gamePageUrl,
  mode: z.enum(['iframe', 'window']),
  /** 1 real money; 0 a trial account's free play */
  accountType: z.union([z.literal(0), z.literal(1)]),
  /** = url, for clients that read the older names */
  gameUrl: gamePageUrl,
  content: z.strictObject({ game_url: gamePageUrl }),
});
export type LaunchValue = z.output<typeof launchValue>;

export const LAUNCH_FAILURES = {
  /** at most 3 playable games of the same type to offer instead */
  'game.maintenance': z.strictObject({ suggestions: z.array(game).max(3) }),
  /** transfer mode: the game whose round is still open (#734) */
  'game.previous.unfinished': z.strictObject({ nodeId: idString }),
} as const;

/** `value` of `POST /wps/game/exitGame`: how many play sessions ended. */
export const exitValue = z.strictObject({ ended: z.number().int().nonnegative() });
export type ExitValue = z.output<typeof exitValue>;

/** `value` of `GET /wps/relay/GCS_merchantWallet`. */
export const merchantWalletValue = z.strictObject({ isSingle: z.boolean(), walletMode: z.enum(['single', 'transfer']) });
export type MerchantWalletValue = z.output<typeof merchantWalletValue>;
