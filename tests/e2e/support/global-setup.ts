/**
 * Once before the browser tests:
 * - the gateway and the admin CLI bundled into plain JavaScript (scripts/build-test-gateway.ts), which
 *   every test's gateway and CLI call run with plain `node` (site-server.ts);
 * - a data folder the gateway has migrated and seeded, stopped cleanly, which every test's server
 *   copies instead of creating its database anew.
 * The data folders of the run's gateways go under one folder, removed at the end with the bundle.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildTestGateway } from '../../../scripts/build-test-gateway';
import { exitWithParent, freePort } from './site-server';

const root = join(import.meta.dirname, '..', '..', '..');
// inside the project, so that the bundle's imports of packages resolve from its node_modules
const bundles = join(root, '.test-data');
const BUNDLE_DIR = /^e2e-gateway-/;
const ABANDONED_AFTER_MS = 60 * 60_000;

/** Bundles an earlier run left when it was stopped before its teardown; never one a run beside this one uses. */
function removeAbandonedBundles(): void {
  for (const name of readdirSync(bundles)) {
    const path = join(bundles, name);
    const modified = statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
    if (BUNDLE_DIR.test(name) && Date.now() - modified > ABANDONED_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
}

async function bundleGateway(dir: string): Promise<{ main: string; cli: string }> {
  try {
    return await buildTestGateway(dir);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`could not bundle server/main.ts and server/admin/cli.ts for the browser tests (scripts/build-test-gateway.ts):\n${reason}`);
  }
}

async function seed(gateway: string, dataDir: string): Promise<void> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [...exitWithParent, gateway], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const exited = new Promise((r) => child.once('exit', r));
  const deadline = Date.now() + 120_000;
  try {
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
  } finally {
    // a clean stop: the copies start from a database that was shut down, not one to recover
    child.kill('SIGTERM');
    await exited;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  mkdirSync(bundles, { recursive: true });
  removeAbandonedBundles();
  const bundleDir = mkdtempSync(join(bundles, 'e2e-gateway-'));
  const runDir = mkdtempSync(join(tmpdir(), 'site-e2e-run-'));
  const teardown = () => {
    rmSync(runDir, { recursive: true, force: true, maxRetries: 3 });
    rmSync(bundleDir, { recursive: true, force: true });
  };
  try {
    const gateway = await bundleGateway(bundleDir);
    const seeded = join(runDir, 'seeded');
    mkdirSync(seeded);
    await seed(gateway.main, seeded);
    project.provide('e2eGateway', gateway);
    project.provide('e2eSeededDataDir', seeded);
    project.provide('e2eRunDir', runDir);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
