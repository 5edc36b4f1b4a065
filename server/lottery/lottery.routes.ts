/**
 * Draw lotteries: the lottery gateway calls (CONTRACT §1.4, §4.12) and the draw-lottery betting page.
 *
 * /lgw answers are raw JSON, NOT enveloped (errors are: 400 request_param_err, 404 not.found).
 * Merchant from the `Merchant` header (absent = demo; two = 403 function.not.available); language
 * from `language`, else the `Language` header, else the merchant's (MS, EN, CN; others read EN).
 * No token. Empty parameters count as absent; prizeMode (LOTT|ZY|ELOTT|SEA) and device are checked
 * and otherwise ignored. Times are epoch ms, remainTime and lockTime ms from now (lockTime 0 once
 * bets are closed); ids are strings (gameId = nodeId); minBet in major units. `cache-control:
 * no-store` wherever times are live.
 *   Game = { gameId, nodeId, gameCode, gameName, gameType, vassalage, accountTypeName, iconUrl,
 *     gameMenuTag (NORTH|CENTRAL|SOUTH|FAST|DIGITS|KENO), gameGroupCode (= gameMenuTag),
 *     remark ('Mon, Thu 18:15 (GMT+7)', 'Every 3 min'), drawDayOfWeek ('1,4'; 1 = Monday, Vietnam
 *     time; '1,2,3,4,5,6,7' for quick games), minBet, maintenance }
 *   Live = { numero, remainTime, lockTime, locked, winningTime (the draw's time) }   the numero taking bets
 *   Drawn = { numero, winNo ('83021,44512,…': special prize first), winningNumbers: string[], openTime, format }
 *
 * GET /lgw/vn/games/game_menu ?prizeMode&device&count(default 100, at most 100: games per menu)&language
 *   -> { [tag]: { tag, name, gameMenus: (Game & Live)[] } }   the Vietnamese vendor's (TCG_LOTTO_VN)
 *      games by menu, NORTH, CENTRAL, SOUTH, FAST in that order, each drawing soonest first
 * GET /lgw/vn/games/game_menu/recent ?prizeMode&device&recentCount(default 100, at most 100)&language
 *   -> the same shape, only the games drawing within the next 24 hours, at most recentCount in all
 * GET /lgw/vn/numeros/opened/game ?prizeMode&device&language
 *   -> { [gameId]: Game & Drawn }   the latest drawn numero of each Vietnamese game (never drawn: absent)
 * GET /lgw/games/opened/numero ?prizeMode&device&language -> the same for every draw lottery
 * GET /lgw/games/game_menus ?prizeMode&device&language
 *   -> { [gameId]: Game & Live }   every draw lottery (LOTT and ELOTT with a draw schedule) with its
 *      current numero, as the VN menu gives it, so every lobby card counts down; cache-control no-store
 * GET /lgw/numeros/near ?gameId&language
 *   -> { gameId, gameCode, currentNumero: Live, previousNumero: { numero, winningTime, opened,
 *        winNo|null, winningNumbers|null } }   previous = the numero the schedule drew last
 * GET /lgw/draw/<gameId> ?page(0-based, default 0)&size(default 7, at most 100)
 *   -> { content: Drawn[] (newest first), number, size, totalElements, totalPages, numberOfElements, first, last, empty }
 * GET /lgw/games/popular lives in server/games/games.routes.ts (the same schedules).
 *
 * The betting page, launched like every demo game (server/games/game-launch.routes.ts) with a single-use ticket
 * in the URL fragment; its calls carry the play-session token in `X-Game-Session` and answer in
 * the /wps envelope, never cached; amounts in minor units.
 * GET  /demo-games/play/draw-lottery ?lang=MS|EN|CN   text/html
 * POST /demo-games/api/draw/session { ticket } -> { token, session: { nodeId, gameCode, gameName, gameType, vendor,
 *        walletMode, accountType, minBet, maxStake, balance, currency, currencySymbol, backUrl, rtp, remark,
 *        gameMenuTag, drawDayOfWeek, format, betKinds: BetKindInfo[] (server/lottery/lottery-bet-kinds.ts) } }
 *        a used, expired or unknown ticket: 401 game.ticket.invalid; not a draw lottery: 400 game.engine.mismatch
 * GET  /demo-games/api/draw/state -> { current: Live & { drawAt }, previous: { numero, drawAt, opened },
 *        result: (Drawn & { tiers: { tier, numbers }[] }) | null (the latest drawn), bets: Bet[] (the member's
 *        last 20 on this game), balance }
 * POST /demo-games/api/draw/bet { betId, numero?, kind, picks: string[], stake } -> Bet & { balance, replayed }
 *   Bet = { betId, numero, drawAt, kind, picks, stake, status: 'open'|'won'|'lost'|'void', payout, createdAt }
 *   Refusals: lottery.numero.locked (200, value.currentNumero: betting on that numero has closed, or the
 *   page's numero is not the current one), bet.balance.insufficient (200, value.balance),
 *   bet.id.invalid / bet.kind.invalid / bet.picks.invalid / bet.stake.invalid / bet.stake.below.minimum (400),
 *   game.session.ended (401), bet.id.reused (409), game.maintenance (503).
 */
