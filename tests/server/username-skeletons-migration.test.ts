/**
 * Upgrading a database made before usernames had confusable skeletons (migrations 032 and 033 with
 * their data step): every stored name gets the skeleton the gateway computes; of look-alike names
 * that exist already, the oldest holds the skeleton and the later ones keep their names and none,
 * so the upgrade goes through, and from then on no new look-alike of either can be stored.
 */
import { PGlite } from '@electric-sql/pglite';
import { expect, it } from 'vitest';
import { migrate, migrationFiles } from '../../server/db/migrate';
import { pgliteDb } from '../../server/db/pglite.db';
import { usernameKey } from '../../server/identity/identifier-key';

it('gives stored names their skeletons, the oldest of look-alikes holding it, and refuses a new look-alike', async () => {
  const db = pgliteDb(await PGlite.create());
  try {
    await migrate(
      db,
      migrationFiles().filter((file) => file.name < '032'),
    );
    const merchant = await db.query<{ id: number }>(`INSERT INTO merchants (code, name, settings) VALUES ('old', 'Old', '{}') RETURNING id`);
    for (const username of ['mike_1', 'rnike_l', 'seaside', '\u0455\u0435\u0430\u0455\u0456\u0501\u0435', 'Ann']) {
      await db.query(
        `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at)
         VALUES ($1, $2, $3, 'x', 0, now(), now())`,
        [merchant.rows[0].id, username, usernameKey(username)],
      );
    }
    await migrate(db);
    const rows = await db.query<{ username: string; username_skeleton: string | null }>(
      'SELECT username, username_skeleton FROM members ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { username: 'mike_1', username_skeleton: 'rnike_l' },
      { username: 'rnike_l', username_skeleton: null },
      { username: 'seaside', username_skeleton: 'seaside' },
      { username: '\u0455\u0435\u0430\u0455\u0456\u0501\u0435', username_skeleton: null },
      { username: 'Ann', username_skeleton: 'ann' },
    ]);
    // the look-alikes left without a skeleton are in the audit log, with the account holding it
    const ids = Object.fromEntries(
      (await db.query<{ id: number; username: string }>('SELECT id, username FROM members')).rows.map((r) => [r.username, r.id]),
    );
    const audit = await db.query<{ details: Record<string, unknown> }>(
      "SELECT details FROM admin_audit WHERE command = 'member.confusable-username' ORDER BY id",
    );
    expect(audit.rows.map((r) => [r.details.memberId, r.details.confusableWith])).toEqual([
      [ids.rnike_l, ids.mike_1],
      [ids['\u0455\u0435\u0430\u0455\u0456\u0501\u0435'], ids.seaside],
    ]);
    await expect(
      db.query(
        `INSERT INTO members (merchant_id, username, username_key, username_skeleton, password_hash, type, password_changed_at, created_at)
                VALUES ($1, 'rnike_1', 'rnike_1', 'rnike_l', 'x', 0, now(), now())`,
        [merchant.rows[0].id],
      ),
    ).rejects.toThrow(/members_merchant_username_skeleton/);
  } finally {
    await db.close();
  }
});
