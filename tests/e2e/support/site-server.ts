/**
 * Starts the real gateway (the same entry as `npm start`, minus the build) on a free port with a
 * fresh embedded database, and runs the admin CLI against the same data folder. The fresh database
 * is a copy of one the browser tests' global setup migrated and seeded once (global-setup.ts), so a
 * test file does not wait for the database to be created and seeded again.
 *
 * Under that setup the gateway and the CLI run from the JavaScript bundle it built
 * (scripts/build-test-gateway.ts), not through tsx: no loader and no TypeScript to read again in
 * each of these processes. Run without it, they start from the sources.
 *
 * The files run one after another in one worker that keeps this module (vite.config.ts). While a
 * file runs its tests, the gateway for the next file that takes the defaults starts beside it, on a
 * fresh copy of its own, so that file's wait for a gateway that answers happens while the browser
 * of the file before waits on its pages. No gateway serves two files.
 */
import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { ProvidedContext } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');

export interface SiteServer {
  url: string;
  dataDir: string;
  admin: (...args: string[]) => { status: number | null; stdout: string; stderr: string };
  stop: () => Promise<void>;
  /**
   * Stops the gateway cleanly and starts it again on the same port and data, with `env` changed
   * (a name set to '' is dropped): a journey that played on yesterday's clock settles it on today's.
   */
  restart: (env: Record<string, string>) => Promise<void>;
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

declare module 'vitest' {
  export interface ProvidedContext {
    /** the data folder global-setup.ts migrated and seeded */
    e2eSeededDataDir: string;
    /** the gateway and the admin CLI as global-setup.ts bundled them */
    e2eGateway: { main: string; cli: string };
    /** where this run's data folders go; global-setup.ts removes it when the run ends */
    e2eRunDir: string;
  }
}

/** What global-setup.ts provided, when the tests run under it. */
function provided<K extends keyof ProvidedContext>(key: K): ProvidedContext[K] | null {
  try {
    return inject(key) ?? null;
  } catch {
    return null;
  }
}

/** The seeded data folder global-setup.ts made, when the tests run under it. */
function seededTemplate(): string | null {
  const dir = provided('e2eSeededDataDir');
  return typeof dir === 'string' && existsSync(dir) ? dir : null;
}

/** Ends a gateway with the worker that started it (exit-with-parent.mjs): stdin is its pipe. */
export const exitWithParent = ['--import', join(import.meta.dirname, 'exit-with-parent.mjs')];

/** The node arguments of the gateway and of the CLI: the bundle when there is one, else the sources through tsx. */
function entries(): { gateway: string[]; admin: string[] } {
  const bundle = provided('e2eGateway');
  if (bundle && existsSync(bundle.main) && existsSync(bundle.cli)) return { gateway: [...exitWithParent, bundle.main], admin: [bundle.cli] };
  return {
    gateway: [...exitWithParent, '--import', 'tsx', join(root, 'server', 'main.ts')],
    admin: ['--import', 'tsx', join(root, 'server', 'admin', 'cli.ts')],
  };
}

const alive = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/** A gateway that answers, not yet handed to a test file. */
interface Running {
  child: ChildProcess;
  url: string;
  dataDir: string;
  env: NodeJS.ProcessEnv;
  log: () => string;
}

/**
 * Whether the gateway answers its status, asked on a connection of its own that closes after the
 * answer. A spare may wait a whole file before its file takes it: a connection fetch() kept open
 * from these checks would by then be near the gateway's keep-alive timeout, and the file's first
 * fetch, sent right after a CLI call that held the event loop, could go out on a connection the
 * gateway had just closed ("other side closed").
 */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(`${url}/wps/system/status`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve(false));
  });
}

async function launch(options: SiteServerOptions, reuse?: { dataDir: string; env: NodeJS.ProcessEnv }): Promise<Running> {
  const dataDir = reuse?.dataDir ?? mkdtempSync(join(provided('e2eRunDir') ?? tmpdir(), 'site-e2e-'));
  const template = seededTemplate();
  if (template && !reuse) cpSync(template, dataDir, { recursive: true });
  const port = options.port ?? (await freePort());
  const env = reuse?.env ?? { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', ...options.env };
  let log = '';
  const child: ChildProcess = spawn(process.execPath, entries().gateway, { cwd: root, env, stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk) => (log += chunk));
  child.stderr?.on('data', (chunk) => (log += chunk));
  const running = { child, url: `http://127.0.0.1:${port}`, dataDir, env, log: () => log };

  const deadline = Date.now() + 60_000;
  try {
    for (;;) {
      if (!alive(child)) throw new Error(`server exited early:\n${log}`);
      if (await answers(running.url)) return running;
      if (Date.now() > deadline) throw new Error(`server did not answer within 60 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await discard(running);
    throw error;
  }
}

/** Stops a gateway and removes its data folder. */
async function discard({ child, dataDir }: Pick<Running, 'child' | 'dataDir'>): Promise<void> {
  if (alive(child)) {
    const exited = new Promise((r) => child.once('exit', r));
    // its data folder goes next, so nothing it would write on a clean stop is kept: a kill saves
    // the embedded database's shutdown (the clean stop has tests of its own in the server suite)
    child.kill('SIGKILL');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** The gateway for the next file that takes the defaults, starting or answering already. */
let spare: Promise<Running> | null = null;

function startSpare(): void {
  const next = launch({});
  // a spare that failed is replaced by a gateway started on the spot, which reports its own failure
  next.catch(() => {});
  spare = next;
}

/** The spare if it answers and is still running, else null (and nothing left of it). */
async function takeSpare(): Promise<Running | null> {
  const taken = spare;
  spare = null;
  const running = await taken?.catch(() => null);
  if (!running) return null;
  if (alive(running.child)) return running;
  await discard(running);
  return null;
}

export async function startSiteServer(options: SiteServerOptions = {}): Promise<SiteServer> {
  if (!existsSync(join(root, 'dist', 'index.html'))) {
    throw new Error('dist/ is missing: run `npx vite build` (npm test builds before the browser tests)');
  }
  const defaults = options.port === undefined && options.env === undefined;
  const running = (defaults ? await takeSpare() : null) ?? (await launch(options));
  if (defaults) startSpare();
  let { child, env, log } = running;
  const { url, dataDir } = running;
  const admin = entries().admin;

  return {
    url,
    dataDir,
    output: () => log(),
    admin: (...args: string[]) => {
      const run = spawnSync(process.execPath, [...admin, ...args], { cwd: root, env, encoding: 'utf8' });
      return { status: run.status, stdout: run.stdout, stderr: run.stderr };
    },
    stop: () => discard({ child, dataDir }),
    restart: async (changes) => {
      // a clean stop: the embedded database keeps what it wrote
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      const next = { ...env, ...changes };
      for (const [name, value] of Object.entries(changes)) if (value === '') delete next[name];
      const again = await launch({ port: Number(new URL(url).port) }, { dataDir, env: next });
      ({ child, env, log } = again);
    },
  };
}
