/**
 * Game icons and vendor logos, drawn on request (server/games/game-icons.ts) and kept in memory.
 *
 * GET /wps/assets/games/<nodeId>.svg       a game's icon (the Game `iconUrl`); `default.svg` is the fallback icon
 * GET /wps/assets/vendors/<vassalage>.svg  a vendor's logo (the VendorCard icons), of the `Merchant` header's merchant
 *   -> image/svg+xml, cache-control public for a day, ETag; unknown ones are a 404 envelope
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/envelope';
import { gameIconFacts, vendorLogoFacts } from './game-assets.service';
import { renderGameIcon, renderVendorLogo } from './game-icons';

const MAX_KEPT = 5_000;
const notFound = () => ApiError.of(404, 'not.found');

function sendSvg(request: FastifyRequest, reply: FastifyReply, svg: { body: string; etag: string }) {
  reply.header('etag', svg.etag).header('cache-control', 'public, max-age=86400');
  if (request.headers['if-none-match'] === svg.etag) return reply.code(304).send();
  return reply.type('image/svg+xml; charset=utf-8').send(svg.body);
}

const withTag = (body: string) => ({ body, etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"` });

export function gameAssetRoutes(app: FastifyInstance, ctx: AppContext) {
  // names change only by a new seed or an operator: an icon drawn once stays valid for the process
  const drawn = new Map<string, { body: string; etag: string }>();
  const remember = (key: string, svg: { body: string; etag: string }) => {
    if (drawn.size >= MAX_KEPT) drawn.delete(drawn.keys().next().value!);
    drawn.set(key, svg);
    return svg;
  };

  app.get<{ Params: { file: string } }>('/wps/assets/games/:file', async (request, reply) => {
    const match = /^(\d{1,12}|default)\.svg$/.exec(request.params.file);
    if (!match) throw notFound();
    const nodeId = match[1];
    const key = `game:${nodeId}`;
    let svg = drawn.get(key);
    if (!svg) {
      if (nodeId === 'default') {
        svg = remember(key, withTag(renderGameIcon({ name: 'Game', gameClass: 'SLOT', vassalage: '' })));
      } else {
        const game = await gameIconFacts(ctx.db, nodeId);
        if (!game) throw notFound();
        svg = remember(key, withTag(renderGameIcon(game)));
      }
    }
    return sendSvg(request, reply, svg);
  });

  app.get<{ Params: { file: string } }>('/wps/assets/vendors/:file', async (request, reply) => {
    const match = /^([A-Za-z0-9_]{1,32})\.svg$/.exec(request.params.file);
    if (!match) throw notFound();
    const merchant = request.merchant!;
    const key = `vendor:${merchant.id}:${match[1]}`;
    let svg = drawn.get(key);
    if (!svg) {
      const vendor = await vendorLogoFacts(ctx.db, merchant.id, match[1].toUpperCase());
      if (!vendor) throw notFound();
      svg = remember(key, withTag(renderVendorLogo(vendor)));
    }
    return sendSvg(request, reply, svg);
  });
}
