/**
 * Gateways scale out as stateless processes on one PostgreSQL server, so several of them may start
 * at the same moment on an empty database. Each start migrates and seeds (server/db/open-database.ts):
 * all of them must come up, and the database must end up migrated and seeded exactly once.
 *
 * On PostgreSQL every start gets its own connection pool on a brand-new empty database, as separate
 * processes would. PGlite is one process per data folder, so there the same starts share one
 * in-memory instance and the race cannot happen; the test still checks the outcome.
 */
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.types';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/open-database';
import { pgliteDb } from '../../server/db/pglite.db';
import { DEMO_MERCHANT_CODE, demoAccounts } from '../../server/db/seed-data';
import { seed } from '../../server/db/seed';
import { countingHasher } from './support/counting-hasher';

const GATEWAYS = 4;
const url = process.env.DATABASE_URL;
const now = () => new Date();

function withDatabase(base: string, database: string): string {
  const parsed = new URL(base);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const created: string[] = [];
afterAll(async () => {
  if (!url) return;
  await admin(async (client) => {
    for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });
});

/** Starts `GATEWAYS` gateways' database set-up at once; resolves to each one's outcome and the database to inspect. */
async function startAtOnce(): Promise<{ outcomes: PromiseSettledResult<unknown>[]; inspect: Db; close: () => Promise<void> }> {
  const hasher = countingHasher();
  if (url) {
    const name = `site_race_${randomBytes(5).toString('hex')}`;
    await admin((client) => client.query(`CREATE DATABASE ${name}`));
    created.push(name);
    const databaseUrl = withDatabase(url, name);
    const outcomes = await Promise.allSettled(
      Array.from({ length: GATEWAYS }, () =>
        openDatabase({ databaseUrl, dataDir: '' }, { hasher, now }).then(async (opened) => {
          await opened.db.close();
          return opened;
        }),
      ),
    );
    const inspect = (await openDatabase({ databaseUrl, dataDir: '' }, { hasher, now })).db;
    return { outcomes, inspect, close: () => inspect.close() };
  }
  const instance = await PGlite.create();
  const db = pgliteDb(instance);
  const outcomes = await Promise.allSettled(Array.from({ length: GATEWAYS }, async () => [await migrate(db), await seed(db, { hasher, now })]));
  return { outcomes, inspect: db, close: () => db.close() };
}

describe(`${GATEWAYS} gateways starting at once on an empty database`, () => {
  it('all start, and the schema and the demo merchant are there once', async () => {
    const { outcomes, inspect, close } = await startAtOnce();
    try {
      const failures = outcomes.flatMap((o) => (o.status === 'rejected' ? [String((o.reason as Error)?.message ?? o.reason)] : []));
      expect(failures).toEqual([]);

      const applied = await inspect.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
      expect(applied.rows.map((r) => r.name)).toEqual(migrationFiles().map((f) => f.name));
      const merchants = await inspect.query('SELECT 1 FROM merchants WHERE code = $1', [DEMO_MERCHANT_CODE]);
      expect(merchants.rowCount).toBe(1);
      const members = await inspect.query<{ username: string }>(
        'SELECT username FROM members JOIN merchants ON merchants.id = members.merchant_id WHERE merchants.code = $1 ORDER BY username',
        [DEMO_MERCHANT_CODE],
      );
      expect(members.rows.map((r) => r.username)).toEqual(demoAccounts.map((a) => a.username).sort());
      const keys = await inspect.query('SELECT 1 FROM server_keys');
      expect(keys.rowCount).toBe(1);
    } finally {
      await close();
    }
  }, 120_000);
});
