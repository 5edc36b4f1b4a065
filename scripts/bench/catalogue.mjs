#!/usr/bin/env node
/**
 * Catalogue endpoints under load (ARCHITECTURE §7: at least half the requests per second of a
 * trivial route on the same server, p99 under 20 ms at 50 connections). Starts the gateway as
 * `npm start` does on a new data folder, then drives each endpoint with 50 keep-alive connections
 * for 10 seconds and prints requests/s, p50 and p99. The trivial route is the RSA key call
 * (a constant text through the same request hooks). The load comes from autocannon in this
 * process, on the same machine as the server.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = new URL('../..', import.meta.url).pathname;
const port = 4800 + Math.floor(Math.random() * 500);
const CONNECTIONS = 50;
const WARMUP_MS = 1_000;
const MEASURE_MS = 10_000;

async function startServer(dataDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      DATABASE_URL: '',
      // the load comes from one address: the per-address limit would answer most of it with 429
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (response.ok) return child;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** `pathOf(n)` gives the path of the n-th request of a connection, so a run can walk through pages. */
function run(pathOf, ms) {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: CONNECTIONS,
    duration: ms / 1000,
    headers: { merchant: 'demo', language: 'EN' },
    requests: [
      {
        setupRequest: (request, context) => {
          context.n = (context.n ?? 0) + 1;
          return { ...request, method: 'GET', path: pathOf(context.n - 1) };
        },
      },
    ],
  });
}

async function load(pathOf, ms = MEASURE_MS) {
  // a short warm-up of this very endpoint before its measured run
  await run(pathOf, WARMUP_MS);
  const result = await run(pathOf, ms);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: result.throughput.total / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const ENDPOINTS = [
  ['trivial route (RSA key)', () => '/wps/session/key/rsa'],
  ['vendors (newGameVendor)', () => '/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&clientType=3&language=EN'],
  [
    'game list (20 pages of RNG)',
    (n) => `/wps/relay/GCSGAME_gameList?clientType=3&platform=flash,html5-desktop&gameType=RNG&pageNo=${1 + (n % 20)}&pageSize=15&language=EN`,
  ],
  ['hot games (hotGamesV2)', () => '/wps/relay/GCSGAME_hotGamesV2?isPlatform=2&platform=html5&language=EN'],
];
// not a budget line: what a search nobody made before costs (the database answers every request)
const UNCACHED = [
  'game list, a new search each time',
  (n) => `/wps/relay/GCSGAME_gameList?gameType=RNG&gameName=dragon${Math.random().toString(36).slice(2, 8)}${n}`,
];

const dataDir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
const server = await startServer(dataDir);
try {
  // the gateway finishes loading in the background (country database, first catalogue reads) and
  // JIT-compiles its paths: drive every endpoint once before measuring anything
  for (const [, pathOf] of ENDPOINTS) await load(pathOf, WARMUP_MS);
  const results = [];
  for (const [name, pathOf] of [...ENDPOINTS, UNCACHED]) results.push([name, await load(pathOf)]);
  // the trivial route again at the end; the better of its two runs is the reference
  const again = await load(ENDPOINTS[0][1]);
  if (again.rps > results[0][1].rps) results[0][1] = again;
  const trivial = results[0][1].rps;
  console.log(
    `${CONNECTIONS} connections, ${MEASURE_MS / 1000} s each, server and load on this machine (${(await import('node:os')).cpus().length} cores)`,
  );
  for (const [name, r] of results) {
    const ratio = name.startsWith('trivial') ? '' : `  ${(r.rps / trivial).toFixed(2)}× trivial`;
    console.log(
      `${name.padEnd(36)} ${Math.round(r.rps).toString().padStart(6)} req/s  p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${(r.bytes / 1024).toFixed(1)} KB${ratio}${r.errors ? `  ${r.errors} errors` : ''}`,
    );
  }
  const budget = results.slice(1, ENDPOINTS.length).every(([, r]) => r.rps >= trivial / 2 && r.p99 < 20 && r.errors === 0);
  console.log(`budget (≥ 0.5× trivial req/s, p99 < 20 ms): ${budget ? 'met' : 'NOT met'}`);
} finally {
  const exited = new Promise((r) => server.once('exit', r));
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}
