/**
 * How a payment provider and the gateway reach each other over HTTP. The local provider ships
 * inside the gateway process, so a request to this site's own address is handed to the gateway's
 * own router (Fastify's inject: the full request path, hooks, parsers and limits, without a
 * socket); any other address is a real HTTP request.
 */
import type { FastifyInstance } from 'fastify';

export interface TransportRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface TransportAnswer {
  status: number;
  body: string;
}

export type HttpTransport = (request: TransportRequest) => Promise<TransportAnswer>;

export function siteTransport(app: () => FastifyInstance, publicUrl: string): HttpTransport {
  const site = new URL(publicUrl).origin;
  return async (request) => {
    const url = new URL(request.url);
    if (url.origin === site) {
      const answer = await app().inject({
        method: request.method,
        url: `${url.pathname}${url.search}`,
        headers: request.headers,
        ...(request.body !== undefined ? { payload: request.body } : {}),
      });
      return { status: answer.statusCode, body: answer.body };
    }
    const answer = await fetch(url, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(10_000) });
    return { status: answer.status, body: await answer.text() };
  };
}
