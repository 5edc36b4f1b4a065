#!/usr/bin/env node
/**
 * Start-up time of the gateway, from process spawn to the first successful /wps/system/status:
 * cold (a new, empty data folder: initdb, migrations, seed) and warm (the same folder again).
 * Uses the built SPA as `npm start` does, without the build step.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('../..', import.meta.url).pathname;
const port = 4300 + Math.floor(Math.random() * 500);

async function timeStart(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/wps/system/status`);
      if (response.ok && (await response.json()).success) break;
    } catch {
      // not yet listening
    }
    if (child.exitCode !== null) throw new Error('server exited');
    await new Promise((r) => setTimeout(r, 50));
  }
  const ms = performance.now() - started;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  return ms;
}

const dataDir = mkdtempSync(join(tmpdir(), 'bench-start-'));
try {
  const cold = await timeStart(dataDir);
  const warm = [];
  for (let i = 0; i < 3; i++) warm.push(await timeStart(dataDir));
  warm.sort((a, b) => a - b);
  console.log(`cold start (new data folder): ${Math.round(cold)} ms`);
  console.log(`warm start (median of 3):     ${Math.round(warm[1])} ms`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