import { merchantCurrency } from '../system/merchant.service';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  drawBetBody,
  drawPageQuery,
  drawParams,
  gameMenuQuery,
  gamePageQuery,
  launchTicketBody,
  lotteryQuery,
  nearQuery,
  recentMenuQuery,
} from '../../wire/lottery.schemas';
import type { AppContext } from '../app-context';
import { BetRefused } from '../demo-games/bets.service';
import { MAX_STAKE } from '../demo-games/demo-engines';
import { drawLotteryPage } from '../demo-games/draw-page';
import { balanceOfKind } from '../demo-games/game-wallet';
import { GAME_PAGE_HEADERS } from '../demo-games/game-page';
import { betLimit, playSessionOf } from '../demo-games/play-session-request';
import { redeemTicket } from '../demo-games/play-sessions.service';
import type { PlaySession } from '../demo-games/play-sessions.service';
import type { CatalogueCache } from '../games/catalogue-cache';
import { answerLanguage } from '../games/catalogue-http';
import { catalogueLanguage } from '../games/game-types';
import { ApiError, failure, ok } from '../http/envelope';
import { merchantOf } from '../http/merchant-header';
import { sensitiveLimit } from '../http/rate-limit';
import { pageNonce } from '../http/security-headers';
import { parseQuery } from '../http/validation';
import { currentNumeroView, drawPageView, gameMenuItem, gameMenusOf, nearView, openedView, recentMenusOf, resultView } from './lgw-views';
import { betKindsOf } from './lottery-bet-kinds';
import { memberDrawBets, placeDrawBet } from './lottery-bets.service';
import { drawHistory, latestDraws } from './lottery-draws.service';
import { findLotteryGame, loadLotteryGames, VN_VENDOR } from './lottery-games';
import type { LotteryGame } from './lottery-games';
import { drawDaysText, previousNumero } from './lottery-schedule';
import { remarkOf } from './lottery-texts';

const RECENT_WITHIN_MS = 24 * 3_600_000;

const notFound = () => new ApiError(404, 'not.found', 'Unknown lottery game');
const percent = (rtp: number) => `${(rtp * 100).toFixed(2)}%`;

