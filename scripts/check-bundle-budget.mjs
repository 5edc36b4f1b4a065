#!/usr/bin/env node
/**
 * Budget of ARCHITECTURE.md section 7: the JavaScript the home route loads before any interaction
 * (the entry script plus its modulepreloaded chunks in dist/index.html) is at most 125 KB gzip.
 * DIST_DIR checks another build (an experiment built with `--outDir`) instead of dist/.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.env.DIST_DIR ?? join(new URL('..', import.meta.url).pathname, 'dist');
const budgetBytes = 125 * 1024;
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)].map(
  (m) => m[1],
);
const files = [...new Set(scripts)];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
  total += size;
  console.log(`${(size / 1024).toFixed(1).padStart(7)} KB gzip  ${file}`);
}
const ok = files.length > 0 && total <= budgetBytes;
console.log(`home initial JavaScript: ${(total / 1024).toFixed(1)} KB gzip (budget ${budgetBytes / 1024} KB) ${ok ? 'ok' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
