/**
 * Launching games (CONTRACT §4.11, SPEC §4 "Game launch", §8), token required. Every catalogue game
 * opens one of the gateway's built-in demo games (server/demo-games), which bet through the ledger.
 *
 * GET /wps/game/launchGame ?nodeId&gameCode&vassalage&gameType&language&backUrl (&accountType, platform,
 *     clientType, launchMode, webView, lottoArea, lottoView, … accepted and ignored)
 *   A lottery game may be named by gameCode (or lottoGameCode) and vassalage instead of nodeId.
 *   -> value = { url, mode: 'iframe'|'window', accountType, gameUrl (= url), content: { game_url (= url) } }
 *   `url` is a same-origin demo game page whose fragment carries a single-use launch ticket valid for
 *   60 seconds; never the member token. A lottery game with a draw schedule (vendor TCG_LOTTO_VN,
 *   TCG_SEA, ELOTT or LOTT) opens the draw-lottery betting page `/demo-games/play/draw-lottery`.
 *   `mode` says how the site opens it: a popup window for live, sports, esports and cockfight games,
 *   the /game frame otherwise.
 *   accountType: 1 real money; 0 for trial (free-play, type 4) accounts, which are allowed and play
 *   with their play credit, not money (server/wallet/play-credit.service.ts).
 *   Refusals: no session 401 login.not.session; unknown game (or gameCode/vassalage/gameType not the
 *   game's) 404 game.not.found; vendor or game under maintenance 200 { success:false,
 *   errorCode:'game.maintenance', value: { suggestions: Game[] (at most 3 playable games of the same
 *   type) } }; in transfer mode, a round of another game still open 200 { success:false,
 *   errorCode:'game.previous.unfinished', value: { nodeId } }; another launch of the member running
 *   503 system.busy. A launch records the game among the member's recent games.
 *
 * POST /wps/game/exitGame -> value = { ended }   the site closed the game (window closed, frame left):
 *   ends the member's play sessions; in transfer mode their vendor wallets go back to the main wallet.
 *
 * GET /wps/relay/GCS_merchantWallet -> value = { isSingle, walletMode: 'single'|'transfer' }
 */
import type { FastifyInstance } from 'fastify';
import { sameOriginPath } from '../../rules/same-origin-path';
import { launchQuery } from '../../wire/game-launch.schemas';
import type { AppContext } from '../app-context';
import { findRealMember } from '../auth/member.service';
import { answerLanguage } from './catalogue-http';
import { recordRecentGame } from './member-games.service';
import { ApiError, failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseQuery } from '../http/validation';
import { demoGamePath, engineForGameType, launchModeFor } from '../demo-games/demo-engines';
import {
  exitMemberGames,
  findLaunchGame,
  isUnderMaintenance,
  LaunchBusy,
  launchPlaySession,
  suggestionsFor,
} from '../demo-games/play-sessions.service';
import { walletModeOf } from '../demo-games/wallet-mode';
import { drawLotteryPageFor, lotteryNodeIdOf } from '../lottery/lottery-launch';

export function gameLaunchRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  const noStore = { 'cache-control': 'no-store' };

  app.get('/wps/game/launchGame', { config: { ...tokenRoute.config, rateLimit: sensitiveLimit(ctx, 'game-launch') } }, async (request, reply) => {
    reply.headers(noStore);
    const session = request.session!;
    const merchant = request.merchant!;
    const query = parseQuery(launchQuery, request.query);
    const language = answerLanguage(request, merchant, query.language);
    const nodeId = query.nodeId ?? (await lotteryNodeIdOf(ctx.db, merchant.id, query.vassalage, query.gameCode ?? query.lottoGameCode));
    const game = await findLaunchGame(ctx.db, merchant.id, nodeId);
    const named = (given: string | undefined, actual: string) => given === undefined || given.toUpperCase() === actual.toUpperCase();
    if (!game || !named(query.gameCode, game.game_code) || !named(query.vassalage, game.vassalage) || !named(query.gameType, game.game_type)) {
      throw new ApiError(404, 'game.not.found', 'This game is not available');
    }
    if (isUnderMaintenance(game)) {
      return failure('game.maintenance', 'This game is under maintenance', {
        suggestions: await suggestionsFor(ctx.db, merchant.id, game, language),
      });
    }
    const accountType = (await findRealMember(ctx.db, session.memberId)) ? 1 : 0;
    const now = ctx.now();
    let launched: Awaited<ReturnType<typeof launchPlaySession>>;
    try {
      launched = await launchPlaySession(ctx.db, {
        merchantId: merchant.id,
        memberId: session.memberId,
        loginSessionId: session.sessionId,
        game,
        walletMode: walletModeOf(merchant.settings),
        accountType,
        language,
        // stored as the path the game page's Exit goes to: only a path of this site, whatever was asked
        backUrl: sameOriginPath(query.backUrl),
        now,
      });
    } catch (error) {
      if (error instanceof LaunchBusy) throw new ApiError(503, 'system.busy', 'System busy, please try again (#727)');
      throw error;
    }
    if (launched.kind === 'previousUnfinished') {
      return failure('game.previous.unfinished', 'The previous game has not finished (#734)', { nodeId: launched.nodeId });
    }
    await recordRecentGame(ctx.db, { merchantId: merchant.id, memberId: session.memberId, nodeId: game.node_id, now });
    const page = (await drawLotteryPageFor(ctx.db, game)) ?? demoGamePath(engineForGameType(game.game_type));
    const url = `${page}?lang=${language}#ticket=${launched.ticket}`;
    return ok({ url, mode: launchModeFor(game.game_type), accountType, gameUrl: url, content: { game_url: url } });
  });

  app.post('/wps/game/exitGame', tokenRoute, async (request, reply) => {
    const session = request.session!;
    reply.headers(noStore);
    return ok({ ended: await exitMemberGames(ctx.db, { merchantId: session.merchantId, memberId: session.memberId, now: ctx.now() }) });
  });

  app.get('/wps/relay/GCS_merchantWallet', tokenRoute, async (request, reply) => {
    const walletMode = walletModeOf(request.merchant!.settings);
    reply.headers(noStore);
    return ok({ isSingle: walletMode === 'single', walletMode });
  });
}
