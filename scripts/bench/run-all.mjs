#!/usr/bin/env node
/** `npm run bench`: every benchmark in scripts/bench, one after another (figures, never assertions). */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = new URL('.', import.meta.url).pathname;
for (const file of readdirSync(dir)
  .filter((f) => f !== 'run-all.mjs' && /\.(mjs|ts)$/.test(f))
  .sort()) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(dir, file)], { stdio: 'inherit' });
  if (run.status !== 0) process.exitCode = 1;
}
