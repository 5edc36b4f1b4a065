/**
 * Serves the built SPA from dist/: hashed assets as static files, and index.html (with a fresh CSP
 * nonce on every script and link tag) for `/` and every other GET that is not an API path, so the
 * router's history mode works on reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { applyBootPage, buildBootPage } from './boot-page';
import { readCatalogPreload, withCatalogPreload } from './catalog-preload';
import { injectNonce, pageNonce } from './security-headers';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page is made per request (nonce, boot answers), so it is compressed per request, quickly. */
async function compressed(request: FastifyRequest, html: string): Promise<{ body: Buffer | string; encoding: string | null }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipped(html, { level: 6 }), encoding: 'gzip' };
  return { body: html, encoding: null };
}

export const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/cs/', '/paygate/', '/payments/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

/**
 * The built stylesheets go inside the page: the first paint waits for no stylesheet request, and
 * no `<link>` is left for a browser to fetch (its preload scanner fetches even a disabled one). The
 * build leaves this stylesheet out of every lazy chunk's dependencies (vite.config.ts,
 * ENTRY_STYLESHEET), so no chunk loads it again either.
 */
export function inlineStylesheets(html: string, distDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]* href="(\/assets\/[\w.-]+\.css)">/g, (tag, href: string) => {
    const file = join(distDir, href);
    if (!existsSync(file)) return tag;
    return `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}

/** Headers that govern a document (what it may load, frame or refer), meaningless on a script or a style. */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

export async function registerSpa(
  app: FastifyInstance,
  distDir: string,
): Promise<((request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>) | null> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = inlineStylesheets(readFileSync(indexPath, 'utf8'), distDir);
  const catalogPreload = readCatalogPreload(distDir);

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // the build writes .br and .gz beside each script and style (vite.config.ts, precompress)
    preCompressed: true,
    // index.html goes out only through sendIndex, which adds the nonce
    allowedPath: (pathName) => !pathName.endsWith('/index.html') && pathName !== '/index.html',
    setHeaders: (reply, path) => {
      // a precompressed copy is cached like the file it stands for
      if (!/[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp)(\.br|\.gz)?$/.test(path)) return;
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      // A hashed script or style is never a document: the headers that only govern a document add
      // ~500 bytes to each of home's ~40 such responses on a slow network. nosniff,
      // Cross-Origin-Resource-Policy and HSTS stay.
      for (const header of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(header);
    },
  });

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    const nonce = pageNonce(reply);
    const pathname = request.url.split('?')[0] ?? '/';
    const boot = await buildBootPage(app, request, pathname).catch((error: unknown) => {
      request.log.warn({ err: error }, 'boot page left out');
      return { answers: null, shell: null, preloadImage: null };
    });
    const { body, encoding } = await compressed(request, injectNonce(applyBootPage(withCatalogPreload(template, catalogPreload), boot), nonce));
    if (encoding) reply.header('content-encoding', encoding);
    return reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8').send(body);
  };
  // the static plugin would refuse the root directory; the app shell lives there
  app.get('/', sendIndex);
  return sendIndex;
}
