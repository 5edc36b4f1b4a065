#!/usr/bin/env node
// Completes package-lock.json with entries for platform-specific optional binaries that the
// registry mirror of this machine does not carry (e.g. @rolldown/binding-darwin-arm64).
//
// Why: npm writes no lock entry for an optional dependency it cannot resolve, and `npm ci` then
// refuses the lock as "out of sync". Each added entry carries the os/cpu/libc of its name, so npm
// skips it on every platform but its own, exactly as it would with a complete lock.
//
// Run after any `npm install` that changes the lock: `node scripts/complete-lockfile.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openharmony', 'openbsd', 'sunos', 'aix', 'netbsd', 'wasm32'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el', 'wasm32'];

/** Reads `linux-arm64-musl`, `win32-x64-msvc`, `wasm32-wasi` from the end of a package name. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const osAt = parts.findIndex((part) => OS.includes(part));
  if (osAt < 0) return null;
  const os = parts[osAt];
  if (os === 'wasm32') return { cpu: ['wasm32'] };
  const cpu = parts[osAt + 1];
  if (!CPU.includes(cpu)) return null;
  const abi = parts[osAt + 2];
  const libc = abi === 'musl' ? ['musl'] : abi?.startsWith('gnu') ? ['glibc'] : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  if (!path || !entry.optionalDependencies) continue;
  const base = path.startsWith('node_modules/') ? path.slice(0, path.lastIndexOf('node_modules/')) : '';
  for (const [name, version] of Object.entries(entry.optionalDependencies)) {
    const target = `${base}node_modules/${name}`;
    if (packages[target] || packages[`${path}/node_modules/${name}`]) continue;
    const platform = platformOf(name);
    if (!platform) continue;
    packages[target] = {
      version,
      ...platform,
      optional: true,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.peer ? { peer: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`complete-lockfile: ${added} platform entr${added === 1 ? 'y' : 'ies'} added`);