export function lotteryRoutes(app: FastifyInstance, ctx: AppContext, cache: CatalogueCache) {
  const noStore = { 'cache-control': 'no-store' };
  const gamesOf = async (merchantId: number) => (await cache.get(merchantId, 'lottery-games', () => loadLotteryGames(ctx.db, merchantId))).value;
  const vnOnly = (games: LotteryGame[]) => games.filter((game) => game.vassalage === VN_VENDOR);

  /** The merchant (resolved by the request hooks, as for /wps) and its draw lotteries of an /lgw call. */
  async function lgw(request: FastifyRequest, reply: FastifyReply) {
    const merchant = merchantOf(request);
    reply.headers(noStore);
    return { merchant, games: await gamesOf(merchant.id) };
  }

  async function gameById(request: FastifyRequest, gameId: string) {
    const merchant = merchantOf(request);
    const game = (await gamesOf(merchant.id)).find((candidate) => candidate.nodeId === gameId);
    if (!game) throw notFound();
    return { merchant, game };
  }

  app.get('/lgw/vn/games/game_menu', async (request, reply) => {
    const query = parseQuery(gameMenuQuery, request.query);
    const { merchant, games } = await lgw(request, reply);
    return gameMenusOf(vnOnly(games), answerLanguage(request, merchant, query.language), ctx.now(), query.count);
  });

  app.get('/lgw/vn/games/game_menu/recent', async (request, reply) => {
    const query = parseQuery(recentMenuQuery, request.query);
    const { merchant, games } = await lgw(request, reply);
    return recentMenusOf(vnOnly(games), answerLanguage(request, merchant, query.language), ctx.now(), query.recentCount, RECENT_WITHIN_MS);
  });

  const openedRoute = (pick: (games: LotteryGame[]) => LotteryGame[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const query = parseQuery(lotteryQuery, request.query);
    const { merchant, games } = await lgw(request, reply);
    const language = answerLanguage(request, merchant, query.language);
    const chosen = pick(games);
    const draws = await latestDraws(
      ctx.db,
      chosen.map((game) => game.id),
    );
    const answer: Record<string, ReturnType<typeof openedView>> = {};
    for (const game of chosen) {
      const draw = draws.get(game.id);
      if (draw) answer[game.nodeId] = openedView(game, draw, language);
    }
    return answer;
  };
  app.get('/lgw/vn/numeros/opened/game', openedRoute(vnOnly));
  app.get(
    '/lgw/games/opened/numero',
    openedRoute((games) => games),
  );

  app.get('/lgw/games/game_menus', async (request, reply) => {
    const query = parseQuery(lotteryQuery, request.query);
    const { merchant, games } = await lgw(request, reply);
    reply.headers(noStore);
    const language = answerLanguage(request, merchant, query.language);
    const now = ctx.now();
    return Object.fromEntries(games.map((game) => [game.nodeId, gameMenuItem(game, language, now)]));
  });

  app.get('/lgw/numeros/near', async (request, reply) => {
    const query = parseQuery(nearQuery, request.query);
    const { game } = await gameById(request, query.gameId);
    reply.headers(noStore);
    const now = ctx.now();
    const latest = (await latestDraws(ctx.db, [game.id])).get(game.id) ?? null;
    return nearView(game, latest, now);
  });

  app.get('/lgw/draw/:gameId', async (request, reply) => {
    const { gameId } = parseQuery(drawParams, request.params);
    const query = parseQuery(drawPageQuery, request.query);
    const { game } = await gameById(request, gameId);
    reply.headers(noStore);
    const { draws, total } = await drawHistory(ctx.db, game.id, query.page, query.size);
    return drawPageView(draws, total, query.page, query.size);
  });

  // ---- the betting page ----

  app.get('/demo-games/play/draw-lottery', async (request, reply) => {
    const query = parseQuery(gamePageQuery, request.query);
    const nonce = pageNonce(reply, GAME_PAGE_HEADERS);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return drawLotteryPage(catalogueLanguage(query.lang, 'EN'), nonce);
  });

  const notADraw = () => new ApiError(400, 'game.engine.mismatch', 'This game is not a draw lottery');

  async function drawSession(request: FastifyRequest): Promise<{ session: PlaySession; game: LotteryGame }> {
    const session = await playSessionOf(ctx, request);
    if (!session) throw new ApiError(401, 'game.session.ended', 'This game was closed. Launch it again from the site.');
    const game = await findLotteryGame(ctx.db, session.gameId);
    if (!game) throw notADraw();
    return { session, game };
  }

  // one count with the demo games' ticket trade (server/demo-games/demo-games.routes.ts)
  app.post('/demo-games/api/draw/session', { config: { rateLimit: sensitiveLimit(ctx, 'demo-games.session') } }, async (request, reply) => {
    reply.headers(noStore);
    const parsed = launchTicketBody.safeParse(request.body);
    const redeemed = parsed.success ? await redeemTicket(ctx.db, parsed.data.ticket, ctx.now()) : null;
    if (!redeemed) throw new ApiError(401, 'game.ticket.invalid', 'This game link has expired or was already used');
    const { session, token } = redeemed;
    const game = await findLotteryGame(ctx.db, session.gameId);
    if (!game) throw notADraw();
    const merchant = await merchantCurrency(ctx.db, session.merchantId);
    const kinds = betKindsOf(game.format);
    const rtps = kinds.map((kind) => kind.rtp);
    const [low, high] = [Math.min(...rtps), Math.max(...rtps)];
    return ok({
      token,
      session: {
        nodeId: session.nodeId,
        gameCode: session.gameCode,
        gameName: session.gameName,
        gameType: session.gameType,
        vendor: session.vendor,
        walletMode: session.walletMode,
        accountType: session.accountType,
        minBet: game.minBet,
        maxStake: MAX_STAKE,
        balance: Number(await balanceOfKind(ctx.db, session, session.walletKind)),
        currency: merchant.currency,
        currencySymbol: merchant.symbol,
        backUrl: session.backUrl,
        rtp: low === high ? percent(low) : `${percent(low).slice(0, -1)}–${percent(high)}`,
        remark: remarkOf(game.schedule, session.language),
        gameMenuTag: game.menuTag,
        drawDayOfWeek: drawDaysText(game.schedule),
        format: game.format,
        betKinds: kinds,
      },
    });
  });

  app.get('/demo-games/api/draw/state', async (request, reply) => {
    const { session, game } = await drawSession(request);
    reply.headers(noStore);
    const now = ctx.now();
    const latest = (await latestDraws(ctx.db, [game.id])).get(game.id) ?? null;
    const previous = previousNumero(game.schedule, now);
    const current = currentNumeroView(game, now);
    return ok({
      current: { ...current, drawAt: current.winningTime },
      previous: { numero: previous.numero, drawAt: previous.drawAt.getTime(), opened: latest?.numero === previous.numero },
      result: latest ? resultView(latest) : null,
      bets: await memberDrawBets(ctx.db, session.memberId, game.id),
      balance: Number(await balanceOfKind(ctx.db, session, session.walletKind)),
    });
  });

  app.post('/demo-games/api/draw/bet', { config: { rateLimit: betLimit(ctx) } }, async (request, reply) => {
    reply.headers(noStore);
    const { session, game } = await drawSession(request);
    const body = drawBetBody.parse(request.body);
    try {
      return ok(
        await placeDrawBet(
          ctx.db,
          session,
          game,
          { betId: body.betId, numero: body.numero, kind: body.kind, picks: body.picks, stake: body.stake },
          ctx.now(),
        ),
      );
    } catch (error) {
      if (!(error instanceof BetRefused)) throw error;
      if (error.status === 200) return failure(error.code, error.message, error.value);
      throw new ApiError(error.status, error.code, error.message, error.value);
    }
  });
}
