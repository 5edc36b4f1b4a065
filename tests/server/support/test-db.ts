/**
 * A fresh, migrated and seeded database per test file, fast.
 * - PGlite (default): the seeded template is dumped once to .test-data/ (keyed by a hash of the
 *   migrations and seed code) and every file loads that dump into an in-memory instance (~0.6 s
 *   instead of ~5 s of initdb + migrations + seed). The dump is a plain tar, read once per worker:
 *   unpacking a gzipped one through web streams for every file was a fifth of the load's CPU.
 * - PostgreSQL (DATABASE_URL set): a template database per hash on that server, and one
 *   `CREATE DATABASE … TEMPLATE …` per file, dropped afterwards.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { lowCostHasher } from './low-cost-hasher';
import type { Db } from '../../../server/db/db.types';
import { migrate } from '../../../server/db/migrate';
import { pgliteDb } from '../../../server/db/pglite.db';
import { openPostgres } from '../../../server/db/postgres.db';
import { seed } from '../../../server/db/seed';

const root = join(import.meta.dirname, '..', '..', '..');
const cacheDir = join(root, '.test-data');

/** Changes whenever a migration, its data steps, the seed or the identifier keys they store change, so a stale template is never reused. */
function schemaHash(): string {
  const hash = createHash('sha256');
  const dbDir = join(root, 'server', 'db');
  // every seed file (seed.ts and the seed-*.ts it calls), the migration runner and its data steps
  const dbFiles = readdirSync(dbDir).filter((name) => /^seed.*\.ts$/.test(name) || name === 'migrate.ts' || name.endsWith('.data.ts'));
  for (const file of dbFiles.sort()) hash.update(readFileSync(join(dbDir, file)));
  for (const file of readdirSync(join(dbDir, 'migrations')).sort()) hash.update(file).update(readFileSync(join(dbDir, 'migrations', file)));
  hash.update(readFileSync(join(root, 'server', 'identity', 'identifier-key.ts')));
  // ... and the picture addresses the seeded content stores
  hash.update(readFileSync(join(root, 'server', 'content', 'artwork-catalogue.ts')));
  // ... and the typed form of numbers and names that the keys build on
  hash.update(readFileSync(join(root, 'wire', 'typed-input.ts')));
  // the seeded passwords' hashes are made at the tests' cost
  hash.update(readFileSync(join(root, 'tests', 'server', 'support', 'low-cost-hasher.ts')));
  return hash.digest('hex').slice(0, 16);
}

const seedDeps = { hasher: lowCostHasher, now: () => new Date() };

// `.tar.gz`: the compressed templates of earlier versions, removed like any other finished template
const TEMPLATE_FILE = /^pglite-template-[0-9a-f]{16}\.tar(\.gz)?$/;
const ABANDONED_AFTER_MS = 60 * 60_000;

/**
 * Removes what earlier schemas left: finished templates of another hash, and half-written files
 * whose writer is long gone. Never a file another worker may be writing right now: that was a
 * fresh clone's ENOENT when two workers built the template at once.
 */
export function removeStaleTemplates(current: string, dir = cacheDir): void {
  for (const name of readdirSync(dir)) {
    if (!name.startsWith('pglite-template-') || join(dir, name) === current) continue;
    const path = join(dir, name);
    const abandoned = !TEMPLATE_FILE.test(name) && Date.now() - statSync(path, { throwIfNoEntry: false })!.mtimeMs > ABANDONED_AFTER_MS;
    if (TEMPLATE_FILE.test(name) || abandoned) rmSync(path, { force: true });
  }
}

async function buildPgliteTemplate(path: string): Promise<void> {
  const instance = await PGlite.create();
  const db = pgliteDb(instance);
  await migrate(db);
  await seed(db, seedDeps);
  const dump = await instance.dumpDataDir('none');
  mkdirSync(cacheDir, { recursive: true });
  // two workers may build at once: each writes aside, then renames atomically; the last rename wins
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(temporary, Buffer.from(await dump.arrayBuffer()));
  renameSync(temporary, path);
  removeStaleTemplates(path);
  await instance.close();
}

function pgliteTemplatePath(): string {
  return join(cacheDir, `pglite-template-${schemaHash()}.tar`);
}

/**
 * The template's bytes, read once per worker: the files of a worker share this module (vite.config.ts),
 * and a Blob is immutable, so every database of the worker loads from the same one.
 */
let loaded: { path: string; dump: Blob } | null = null;

async function freshPglite(): Promise<Db> {
  const path = pgliteTemplatePath();
  if (loaded?.path !== path) {
    if (!existsSync(path)) await buildPgliteTemplate(path);
    loaded = { path, dump: new Blob([readFileSync(path)]) };
  }
  const instance = await PGlite.create({ loadDataDir: loaded.dump });
  return pgliteDb(instance);
}

/**
 * A data folder on disk holding the seeded template, for a test whose gateway or CLI runs as a
 * process of its own (they open the folder): the same ~0.6 s load instead of initdb, migrations
 * and seed.
 */
export async function seededPgliteDataDir(dir: string): Promise<void> {
  const path = pgliteTemplatePath();
  if (!existsSync(path)) await buildPgliteTemplate(path);
  const instance = await PGlite.create({ dataDir: dir, loadDataDir: new Blob([readFileSync(path)]) });
  await instance.close();
}

const withDatabase = (url: string, database: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

async function freshPostgres(url: string): Promise<{ db: Db; url: string; drop: () => Promise<void> }> {
  const template = `site_tpl_${schemaHash()}`;
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // one builder at a time across workers
    await admin.query('SELECT pg_advisory_lock(73021)');
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (exists.rowCount === 0) {
      // built under another name and renamed when complete: a failed build is never reused
      const building = `${template}_build_${randomBytes(3).toString('hex')}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const db = openPostgres(withDatabase(url, building), { max: 2 });
      try {
        await migrate(db);
        await seed(db, seedDeps);
      } finally {
        await db.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    }
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.query('SELECT pg_advisory_unlock(73021)');
  } finally {
    await admin.end();
  }
  const db = openPostgres(withDatabase(url, name));
  return {
    db,
    url: withDatabase(url, name),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/**
 * Builds the PGlite template before any worker starts (the server suite's global setup), so the
 * workers only read it. Without DATABASE_URL only: PostgreSQL builds its template under a lock.
 */
export async function prepareTestTemplate(): Promise<void> {
  if (process.env.DATABASE_URL) return;
  const path = pgliteTemplatePath();
  if (!existsSync(path)) await buildPgliteTemplate(path);
}

export interface TestDatabase {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** connection string of this database (PostgreSQL only) */
  url: string | null;
  /** closes and, on PostgreSQL, drops the database */
  dispose(): Promise<void>;
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const { db, url: databaseUrl, drop } = await freshPostgres(url);
    return {
      db,
      kind: 'postgres',
      url: databaseUrl,
      dispose: async () => {
        await db.close().catch(() => {});
        await drop();
      },
    };
  }
  const db = await freshPglite();
  return { db, kind: 'pglite', url: null, dispose: () => db.close() };
}
