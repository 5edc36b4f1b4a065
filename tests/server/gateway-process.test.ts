/**
 * The gateway as a running server: the admin CLI as a separate process while the gateway runs
 * (over the admin channel with PGlite, directly with PostgreSQL) and after it stopped (opening the
 * database itself); graceful shutdown finishing an in-flight request; `server/main.ts` logging its
 * start-up and exiting cleanly on SIGTERM.
 *
 * The CLI and server/main.ts run as the plain JavaScript bundle the browser tests use
 * (scripts/build-test-gateway.ts, built once here in about a second): each of the dozen processes
 * then starts in half a second instead of loading tsx and some 300 TypeScript modules again.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestGateway } from '../../scripts/build-test-gateway';
import type { TestGatewayBundle } from '../../scripts/build-test-gateway';
import { loadConfig } from '../../server/config';
import { lockPath } from '../../server/db/data-dir-lock';
import { channelFile } from '../../server/admin/admin-channel';
import { startGateway } from '../../server/server';
import type { RunningGateway } from '../../server/server';
import { countingHasher } from './support/counting-hasher';
import { publicKeyFromModulus, seal } from './support/seal';
import { createTestDatabase, seededPgliteDataDir } from './support/test-db';
import type { TestDatabase } from './support/test-db';

const root = join(import.meta.dirname, '..', '..');
const dataDir = mkdtempSync(join(tmpdir(), 'gateway-process-'));
let database: TestDatabase | null = null;
let gateway: RunningGateway;
const hasher = countingHasher({ delayMs: 400 });
// inside the project, so that the bundle's imports of packages resolve from its node_modules
mkdirSync(join(root, '.test-data'), { recursive: true });
const bundleDir = mkdtempSync(join(root, '.test-data', 'gateway-process-'));
let bundle: TestGatewayBundle;

const env = () => {
  const base: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' };
  if (database?.url) base.DATABASE_URL = database.url;
  else delete base.DATABASE_URL;
  return base;
};

/** Asynchronous on purpose: the gateway under test shares this process and must keep serving. */
function cli(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [bundle.cli, ...args], { cwd: root, env: env() });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once('close', (status) => resolve({ status, stdout, stderr })));
}

async function status(url: string) {
  return (await (await fetch(`${url}/wps/system/status`)).json()).value;
}

async function login(url: string, modulusHex: string, username: string, password: string) {
  const { payload, encryption } = seal(publicKeyFromModulus(modulusHex), {
    method: 'POST',
    path: '/wps/session/login',
    body: { username, password },
    ts: Date.now(),
  });
  const response = await fetch(`${url}/wps/session/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await response.json() };
}

beforeAll(async () => {
  bundle = await buildTestGateway(bundleDir);
  if (process.env.DATABASE_URL) database = await createTestDatabase();
  // PGlite: the folder starts as the seeded template, so the gateway opens it instead of creating it
  else await seededPgliteDataDir(dataDir);
  const config = { ...loadConfig(env()), port: 0, host: '127.0.0.1', distDir: join(dataDir, 'no-dist') };
  gateway = await startGateway(config, { logger: false, providers: { hasher } });
});

afterAll(async () => {
  await gateway?.stop();
  await database?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

describe('admin CLI against a running gateway', () => {
  it('changes maintenance; the gateway shows it within 5 seconds', async () => {
    const on = await cli('maintenance', 'on', '--message', 'Upgrading the wallet', '--until', '2030-01-01T10:00:00Z');
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('maintenance on');
    const deadline = Date.now() + 6_000;
    while (!(await status(gateway.url)).maintenance) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 250));
    }
    expect(await status(gateway.url)).toMatchObject({
      maintenanceMessage: 'Upgrading the wallet',
      maintenanceEnd: Date.parse('2030-01-01T10:00:00Z'),
    });
    expect((await cli('maintenance', 'off')).status).toBe(0);
    // and off again within 5 seconds (logins are refused until the gateway sees it)
    const reopened = Date.now() + 6_000;
    while ((await status(gateway.url)).maintenance) {
      expect(Date.now()).toBeLessThan(reopened);
      await new Promise((r) => setTimeout(r, 250));
    }
  });

  it('blocks a region and creates a member that can log in', async () => {
    expect((await cli('region', 'block', '203.0.113.0/24')).status).toBe(0);
    expect((await cli('region', 'list')).stdout).toContain('203.0.113.0/24');
    const created = await cli('member', 'create', 'cli_member', 'Cli-member-12', '--type', '1', '--must-change');
    expect(created.status, created.stderr).toBe(0);
    const answer = await login(gateway.url, gateway.app.ctx.serverKey.modulusHex, 'cli_member', 'Cli-member-12');
    expect(answer.body).toMatchObject({ success: true, value: { customerType: 1, mustChangePassword: true } });
  });

  it('prints usage and exits non-zero on bad input (the running gateway reads the command)', async () => {
    const bad = await cli('region', 'block', 'nowhere-land');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('usage: npm run admin');
    const none = await cli();
    expect(none.status).toBe(2);
    expect((await cli('help')).status).toBe(0);
  });
});

describe('graceful shutdown', () => {
  it('finishes an in-flight request, then closes the database and the admin channel', async () => {
    const inFlight = login(gateway.url, gateway.app.ctx.serverKey.modulusHex, 'demo_player', 'Player2026!');
    const checksBefore = hasher.checks;
    while (hasher.checks === checksBefore) await new Promise((r) => setTimeout(r, 10)); // the password check has started
    const stopped = gateway.stop();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    await stopped;
    await expect(fetch(`${gateway.url}/wps/system/status`)).rejects.toThrow();
    if (!database) {
      expect(existsSync(lockPath(dataDir))).toBe(false);
      expect(existsSync(channelFile(dataDir))).toBe(false);
    }
  });

  it('lets the CLI open the database itself once the gateway is gone', async () => {
    const list = await cli('region', 'list');
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout).toContain('203.0.113.0/24');
    expect((await cli('region', 'unblock', '203.0.113.0/24')).status).toBe(0);
  });

  it('runs server/main.ts: logs the start-up time and exits 0 on SIGTERM', async () => {
    const child = spawn(process.execPath, [bundle.main], {
      cwd: root,
      env: { ...env(), PORT: '0', HOST: '127.0.0.1', DIST_DIR: join(dataDir, 'no-dist') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const deadline = Date.now() + 45_000;
    while (!/listening on http:\/\/[^ ]+ \(started in \d+ ms\)/.test(output)) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`no start-up line:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    const url = /listening on (http:\/\/[^ ]+) /.exec(output)![1];
    expect((await status(url)).regionRestriction).toBe(false);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  });
});
