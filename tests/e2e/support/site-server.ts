/**
 * Starts the real gateway (the same entry as `npm start`, minus the build) on a free port with a
 * fresh embedded database, and runs the admin CLI against the same data folder. The fresh database
 * is a copy of one the browser tests' global setup migrated and seeded once (global-setup.ts), so a
 * test file does not wait for the database to be created and seeded again.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

export interface SiteServer {
  url: string;
  dataDir: string;
  admin: (...args: string[]) => { status: number | null; stdout: string; stderr: string };
  stop: () => Promise<void>;
  output: () => string;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface SiteServerOptions {
  /** a port picked beforehand (a test provider must know the callback address first); a free one by default */
  port?: number;
  /** further gateway settings (PUBLIC_URL, SOCIAL_*, TELEGRAM_*) */
  env?: Record<string, string>;
}

/** The seeded data folder global-setup.ts made, when the tests run under it. */
function seededTemplate(): string | null {
  try {
    const dir = inject('e2eSeededDataDir');
    return typeof dir === 'string' && existsSync(dir) ? dir : null;
  } catch {
    return null;
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eSeededDataDir: string;
  }
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npx vite build` (npm test builds before the browser tests)');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'site-e2e-'));
  const template = seededTemplate();
  if (template) cpSync(template, dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const env = { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', ...options.env };
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const response = await fetch(`${url}/wps/system/status`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    dataDir,
    output: () => log,
    admin: (...args: string[]) => {
      const run = spawnSync(process.execPath, ['--import', 'tsx', join(root, 'server', 'admin', 'cli.ts'), ...args], {
        cwd: root,
        env,
        encoding: 'utf8',
      });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        // its data folder goes next, so nothing it would write on a clean stop is kept: a kill saves
        // the embedded database's shutdown (the clean stop has tests of its own in the server suite)
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
