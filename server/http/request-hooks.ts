/**
 * Per-request checks shared by every route, driven by the route's `config`:
 * - text the database cannot store (NUL, unpaired UTF-16 halves) is refused wherever it arrives:
 *   headers, path parameters and query at once, the body once parsed, an encrypted body once opened;
 * - merchant resolution from the `Merchant` header for /wps and /lgw (absent = demo; two headers =
 *   refused: merchant-header.ts);
 * - `auth: 'token'` routes need a live session; a must-change-password session only reaches routes
 *   marked `allowDuringPasswordChange`;
 * - `siteOpen` routes (the ways into a session) are refused under maintenance or from a blocked
 *   region, the same rule the status call reports;
 * - `encrypted` routes get their sealed body opened before the handler sees it.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { findSession, tokenFromHeader } from '../auth/session.service';
import type { AuthSession } from '../auth/session.service';
import { aadFor, MAX_SKEW_MS, openSealed, PayloadError, unwrapKey, wireValueOf } from '../crypto/payload-crypto';
import type { Merchant } from '../system/merchant.service';
import { maintenanceActive } from '../system/operator-state';
import { isRestricted, normalizeIp } from '../system/region';
import { ApiError, MESSAGES } from './envelope';
import { belongsToMerchant, resolveMerchant } from './merchant-header';
import { refuseUnstorableText } from './storable-text';

declare module 'fastify' {
  interface FastifyRequest {
    merchant: Merchant | null;
    session: AuthSession | null;
  }
  interface FastifyContextConfig {
    auth?: 'token';
    encrypted?: boolean;
    allowDuringPasswordChange?: boolean;
    siteOpen?: boolean;
  }
}

const NONCE_TTL_MS = 2 * MAX_SKEW_MS + 60_000;

/**
 * Everything a request carries before its body. Node's parser already refuses NUL and other control
 * characters in headers and reads header bytes as Latin-1 (no surrogates), so headers pass unless
 * another front end let them through; they are checked all the same, the check is cheap.
 */
function refuseUnstorableEnvelope(request: FastifyRequest): void {
  refuseUnstorableText(request.params, 'params');
  refuseUnstorableText(request.query, 'query');
  refuseUnstorableText({ headers: request.headers }, 'headers');
}

export function createRequestHooks(ctx: AppContext) {
  async function authenticate(request: FastifyRequest): Promise<void> {
    const token = tokenFromHeader(request.headers.authorization);
    const session = token ? await findSession(ctx.db, token, ctx.now()) : null;
    if (!session || session.merchantId !== request.merchant?.id) throw ApiError.of(401, 'login.not.session');
    if (session.mustChangePassword && !request.routeOptions.config.allowDuringPasswordChange) {
      throw ApiError.of(403, 'password.change.required');
    }
    request.session = session;
  }

  /**
   * The maintenance and region-blocked screens are client charts; without this check a client that
   * skips the status call would still get a session while the site is closed to it.
   */
  async function requireOpenSite(request: FastifyRequest): Promise<void> {
    const operator = await ctx.operator.get();
    if (maintenanceActive(operator.maintenance, ctx.now())) throw ApiError.of(503, 'system.maintenance');
    const ip = normalizeIp(request.ip);
    if (isRestricted(ip, ctx.providers.country(ip), operator.regionRules)) throw ApiError.of(403, 'region.blocked');
  }

  async function openPayload(request: FastifyRequest): Promise<void> {
    const body = request.body;
    if (body === undefined || body === null || body === '') throw ApiError.of(400, 'request_body_required');
    const header = request.headers.encryption;
    const wire = wireValueOf(body);
    if (typeof header !== 'string' || header.trim() === '' || wire === null) throw ApiError.of(400, 'payload.encryption.required');
    try {
      const key = unwrapKey(ctx.serverKey.privateKey, header);
      const pathname = request.url.split('?')[0];
      const opened = openSealed(key, wire, aadFor(request.method, pathname));
      const now = ctx.now();
      if (Math.abs(now.getTime() - opened.ts) > MAX_SKEW_MS) throw new PayloadError('payload.stale');
      // the opened body is input like any other (the wire form was checked, but only as base64)
      refuseUnstorableText(opened.body, 'body');
      const inserted = await ctx.db.query(
        'INSERT INTO payload_nonces (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce',
        [opened.nonce, new Date(now.getTime() + NONCE_TTL_MS)],
      );
      if (inserted.rowCount === 0) throw new PayloadError('payload.replayed');
      // a sealed request older than the skew window is refused anyway: its nonce can go
      if (Math.random() < 0.02) await ctx.db.query('DELETE FROM payload_nonces WHERE expires_at < $1', [now]);
      request.body = opened.body;
    } catch (error) {
      if (error instanceof PayloadError) throw new ApiError(400, error.code, MESSAGES[error.code]);
      throw error;
    }
  }

  return {
    onRequest: async (request: FastifyRequest, _reply: FastifyReply) => {
      request.merchant = null;
      request.session = null;
      refuseUnstorableEnvelope(request);
      if (belongsToMerchant(request.url)) request.merchant = await resolveMerchant(ctx, request);
    },
    /** after the body is parsed (JSON, form, or text kept for an encrypted call) */
    preValidation: async (request: FastifyRequest, _reply: FastifyReply) => {
      refuseUnstorableText(request.body, 'body');
    },
    preHandler: async (request: FastifyRequest, _reply: FastifyReply) => {
      const config = request.routeOptions.config;
      if (config.auth === 'token') await authenticate(request);
      if (config.siteOpen) await requireOpenSite(request);
      if (config.encrypted) await openPayload(request);
    },
  };
}
