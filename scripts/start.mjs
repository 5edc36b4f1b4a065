#!/usr/bin/env node
/**
 * `npm start`: builds the SPA when its sources changed since the last build, then runs the gateway,
 * which serves the SPA and the API on one port (PORT, default 3000). Environment: DATA_DIR,
 * DATABASE_URL, NODE_ENV (default production here), TRUST_PROXY.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const inputs = ['index.html', 'src', 'machines', 'rules', 'wire', 'vite.config.ts', 'lingui.config.ts', 'package-lock.json'];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

const builtAt = newestMtime(join(root, 'dist', 'index.html'));
const changedAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (builtAt === 0 || changedAt > builtAt || process.env.FORCE_BUILD === '1') {
  const started = Date.now();
  const build = spawnSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
  console.log(`built the SPA in ${Date.now() - started} ms`);
}

const server = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
