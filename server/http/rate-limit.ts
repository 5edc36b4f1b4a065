/**
 * The gateway's one rate-limit policy, on @fastify/rate-limit:
 * - every route, the not-found answers (the SPA's pages among them) and the built files count
 *   against a per-IP flood guard of `config.globalRateLimitPerMinute`;
 * - a sensitive action declares its tighter limit in its route's `config.rateLimit` with
 *   `sensitiveLimit(ctx, group)`: `config.rateLimitPerMinute` per IP, one count for every route of the
 *   group (the ways into a session share 'login'), and per something else where the route says so
 *   (bets count per play session).
 * A refusal is 429 TOO_MANY_REQUESTS in the envelope with `value.retryAfterSeconds` and Retry-After,
 * from the app's error handler like any ApiError.
 *
 * Counts live in this process's memory, one fixed window per key: cheap, and enough for a gateway.
 * Behind several gateways each one counts its own share; the per-account escalation and the SMS
 * limits (kept in the database) are what actually protect passwords and numbers.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRateLimitStore, RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError, MESSAGES } from './envelope';

const WINDOW_MS = 60_000;
/** past this many keys, windows that have ended are dropped, then the oldest down to a tenth below */
const MAX_KEYS = 50_000;

/** Where requests whose client address is gone count: one key for all of them. */
export const UNKNOWN_ADDRESS_KEY = 'address:unknown';

/**
 * The key of a per-IP count. A request whose connection has already closed has no address any
 * more (Node forgets the peer of a destroyed socket): a request followed on its connection by
 * bytes the parser refuses is one, the refusal having closed the socket while the request's hooks
 * were still running. No one can be answered there, so it counts under one shared key instead of
 * failing with an error.
 */
export function addressKey(request: FastifyRequest): string {
  const ip = request.ip;
  return typeof ip === 'string' && ip !== '' ? normalizeIP(ip) : UNKNOWN_ADDRESS_KEY;
}

/** The 429 of every limit: the wait in the envelope and in Retry-After. */
export function tooManyRequests(ttlMs: number): ApiError {
  const retryAfterSeconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return new ApiError(429, 'TOO_MANY_REQUESTS', MESSAGES.TOO_MANY_REQUESTS, { retryAfterSeconds }, { 'retry-after': String(retryAfterSeconds) });
}

/**
 * The counters, on the gateway's clock (a test moves it to see a window end). One map for all:
 * the plugin's own store gives each route a counter of its own even when routes name the same
 * `groupId` (fastify/fastify-rate-limit#463), so a group here is one scope whatever route counts in it.
 */
function windowStore(now: () => Date) {
  const windows = new Map<string, { end: number; count: number }>();

  function trim(at: number) {
    for (const [id, window] of windows) if (window.end <= at) windows.delete(id);
    // a flood of new addresses must not cost a pass over every key on each request
    for (const id of windows.keys()) {
      if (windows.size <= MAX_KEYS * 0.9) break;
      windows.delete(id);
    }
  }

  return class WindowStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly scope = 'global',
    ) {}

    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      const at = now().getTime();
      const id = `${this.scope}|${key}`;
      let window = windows.get(id);
      if (!window || window.end <= at) {
        if (windows.size >= MAX_KEYS) trim(at);
        window = { end: at + timeWindow, count: 0 };
        windows.set(id, window);
      }
      window.count += 1;
      done(null, { current: window.count, ttl: window.end - at });
    }

    /** A route with a limit of its own: its group's counters, or the route's when it names no group. */
    child(routeOptions: unknown): FastifyRateLimitStore {
      const { groupId, routeInfo } = routeOptions as { groupId?: string; routeInfo?: { method?: unknown; url?: string } };
      return new WindowStore(undefined, groupId ? `group:${groupId}` : `route:${String(routeInfo?.method)} ${routeInfo?.url}`);
    }
  };
}

/**
 * The tighter limit of a sensitive action, declared in its routes' `config.rateLimit`. Routes of
 * one group share a count; `keyGenerator` counts per something other than the IP.
 */
export function sensitiveLimit(ctx: AppContext, group: string, options: Pick<RateLimitOptions, 'keyGenerator'> = {}): RateLimitOptions {
  return { max: ctx.config.rateLimitPerMinute, timeWindow: WINDOW_MS, groupId: group, ...options };
}

/**
 * Registers the policy. Before any route: the plugin hooks each route as it is added. Its hook runs
 * at onRequest, after the app's own (merchant, closing), before the body is read.
 */
export async function registerRateLimit(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: true,
    max: ctx.config.globalRateLimitPerMinute,
    timeWindow: WINDOW_MS,
    keyGenerator: addressKey,
    store: windowStore(ctx.now),
    // the wire stays as it was: a refusal says how long to wait, an answer says nothing of the counts
    addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false, 'retry-after': false },
    addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
    errorResponseBuilder: (_request, context) => tooManyRequests(context.ttl),
  });
}
