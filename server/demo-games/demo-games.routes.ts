/**
 * The gateway's built-in demo games (ARCHITECTURE §4 "games provider"), served on the site's own
 * origin. Pages are plain documents with a strict nonce CSP; their calls use the play-session
 * token that the page got for its launch ticket (`X-Game-Session` header), never the member token.
 * Answers use the /wps envelope; amounts are integer minor units; never cached.
 *
 * GET  /demo-games/play/slot|cards|lottery ?lang=MS|EN|CN   text/html; the launch ticket travels in the fragment
 * POST /demo-games/api/session  { ticket }  -> { token, session: { nodeId, gameName, gameType, vendor, engine,
 *        walletMode, accountType, minBet, balance, currency, currencySymbol, backUrl, rtp, openRound } }
 *        a used, expired or unknown ticket: 401 game.ticket.invalid
 * GET  /demo-games/api/balance  -> { balance }          (the session's wallet: main, or the vendor wallet in transfer mode)
 * POST /demo-games/api/slot/spin      { betId, stake }         -> Bet
 * POST /demo-games/api/cards/deal     { betId, stake }         -> Bet (open: first card and the two calls' multipliers)
 * POST /demo-games/api/cards/call     { roundId, call: 'higher'|'lower' } -> Bet (settled)
 * POST /demo-games/api/lottery/ticket { betId, stake, picks: number[] }  -> Bet
 * POST /demo-games/api/exit           -> { ended } (transfer mode: the vendor wallet goes back to main)
 *   Bet = { betId, roundId, engine, stake, payout, status: 'open'|'settled'|'void', outcome, balance, replayed }
 *   Refusals: bet.balance.insufficient (200, value.balance), bet.stake.invalid / bet.stake.below.minimum /
 *   bet.id.invalid / bet.picks.invalid / bet.call.invalid (400), game.session.ended (401),
 *   bet.id.reused / round.open (409, value = the open round), game.maintenance (503).
 */
import { merchantCurrency } from '../system/merchant.service';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { callBody, dealBody, spinBody, ticketBetBody } from '../../wire/demo-games.schemas';
import { gamePageQuery, launchTicketBody } from '../../wire/lottery.schemas';
import type { AppContext } from '../app-context';
import { catalogueLanguage } from '../games/game-types';
import { ApiError, failure, ok } from '../http/envelope';
import { sensitiveLimit } from '../http/rate-limit';
import { parseQuery } from '../http/validation';
import { BetRefused, callHiLo, dealHiLo, lotteryBet, openRound, spinSlotBet } from './bets.service';
import type { BetResult } from './bets.service';
import { DEMO_ENGINES } from './demo-engines';
import type { DemoEngine } from './demo-engines';
import { balanceOfKind } from './game-wallet';
import { GAME_PAGE_HEADERS, gamePage } from './game-page';
import { betLimit, playSessionOf } from './play-session-request';
import { exitPlaySession, redeemTicket } from './play-sessions.service';
import type { PlaySession } from './play-sessions.service';
import { pageNonce } from '../http/security-headers';

const RTP_SHOWN: Record<DemoEngine, string> = { slot: '96.00%', cards: '95.38–96.00%', lottery: '95.61–96.00%' };

const sessionEnded = () => new ApiError(401, 'game.session.ended', 'This game was closed. Launch it again from the site.');

export function demoGameRoutes(app: FastifyInstance, ctx: AppContext) {
  const noStore = { 'cache-control': 'no-store' };

  async function playSession(request: FastifyRequest): Promise<PlaySession> {
    const session = await playSessionOf(ctx, request);
    if (!session) throw sessionEnded();
    return session;
  }
  const bets = { config: { rateLimit: betLimit(ctx) } };

  /** A bet's answer: refusals keep their status; business refusals are success:false with 200. */
  async function answerBet(request: FastifyRequest, play: (session: PlaySession) => Promise<BetResult>) {
    const session = await playSession(request);
    try {
      return ok(await play(session));
    } catch (error) {
      if (!(error instanceof BetRefused)) throw error;
      if (error.status === 200) return failure(error.code, error.message, error.value);
      throw new ApiError(error.status, error.code, error.message, error.value);
    }
  }

  for (const engine of DEMO_ENGINES) {
    app.get(`/demo-games/play/${engine}`, async (request, reply) => {
      const query = parseQuery(gamePageQuery, request.query);
      const nonce = pageNonce(reply, GAME_PAGE_HEADERS);
      reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return gamePage(engine, catalogueLanguage(query.lang, 'EN'), nonce);
    });
  }

  // a launch ticket is traded here or for the draw lottery (server/lottery/lottery.routes.ts): one count
  app.post('/demo-games/api/session', { config: { rateLimit: sensitiveLimit(ctx, 'demo-games.session') } }, async (request, reply) => {
    const parsed = launchTicketBody.safeParse(request.body);
    const redeemed = parsed.success ? await redeemTicket(ctx.db, parsed.data.ticket, ctx.now()) : null;
    if (!redeemed) throw new ApiError(401, 'game.ticket.invalid', 'This game link has expired or was already used');
    const { session, token } = redeemed;
    const merchant = await merchantCurrency(ctx.db, session.merchantId);
    reply.headers(noStore);
    return ok({
      token,
      session: {
        nodeId: session.nodeId,
        gameName: session.gameName,
        gameType: session.gameType,
        vendor: session.vendor,
        engine: session.engine,
        walletMode: session.walletMode,
        accountType: session.accountType,
        minBet: session.minBet,
        balance: Number(await balanceOfKind(ctx.db, session, session.walletKind)),
        currency: merchant.currency,
        currencySymbol: merchant.symbol,
        backUrl: session.backUrl,
        rtp: RTP_SHOWN[session.engine],
        openRound: session.engine === 'cards' ? await openRound(ctx.db, session) : null,
      },
    });
  });

  app.get('/demo-games/api/balance', async (request, reply) => {
    const session = await playSession(request);
    reply.headers(noStore);
    return ok({ balance: Number(await balanceOfKind(ctx.db, session, session.walletKind)) });
  });

  const random = () => ctx.providers.gameRandom;

  app.post('/demo-games/api/slot/spin', bets, async (request, reply) => {
    reply.headers(noStore);
    const body = spinBody.parse(request.body);
    return answerBet(request, (session) => spinSlotBet(ctx.db, random(), session, { betId: body.betId, stake: body.stake }, ctx.now()));
  });

  app.post('/demo-games/api/cards/deal', bets, async (request, reply) => {
    reply.headers(noStore);
    const body = dealBody.parse(request.body);
    return answerBet(request, (session) => dealHiLo(ctx.db, random(), session, { betId: body.betId, stake: body.stake }, ctx.now()));
  });

  app.post('/demo-games/api/cards/call', bets, async (request, reply) => {
    reply.headers(noStore);
    const body = callBody.parse(request.body);
    return answerBet(request, (session) => callHiLo(ctx.db, random(), session, { roundId: body.roundId, call: body.call }, ctx.now()));
  });

  app.post('/demo-games/api/lottery/ticket', bets, async (request, reply) => {
    reply.headers(noStore);
    const body = ticketBetBody.parse(request.body);
    return answerBet(request, (session) =>
      lotteryBet(ctx.db, random(), session, { betId: body.betId, stake: body.stake, picks: body.picks }, ctx.now()),
    );
  });

  app.post('/demo-games/api/exit', async (request, reply) => {
    const session = await playSession(request);
    reply.headers(noStore);
    return ok({ ended: await exitPlaySession(ctx.db, session, ctx.now()) });
  });
}
