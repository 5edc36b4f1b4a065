#!/usr/bin/env node
/**
 * Budget of ARCHITECTURE.md section 7 and issue 15: the JavaScript the home route loads before any
 * interaction (the entry script plus its modulepreloaded chunks in dist/index.html) is at most
 * 110 KB as the gateway sends it: the build's brotli copy (every browser the site supports accepts
 * it), or the file itself when it is too small to have one. Gzip sizes are printed beside.
 * DIST_DIR checks another build (an experiment built with `--outDir`) instead of dist/.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR ?? join(new URL('..', import.meta.url).pathname, 'dist');
const budgetBytes = 110 * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const files = [...new Set(scripts)];
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
let sent = 0;
let gzipped = 0;
for (const file of files) {
  const path = join(dist, file.replace(/^\//, ''));
  const content = readFileSync(path);
  const size = existsSync(`${path}.br`) ? readFileSync(`${path}.br`).length : content.length;
  const gzip = gzipSync(content).length;
  sent += size;
  gzipped += gzip;
  console.log(`${kb(size).padStart(9)} sent (${kb(gzip)} gzip)  ${file}`);
}
const ok = files.length > 0 && sent <= budgetBytes;
console.log(`home initial JavaScript: ${kb(sent)} sent, ${kb(gzipped)} gzip (budget ${kb(budgetBytes)} sent) ${ok ? 'ok' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
