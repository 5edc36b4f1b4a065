/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR),
 * applies pending migrations and seeds the demo merchant on first use. The server and the admin CLI
 * both come through here, so they always agree on where the data lives.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { PasswordHasher } from '../auth/password-hasher';
import type { Config } from '../config';
import type { ServerKey } from '../crypto/server-keys';
import { acquireDataDirLock } from './data-dir-lock';
import type { Db } from './db.types';
import { migrate } from './migrate';
import { openPglite } from './pglite.db';
import { openPostgres } from './postgres.db';
import { seed } from './seed';

export interface OpenedDatabase {
  db: Db;
  fresh: boolean;
  migrations: string[];
  seeded: boolean;
  serverKey: ServerKey;
}

export const pgliteDir = (dataDir: string) => join(dataDir, 'pgdata');

export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> & Partial<Pick<Config, 'databasePoolMax'>>,
  deps: { hasher: PasswordHasher; now: () => Date; lockWaitMs?: number },
): Promise<OpenedDatabase> {
  let db: Db;
  let fresh = false;
  if (config.databaseUrl) {
    db = openPostgres(config.databaseUrl, { max: config.databasePoolMax });
  } else {
    const release = await acquireDataDirLock(config.dataDir, deps.lockWaitMs);
    try {
      fresh = !existsSync(join(pgliteDir(config.dataDir), 'PG_VERSION'));
      db = await openPglite({ dataDir: pgliteDir(config.dataDir) }, release);
    } catch (error) {
      release();
      throw error;
    }
  }
  try {
    const migrations = await migrate(db);
    const { seeded, serverKey } = await seed(db, deps);
    return { db, fresh, migrations, seeded, serverKey };
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  }
}
