/** The gateway as production runs it, in its own process, on a benchmark's target. */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { Target } from './targets';

const root = join(import.meta.dirname, '..', '..', '..');

/** `env`: settings of this run on top of the benchmark's own (a pool size, a limit). */
export async function startGateway(target: Target, port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  // BENCH_CPU_PROFILE=<folder>: each gateway writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.BENCH_CPU_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.config.dataDir,
      DATABASE_URL: target.config.databaseUrl ?? '',
      NODE_ENV: 'production',
      // the load comes from one address
      RATE_LIMIT_GLOBAL_PER_MINUTE: '100000000',
      ...env,
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`)).ok) return child;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the gateway exited');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function stopGateway(gateway: ChildProcess): Promise<void> {
  if (gateway.exitCode !== null) return;
  const exited = new Promise((r) => gateway.once('exit', r));
  gateway.kill('SIGTERM');
  await exited;
}

export const benchPort = () => 5300 + Math.floor(Math.random() * 400);
