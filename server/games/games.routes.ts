/**
 * The public games catalogue (CONTRACT §4.8–4.12), per merchant (`Merchant` header) and language
 * (`language` parameter, else the `Language` header, else the merchant default; MS, EN and CN have
 * their own names, every other language reads English). No token. Answers are cached in memory
 * (catalogue-cache.ts) and carry an ETag; `If-None-Match` gets an empty 304. A bad parameter is
 * `400 { success:false, errorCode:'request_param_err', message:'<field>: <problem>', value:{ fields } }`.
 * Empty parameters count as absent. Amounts are major units (0.05); ids are strings; isHot is 0|1.
 *
 * GET /wps/relay/GCSGAME_newGameVendor ?platform(default html5-desktop)&clientType&language
 *   -> value.data.lanes: Lane[]   (only vendors with games on that platform; lanes in this order:
 *      LIVE, SPORTS, ESPORTS, RNG, COCKFIGHT, FISH, PVP, LOTT, ELOTT)
 *   Lane = { title: GameType, displayName, categoryId, cards: VendorCard[], gameClassify: ClassCount[] }
 *   VendorCard = { accountTypeId, vassalage, accountTypeName, displayName, gameType,
 *     isGame: 'VASSALAGE' (opens its game list) | 'GAME' (one game: gameCode and nodeId given),
 *     gameCode?, nodeId?, isHot, maintenance, sort, gameCount, gameClassify: ClassCount[],
 *     lagerIcon, smallIcon, mobileSmallIcon, h5Icon, mobileLargeIcon }
 *   ClassCount = { key, displayName, gameCount }; keys (server/games/game-types.ts GAME_CLASSES): SLOT,
 *     JACKPOT_SLOT, SCRATCH, VIDEO_POKER, TABLE, ARCADE, BINGO, BACCARAT, ROULETTE, BLACKJACK, SIC_BO,
 *     DRAGON_TIGER, GAME_SHOW, SPORTSBOOK, VIRTUAL_SPORTS, ESPORTSBOOK, COCKFIGHT, FISHING, CARD,
 *     MAHJONG, LOTTERY, KENO
 *   maintenance: the operator put the vendor under maintenance: listed, its games flagged too, not
 *   launchable. A vendor the operator disabled appears nowhere.
 *
 * GET /wps/relay/GCSGAME_getVassGameType -> value.content = { [gameType]: { [vassalage]: gameClass[] } }
 *
 * GET /wps/relay/GCSGAME_gameList ?gameType&vassalage&gameClassify&gameName&minBet&minLineNum&platform
 *     &clientType&pageNo(1-based, default 1)&pageSize(default 15, at most 100)&language
 *   -> value = { games: Game[], totalPages, totalCount }
 *   Filters are exact (minBet=0.05 lists games whose minimum bet is 0.05); gameName is a
 *   case-insensitive part of the name in the answer language or in English; platform
 *   'html5-desktop' (or mobile 'html5') leaves out flash-only games, 'flash,html5-desktop' or no
 *   platform lists all. Order: vendor order, the vendor's game order, id (pages never overlap).
 *   Game = { nodeId, gameId (= nodeId), roomId: null, gameCode, code, vassalage, vendor,
 *     accountTypeName, gameType, gameName, nodeName, displayName, gameClassify, minBet, minLineNum,
 *     platforms: 'flash,html5-desktop'|'flash', isHot, popularity, iconUrl, showIcon, defaultIcon,
 *     releaseDate: 'YYYY-MM-DD', isGame: 'GAME', maintenance }
 *
 * GET /wps/relay/GCSGAME_hotGamesV2 ?vassalage&platform&language (isPlatform, merchantCode ignored)
 *   -> value.list: [{ gameType, list: Game[] (at most 12, most popular first), footer: { path, gameCount } }]
 *      always the groups ELOTT, LOTT, LIVE, SPORTS (with esports and cockfight), FISH, RNG, PVP
 *
 * GET /wps/relay/GLS2_roomList ?nodeId&vassalage&language
 *   -> value.list: [{ roomId, nodeId, gameCode, gameName, vassalage, tier: 'BEGINNER'|'STANDARD'|'VIP'|'HIGH_ROLLER',
 *      minBet, seats, players, maintenance }]
 *
 * The winners board (GCSGAME_getRankList) is served by server/content/content-club.routes.ts.
 *
 * GET /lgw/games/popular ?count(default 20, at most 100)&prizeMode(LOTT|ZY|ELOTT|SEA)&device&language  (NOT enveloped)
 *   -> [{ gameCode, gameId (= nodeId), nodeId, gameName, gameType, vassalage, iconUrl, numero, remainTime (ms), lockTime (ms) }]
 *      the most popular lottery games with the draw they take bets for (schedules: server/lottery/lottery-schedule.ts;
 *      lockTime: ms until bets on it close, 0 once closed)
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { gameListQuery, hotGamesQuery, languageQuery, popularQuery, roomListQuery, vendorQuery } from '../../wire/games.schemas';
import type { AppContext } from '../app-context';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';
import type { Merchant } from '../system/merchant.service';
import { createCatalogueCache } from './catalogue-cache';
import type { CatalogueCache } from './catalogue-cache';
import { answerLanguage, sendCached } from './catalogue-http';
import { merchantOf } from '../http/merchant-header';
import { gamePageOf, hotGamesOf, lanesOf, lotteryGamesOf, vassGameTypesOf } from './catalogue.service';
import { loadSnapshot } from './catalogue-snapshot';
import { currentDraw } from './draw-clock';
import { loadLotteryGames } from '../lottery/lottery-games';
import { currentNumero } from '../lottery/lottery-schedule';
import { loadRooms } from './pvp-rooms.service';
import { gameAssetRoutes } from './games-assets.routes';
import { memberGameRoutes } from './games-member.routes';

/** Every games route: the public catalogue here, assets and the member's games in their own files. */
export function gamesRoutes(app: FastifyInstance, ctx: AppContext): CatalogueCache {
  const cache = createCatalogueCache(ctx.db, ctx.now);
  catalogueRoutes(app, ctx, cache);
  memberGameRoutes(app, ctx);
  gameAssetRoutes(app, ctx);
  return cache;
}

