/**
 * Serves the built SPA from dist/: hashed assets as static files, and index.html (with a fresh CSP
 * nonce on every script and link tag) for `/` and every other GET that is not an API path, so the
 * router's history mode works on reload.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { contentSecurityPolicy, injectNonce, newNonce } from './security-headers';

export const API_PREFIXES = ['/wps/', '/lgw/', '/dev/', '/cs/'];

export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || url === prefix.slice(0, -1));
}

export async function registerSpa(app: FastifyInstance, distDir: string): Promise<((request: FastifyRequest, reply: FastifyReply) => FastifyReply) | null> {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = readFileSync(indexPath, 'utf8');

  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    // the build writes .br and .gz beside each script and style (vite.config.ts, precompress)
    preCompressed: true,
    // index.html goes out only through sendIndex, which adds the nonce
    allowedPath: (pathName) => !pathName.endsWith('/index.html') && pathName !== '/index.html',
    setHeaders: (reply, path) => {
      // a precompressed copy is cached like the file it stands for
      if (/[.-][A-Za-z0-9_-]{8,}\.(js|css|woff2?|png|svg|webp)(\.br|\.gz)?$/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const sendIndex = (_request: FastifyRequest, reply: FastifyReply) => {
    const nonce = newNonce();
    return reply
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(injectNonce(template, nonce));
  };
  // the static plugin would refuse the root directory; the app shell lives there
  app.get('/', sendIndex);
  return sendIndex;
}
