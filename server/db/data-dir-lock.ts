/**
 * PGlite may be opened by one process per data folder only; a second opener would corrupt it.
 * A lock file holding the owner's pid makes that rule explicit: a stale lock (dead pid) is taken
 * over, a live one is waited for (the admin CLI holds it only for a moment).
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {
  constructor(readonly pid: number) {
    super(`the data folder is in use by process ${pid}`);
  }
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

export const lockPath = (dataDir: string) => join(dataDir, 'gateway.lock');

export function lockOwner(dataDir: string): number | null {
  try {
    const pid = Number(readFileSync(lockPath(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
  } catch {
    return null;
  }
}

function tryAcquire(path: string): boolean {
  try {
    const fd = openSync(path, 'wx');
    writeSync(fd, String(process.pid));
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  }
}

/** Resolves with a release function once this process owns the data folder. */
export async function acquireDataDirLock(dataDir: string, waitMs = 15_000): Promise<() => void> {
  mkdirSync(dataDir, { recursive: true });
  const path = lockPath(dataDir);
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (tryAcquire(path)) break;
    const owner = lockOwner(dataDir);
    if (owner === null) {
      rmSync(path, { force: true }); // stale: its owner died without cleaning up
      continue;
    }
    if (Date.now() > deadline) throw new DataDirBusyError(owner);
    await new Promise((r) => setTimeout(r, 100));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    rmSync(path, { force: true });
  };
}