function catalogueRoutes(app: FastifyInstance, ctx: AppContext, cache: CatalogueCache) {
  const snapshotOf = async (merchantId: number) => (await cache.get(merchantId, 'snapshot', () => loadSnapshot(ctx.db, merchantId))).value;

  /**
   * The answer to this exact URL and Language header, validated and built once per catalogue
   * version: a repeated call costs a map lookup. A bad query throws from `build` and is never kept.
   */
  const answer = async (request: FastifyRequest, reply: FastifyReply, build: (merchant: Merchant) => Promise<unknown>) => {
    const merchant = request.merchant!;
    const header = request.headers.language;
    const key = `${request.url}|${typeof header === 'string' ? header : ''}`;
    return sendCached(request, reply, await cache.body(merchant.id, key, () => build(merchant)));
  };

  app.get('/wps/relay/GCSGAME_newGameVendor', (request, reply) =>
    answer(request, reply, async (merchant) => {
      const query = parseQuery(vendorQuery, request.query);
      const language = answerLanguage(request, merchant, query.language);
      return ok({ data: { lanes: lanesOf(await snapshotOf(merchant.id), language, query.platform) } });
    }),
  );

  app.get('/wps/relay/GCSGAME_getVassGameType', (request, reply) =>
    answer(request, reply, async (merchant) => {
      parseQuery(languageQuery, request.query);
      return ok({ content: vassGameTypesOf(await snapshotOf(merchant.id)) });
    }),
  );

  app.get('/wps/relay/GCSGAME_gameList', async (request, reply) => {
    const build = async (merchant: Merchant) => {
      const query = parseQuery(gameListQuery, request.query);
      const language = answerLanguage(request, merchant, query.language);
      return ok(gamePageOf(await snapshotOf(merchant.id), language, query));
    };
    // a search is built from the snapshot in about a millisecond; keeping every search term would fill memory
    const { gameName } = request.query as { gameName?: unknown };
    if (typeof gameName === 'string' && gameName.trim() !== '')
      return sendCached(request, reply, await cache.uncachedBody(request.merchant!.id, () => build(request.merchant!)));
    return answer(request, reply, build);
  });

  app.get('/wps/relay/GCSGAME_hotGamesV2', (request, reply) =>
    answer(request, reply, async (merchant) => {
      const query = parseQuery(hotGamesQuery, request.query);
      const language = answerLanguage(request, merchant, query.language);
      return ok({ list: hotGamesOf(await snapshotOf(merchant.id), language, query) });
    }),
  );

  app.get('/wps/relay/GLS2_roomList', (request, reply) =>
    answer(request, reply, async (merchant) => {
      const query = parseQuery(roomListQuery, request.query);
      const language = answerLanguage(request, merchant, query.language);
      return ok({ list: await loadRooms(ctx.db, merchant.id, language, query) });
    }),
  );

  app.get('/lgw/games/popular', async (request, reply) => {
    const merchant = merchantOf(request);
    const query = parseQuery(popularQuery, request.query);
    const language = answerLanguage(request, merchant, query.language);
    // the games are cached; the draw and its countdown are computed for this very moment
    const { value: games } = await cache.get(merchant.id, `lottery|${language}|${query.count}`, async () =>
      lotteryGamesOf(await snapshotOf(merchant.id), language, query.count),
    );
    // the draw lotteries' schedules (server/lottery): weekdays and lock times as well as intervals
    const { value: schedules } = await cache.get(merchant.id, 'lottery-games', () => loadLotteryGames(ctx.db, merchant.id));
    const now = ctx.now();
    reply.header('cache-control', 'no-store');
    return games.map(({ game, intervalS, offsetS }) => {
      const schedule = schedules.find((lottery) => lottery.nodeId === game.nodeId)?.schedule;
      const draw = schedule ? currentNumero(schedule, now) : { ...currentDraw(intervalS, offsetS, now), lockTime: null };
      return {
        gameCode: game.gameCode,
        gameId: game.nodeId,
        nodeId: game.nodeId,
        gameName: game.gameName,
        gameType: game.gameType,
        vassalage: game.vassalage,
        iconUrl: game.iconUrl,
        numero: draw.numero,
        remainTime: draw.remainTime,
        lockTime: draw.lockTime,
      };
    });
  });
}
