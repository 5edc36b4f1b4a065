/**
 * Where a database benchmark runs: a fresh PGlite folder, and a fresh database on the PostgreSQL
 * server when one answers (BENCH_POSTGRES_URL, default the CI's local server). Each target is
 * dropped after its run, so a benchmark never leaves data behind or meets an earlier run's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { argon2Hasher } from '../../../server/auth/password-hasher';
import { createSession } from '../../../server/auth/session.service';
import type { Db } from '../../../server/db/db.types';
import { openDatabase } from '../../../server/db/open-database';

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://site_ci:site_ci@127.0.0.1:5432/postgres';

export interface Target {
  name: string;
  config: { databaseUrl: string | null; dataDir: string };
  cleanup: () => Promise<void>;
}

/** `label` names the folder and the database, so two benchmarks' leftovers are told apart. */
export function pgliteTarget(label: string): Target {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  return { name: 'PGlite', config: { databaseUrl: null, dataDir }, cleanup: async () => rmSync(dataDir, { recursive: true, force: true }) };
}

export async function postgresTarget(label: string): Promise<Target | null> {
  const admin = new pg.Client({ connectionString: POSTGRES });
  try {
    await admin.connect();
  } catch {
    console.log(`PostgreSQL: no server at ${POSTGRES.replace(/:[^:@/]+@/, ':***@')} (set BENCH_POSTGRES_URL); skipped`);
    return null;
  }
  const name = `bench_${label}_${process.pid}`;
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${label}-`));
  return {
    name: 'PostgreSQL',
    config: { databaseUrl: url.toString(), dataDir },
    cleanup: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      const end = new pg.Client({ connectionString: POSTGRES });
      await end.connect();
      await end.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await end.end();
    },
  };
}

/**
 * Opens the target's database (migrated and seeded), lets `generate` write the data, and returns a
 * session token for each member it names: made here, before the gateway holds the PGlite folder.
 */
export async function prepare(
  target: Target,
  generate: (db: Db, now: Date, progress: (text: string) => void) => Promise<number[]>,
): Promise<string[]> {
  const now = new Date();
  const { db } = await openDatabase(target.config, { hasher: argon2Hasher, now: () => now });
  try {
    const started = Date.now();
    const memberIds = await generate(db, now, (text) => process.stdout.write(`\r  ${target.name}: ${text}`.padEnd(60)));
    console.log(`\r  ${target.name}: data in ${((Date.now() - started) / 1000).toFixed(0)} s`.padEnd(60));
    const tokens: string[] = [];
    for (const memberId of memberIds) tokens.push(await createSession(db, { memberId, now, mustChangePassword: false, firstTimeLogin: false }));
    return tokens;
  } finally {
    await db.close();
  }
}
