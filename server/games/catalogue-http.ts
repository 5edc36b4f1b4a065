/**
 * HTTP helpers of the games routes: the answer language, the merchant of an /lgw call (which the
 * shared hooks resolve only for /wps), and sending a cached JSON answer with its entity tag.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Merchant } from '../system/merchant.service';
import type { CachedBody } from './catalogue-cache';
import { catalogueLanguage } from './game-types';
import type { CatalogueLanguage } from './game-types';

/** The `language` parameter, else the `Language` header, else the merchant's default. */
export function answerLanguage(request: FastifyRequest, merchant: Merchant, fromQuery: string | undefined): CatalogueLanguage {
  const header = request.headers.language;
  return catalogueLanguage(fromQuery ?? (typeof header === 'string' ? header : undefined), merchant.settings.defaultLanguage);
}

/**
 * Sends a cached answer. Clients revalidate every time (no-cache) and get an empty 304 while the
 * catalogue is unchanged; the answer depends on the Merchant and Language headers.
 */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'Merchant, Language');
  if (request.headers['if-none-match'] === cached.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(cached.body);
}
