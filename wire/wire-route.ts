/**
 * What one route of the gateway takes and answers, as the route table (wire/index.ts) lists it.
 * Request schemas are the ones the gateway parses with; answer schemas say what it sends, and a
 * server test checks every answer of every test against them.
 */
import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The request schemas of a route, where it takes any: each is what the route parses that part with. */
export interface WireRequest {
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

export type WireAnswer =
  /**
   * A /wps answer: the envelope with `value` on success. `failures` names the value of a failure
   * code that carries data a client reads (beside wire/envelope.schemas.ts COMMON_FAILURES);
   * other failures carry null or data nobody reads.
   */
  | { kind: 'envelope'; value: z.ZodType; failures?: Readonly<Record<string, z.ZodType>> }
  /**
   * Raw JSON, no envelope (/lgw, the phone identity provider, development reads): `body` on a 2xx;
   * anything else is `error`, by default the /wps failure envelope.
   */
  | { kind: 'json'; body: z.ZodType; error?: z.ZodType }
  /** Not JSON on success: plain text (the RSA modulus), an HTML page, an SVG picture, a picture as WebP or SVG, a CSV download, a redirect, a built file. Refusals are failure envelopes. */
  | { kind: 'text' | 'html' | 'svg' | 'picture' | 'csv' | 'redirect' | 'static' };

export interface WireRoute {
  request?: WireRequest;
  answer: WireAnswer;
  /**
   * Registered only in some gateways: `dev` outside production (NODE_ENV=production leaves it
   * out), `spa` when the gateway serves the built SPA.
   */
  only?: 'dev' | 'spa';
}

/** `"<METHOD> <path as registered in Fastify>"`, e.g. `GET /lgw/draw/:gameId`. */
export type RouteKey = `${HttpMethod} /${string}`;
