/**
 * A member's games (CONTRACT §4.10), token required (`Authorization: <token>`). Trial (free-play,
 * type 4) accounts are refused with `403 in_need_true_account`, the code the client's real-account
 * warning shows; no token is `401 login.not.session`. Never cached (cache-control: no-store).
 *
 * GET /wps/relay/MCSFE_getFavoriteGames -> value: string[]   (node ids, newest first)
 * GET /wps/relay/MCSFE_getFavoriteGamesList ?pageNo(1-based)&pageSize(default 15, at most 100)&language
 *   -> value = { content: Game[], pageNum, pageSize, totalPages, totalCount }   (Game as in games.routes.ts)
 * POST   /wps/relay/MCSFE_addFavoriteGameV2    body { nodeId, vendor?, gameType? }
 * DELETE /wps/relay/MCSFE_removeFavoriteGameV2 body (or query) { nodeId, vendor?, gameType? }
 *   -> value = { nodeId, favorite: true|false, nodeIds: string[] }   (the member's ids after the change)
 *   Both are idempotent. nodeId may be a string or a number. A node id outside the merchant's
 *   catalogue, or whose vendor or gameType differ from the ones sent, is `404 game.not.found`.
 *   More than 500 favourites: `200 { success:false, errorCode:'favorite.limit' }`.
 * GET /wps/relay/GCS_recentGame ?language
 *   -> value: (Game & { lastPlayedAt: ISO })[]   (most recent first, at most 50; the launch records them)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { favouriteBody, languageQuery, pageQuery } from '../../wire/games.schemas';
import type { AppContext } from '../app-context';
import { requireRealAccount } from '../auth/real-account';
import { ApiError, failure, ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import { answerLanguage } from './catalogue-http';
import { toWireGame } from './game-view';
import { addFavourite, favouriteIds, favouritePage, findGame, MAX_FAVOURITES, recentGames, removeFavourite } from './member-games.service';
import type { MemberRef } from './member-games.service';

/** The signed-in member, refused when it is a trial account (SPEC §4, §5). */
async function realMember(ctx: AppContext, request: FastifyRequest): Promise<MemberRef> {
  const session = request.session!;
  await requireRealAccount(ctx.db, session.memberId);
  return { merchantId: session.merchantId, memberId: session.memberId };
}

const gameNotFound = () => new ApiError(404, 'game.not.found', 'This game is not available');

export function memberGameRoutes(app: FastifyInstance, ctx: AppContext) {
  const tokenRoute = { config: { auth: 'token' as const } };
  const noStore = { 'cache-control': 'no-store' };

  /** The game a favourite call names; vendor and gameType, when sent, must be that game's. */
  async function namedGame(member: MemberRef, input: unknown) {
    const body = parseQuery(favouriteBody, input);
    const game = await findGame(ctx.db, member.merchantId, body.nodeId);
    if (!game || (body.vendor && body.vendor !== game.vassalage) || (body.gameType && body.gameType !== game.game_type)) throw gameNotFound();
    return game;
  }

  app.get('/wps/relay/MCSFE_getFavoriteGames', tokenRoute, async (request, reply) => {
    const member = await realMember(ctx, request);
    reply.headers(noStore);
    return ok(await favouriteIds(ctx.db, member.memberId));
  });

  app.get('/wps/relay/MCSFE_getFavoriteGamesList', tokenRoute, async (request, reply) => {
    const member = await realMember(ctx, request);
    const query = parseQuery(pageQuery, request.query);
    const language = answerLanguage(request, request.merchant!, query.language);
    const page = await favouritePage(ctx.db, member.memberId, query);
    reply.headers(noStore);
    return ok({
      content: page.rows.map((row) => toWireGame(row, language)),
      pageNum: query.pageNo,
      pageSize: query.pageSize,
      totalPages: Math.ceil(page.totalCount / query.pageSize),
      totalCount: page.totalCount,
    });
  });

  app.post('/wps/relay/MCSFE_addFavoriteGameV2', tokenRoute, async (request, reply) => {
    const member = await realMember(ctx, request);
    const game = await namedGame(member, request.body ?? request.query);
    const outcome = await addFavourite(ctx.db, member, game.id, ctx.now());
    reply.headers(noStore);
    if (outcome === 'limit') return failure('favorite.limit', `At most ${MAX_FAVOURITES} favourite games`);
    return ok({ nodeId: game.node_id, favorite: true, nodeIds: await favouriteIds(ctx.db, member.memberId) });
  });

  app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', tokenRoute, async (request, reply) => {
    const member = await realMember(ctx, request);
    const game = await namedGame(member, request.body ?? request.query);
    await removeFavourite(ctx.db, member.memberId, game.id);
    reply.headers(noStore);
    return ok({ nodeId: game.node_id, favorite: false, nodeIds: await favouriteIds(ctx.db, member.memberId) });
  });

  app.get('/wps/relay/GCS_recentGame', tokenRoute, async (request, reply) => {
    const member = await realMember(ctx, request);
    const query = parseQuery(languageQuery, request.query);
    const language = answerLanguage(request, request.merchant!, query.language);
    const rows = await recentGames(ctx.db, member.memberId);
    reply.headers(noStore);
    return ok(rows.map((row) => ({ ...toWireGame(row, language), lastPlayedAt: new Date(row.last_played_at).toISOString() })));
  });
}
