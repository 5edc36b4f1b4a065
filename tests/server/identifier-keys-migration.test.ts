/**
 * Upgrading a database made before usernames had canonical keys (migrations 014 and 015 with their
 * data step): every stored name gets the key the gateway computes, counters kept under another
 * spelling go, and two accounts that are one name in canonical form stop the upgrade with both
 * names, instead of leaving one of them unreachable.
 */
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.types';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { pgliteDb } from '../../server/db/pglite.db';

const before014 = migrationFiles().filter((file) => file.name < '014');
const upTo015 = migrationFiles().filter((file) => file.name < '016');

/** The schema before 014, migrated once per file and dumped: each test starts from a copy. */
let schemaBefore014: Promise<Blob> | null = null;
function dumpBefore014(): Promise<Blob> {
  schemaBefore014 ??= (async () => {
    const pg = await PGlite.create();
    await migrate(pgliteDb(pg), before014);
    const dump = await pg.dumpDataDir('none');
    await pg.close();
    return dump;
  })();
  return schemaBefore014;
}

async function databaseBefore014(usernames: string[]): Promise<Db> {
  const db = pgliteDb(await PGlite.create({ loadDataDir: await dumpBefore014() }));
  const merchant = await db.query<{ id: number }>(`INSERT INTO merchants (code, name, settings) VALUES ('old', 'Old', '{}') RETURNING id`);
  for (const username of usernames) {
    await db.query(
      `INSERT INTO members (merchant_id, username, password_hash, type, password_changed_at, created_at, affiliate_code)
       VALUES ($1, $2, 'x', 1, now(), now(), $3)`,
      [merchant.rows[0].id, username, username === 'Agent_Ann' ? 'AnnCode' : null],
    );
  }
  await db.query(`INSERT INTO login_escalation (merchant_id, subject, updated_at) VALUES ($1, 'probe_i̇x', now()), ($1, 'probe_ix', now())`, [
    merchant.rows[0].id,
  ]);
  return db;
}

describe('upgrading to canonical identifier keys', () => {
  it('gives every stored name and invitation code its key and keeps only canonical counters', async () => {
    const db = await databaseBefore014(['Demo_Player', 'Straße', 'ｗｉｄｅ', 'Agent_Ann', 'probe_ix']);
    try {
      // the upgrade under test: the keys (014, with its data step) and their uniqueness (015)
      await migrate(db, upTo015);
      const rows = await db.query<{ username: string; username_key: string; affiliate_code_key: string | null }>(
        'SELECT username, username_key, affiliate_code_key FROM members ORDER BY id',
      );
      expect(rows.rows).toEqual([
        { username: 'Demo_Player', username_key: 'demo_player', affiliate_code_key: null },
        { username: 'Straße', username_key: 'strasse', affiliate_code_key: null },
        { username: 'ｗｉｄｅ', username_key: 'wide', affiliate_code_key: null },
        { username: 'Agent_Ann', username_key: 'agent_ann', affiliate_code_key: 'anncode' },
        { username: 'probe_ix', username_key: 'probe_ix', affiliate_code_key: null },
      ]);
      const subjects = await db.query<{ subject: string }>('SELECT subject FROM login_escalation');
      expect(subjects.rows.map((r) => r.subject)).toEqual(['probe_ix']);
      // from now on the key is unique: a second spelling of a name cannot be stored
      await expect(
        db.query(`INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at)
                  SELECT merchant_id, 'STRASSE', 'strasse', 'x', 0, now(), now() FROM members LIMIT 1`),
      ).rejects.toThrow(/members_merchant_username_key/);
    } finally {
      await db.close();
    }
  });

  it('stops with both names when two accounts are one name in canonical form', async () => {
    const db = await databaseBefore014(['strasse', 'Straße']);
    try {
      await expect(migrate(db)).rejects.toThrow(/"strasse" and "Straße"/);
      // nothing of the upgrade is left half done
      const applied = await db.query<{ name: string }>(`SELECT name FROM schema_migrations WHERE name >= '014'`);
      expect(applied.rows).toEqual([]);
    } finally {
      await db.close();
    }
  });
});
