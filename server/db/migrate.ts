/**
 * Numbered SQL migrations (server/db/migrations/NNN_name.sql), each applied once in its own
 * transaction and recorded in schema_migrations. An advisory lock keeps two gateway processes on
 * one PostgreSQL server from migrating at the same time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db, Queryable } from './db.types';
import { fillIdentifierKeys } from './identifier-keys.data';
import { canonicaliseMobileNumbers } from './mobile-numbers.data';
import { fillUsernameSkeletons } from './username-skeletons.data';

export const migrationsDir = join(import.meta.dirname, 'migrations');
const MIGRATION_LOCK = 7_302_117;

/**
 * Steps that need the gateway's own code (not SQL) to move existing rows, run in the migration's
 * transaction right after the file they belong to.
 */
const DATA_STEPS: Record<string, (tx: Queryable) => Promise<void>> = {
  '014_identifier_keys.sql': fillIdentifierKeys,
  '032_username_skeletons.sql': fillUsernameSkeletons,
  '034_canonical_mobile_numbers.sql': canonicaliseMobileNumbers,
};

export function migrationFiles(): { name: string; sql: string }[] {
  return readdirSync(migrationsDir)
    .filter((name) => /^\d+_.+\.sql$/.test(name))
    .sort()
    .map((name) => ({ name, sql: readFileSync(join(migrationsDir, name), 'utf8') }));
}

/**
 * Applies pending migrations (all of them, or the first ones when an upgrade test asks); returns the names applied now.
 *
 * Everything that writes, creating schema_migrations included, happens under the advisory lock:
 * `CREATE TABLE IF NOT EXISTS` is not safe against itself (two sessions both see no table, both
 * insert its row type, one fails on pg_type's unique index), so gateways starting together on an
 * empty database would otherwise fail to start.
 */
export async function migrate(db: Db, files = migrationFiles()): Promise<string[]> {
  // a plain read on the common path (nothing to do): DDL, even IF NOT EXISTS, costs more on PGlite
  if (await allApplied(db, files)) return [];

  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
    // re-read under the lock: another process may have migrated meanwhile
    const current = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (current.has(file.name)) continue;
      for (const statement of splitStatements(file.sql)) await tx.query(statement);
      await DATA_STEPS[file.name]?.(tx);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file.name]);
      applied.push(file.name);
    }
  });
  return applied;
}

async function allApplied(db: Db, files: { name: string }[]): Promise<boolean> {
  const table = await db.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`);
  if (!table.rows[0]?.t) return false;
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  return files.every((file) => done.has(file.name));
}

/**
 * Splits a migration into statements on `;`, except inside dollar-quoted bodies (`$$ … $$`,
 * `$tag$ … $tag$`: functions and triggers), which are kept whole. Comments are dropped first;
 * migrations put no `;` or `--` inside string literals.
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let quote: string | null = null;
  const text = sql.replace(/--.*$/gm, '');
  for (let i = 0; i < text.length; i += 1) {
    const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i, i + 64))?.[0];
    if (tag && (quote === null || quote === tag)) {
      quote = quote === null ? tag : null;
      current += tag;
      i += tag.length - 1;
    } else if (text[i] === ';' && quote === null) {
      statements.push(current);
      current = '';
    } else current += text[i];
  }
  statements.push(current);
  return statements.map((statement) => statement.trim()).filter(Boolean);
}
