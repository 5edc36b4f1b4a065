/**
 * Pictures and pages of the site content, served by the gateway so everything works offline.
 *
 * GET /wps/assets/content/<name>.webp | <name>.svg
 *   the pictures drawn in code (server/content/artwork-catalogue.ts: banners, promotion cards,
 *   footer badges, VIP emblems, game-type icons): image/webp (what content rows link to, see
 *   artwork-raster.ts) or its source image/svg+xml; cacheable for a day, ETag; 404 for unknown names.
 *   Under /wps/ so the development server's proxy reaches it like every other gateway path.
 *
 * GET /cs/chat?desk=live|vip&lang=MS|EN|CN
 *   text/html: the local customer-service page the demo desks link to (server/content/chat-page.ts),
 *   with its own CSP nonce for its one inline script.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { chatQuery } from '../../wire/content.schemas';
import type { AppContext } from '../app-context';
import { artSvg } from './artwork-catalogue';
import { artWebp } from './artwork-raster';
import { chatLanguage, chatPage } from './chat-page';
import { DEMO_MERCHANT_CODE } from '../db/seed-data';
import { ApiError } from '../http/envelope';
import { pageNonce } from '../http/security-headers';
import { parseQuery } from '../http/validation';

const ART_CACHE = 'public, max-age=86400';
// an SVG opened on its own is a document: it may draw, never run anything
const ART_HEADERS = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], styleSrc: ["'unsafe-inline'"], frameAncestors: ["'self'"] } },
};

const etags = new Map<string, string>();
const etagOf = (file: string, body: string | Buffer) => {
  let etag = etags.get(file);
  if (etag === undefined) {
    etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    etags.set(file, etag);
  }
  return etag;
};

const ART_TYPES = { svg: 'image/svg+xml; charset=utf-8', webp: 'image/webp' } as const;

export function contentAssetRoutes(app: FastifyInstance, ctx: AppContext) {
  app.get('/wps/assets/content/:file', { helmet: ART_HEADERS }, async (request, reply) => {
    const { file } = request.params as { file: string };
    const [, name, format] = /^([a-z0-9-]{1,60})\.(svg|webp)$/.exec(file) ?? [];
    const body = !name ? null : format === 'webp' ? artWebp(name) : artSvg(name);
    if (body === null) throw ApiError.of(404, 'not.found');
    const etag = etagOf(file, body);
    reply.header('cache-control', ART_CACHE).header('etag', etag);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return reply.type(ART_TYPES[format as keyof typeof ART_TYPES]).send(body);
  });

  app.get('/cs/chat', async (request, reply) => {
    const query = parseQuery(chatQuery, request.query);
    const merchant = await ctx.merchants.get(DEMO_MERCHANT_CODE);
    const nonce = pageNonce(reply);
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return chatPage(
      query.desk ?? 'live',
      chatLanguage(query.lang, request.headers['accept-language'], merchant?.settings.defaultLanguage ?? 'EN'),
      nonce,
    );
  });
}
