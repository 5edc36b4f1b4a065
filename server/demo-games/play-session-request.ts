/**
 * The play session a game page's call names in its `X-Game-Session` header, looked up once per
 * request: the bet limit counts per play session, so its key needs the session before the handler
 * runs, and the handler then acts for that same session without asking the database again.
 */
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { addressKey, sensitiveLimit } from '../http/rate-limit';
import { findPlaySession } from './play-sessions.service';
import type { PlaySession } from './play-sessions.service';

const lookedUp = new WeakMap<FastifyRequest, Promise<PlaySession | null>>();

/** The live session of the request's token, or null (no token, unknown, ended or expired). */
export function playSessionOf(ctx: AppContext, request: FastifyRequest): Promise<PlaySession | null> {
  let session = lookedUp.get(request);
  if (!session) {
    const header = request.headers['x-game-session'];
    const token = typeof header === 'string' ? header.trim() : '';
    session = token ? findPlaySession(ctx.db, token, ctx.now()) : Promise.resolve(null);
    lookedUp.set(request, session);
  }
  return session;
}

/**
 * The limit of the bet routes (demo games and the draw lottery): per play session, so two players
 * behind one address each get their own; a call without a live session counts per IP.
 */
export function betLimit(ctx: AppContext): RateLimitOptions {
  return sensitiveLimit(ctx, 'demo-games.bet', {
    keyGenerator: async (request) => {
      const session = await playSessionOf(ctx, request);
      return session ? `play-session:${session.id}` : addressKey(request);
    },
  });
}
