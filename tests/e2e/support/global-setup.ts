/**
 * Once before the browser tests: a data folder the gateway has migrated and seeded, stopped
 * cleanly, which every test's server copies (site-server.ts) instead of creating its database anew.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './site-server';

const root = join(import.meta.dirname, '..', '..', '..');

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-seeded-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the seeding gateway exited early:\n${log}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the seeding gateway did not answer within 120 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
  project.provide('e2eSeededDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}
