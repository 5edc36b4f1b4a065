/**
 * The team's closure (028_member_ancestors.sql), which every team page, report and settlement now
 * reads instead of walking members.upline_id: it must always hold exactly the line above each
 * member that upline_id gives, at the right depth, or an agent would see (and be paid on) someone
 * else's team. Checked against a walk up upline_id in plain code after
 * - members joining one by one and several in one statement, agents and the members under them
 *   together (the statement trigger walks members, which holds the whole statement);
 * - a branch moved under another agent, and a move under its own branch refused (a loop);
 * - the migration run on a database that already has a tree (the upgrade's fill).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.types';
import { migrate } from '../../server/db/migrate';
import { createTestDatabase } from './support/test-db';
import type { TestDatabase } from './support/test-db';

let database: TestDatabase;
let db: Db;
let merchantId: number;
let joined = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
  merchantId = (await db.query<{ id: number }>(`INSERT INTO merchants (code, name, settings) VALUES ('tree', 'Tree', '{}') RETURNING id`)).rows[0].id;
});
afterAll(() => database?.dispose());

/** Members joining in one statement: each [name, an upline that joined before, or null]. */
async function join(...members: [string, string | null][]): Promise<void> {
  const existing = await db.query<{ id: number; username: string }>('SELECT id, username FROM members WHERE merchant_id = $1', [merchantId]);
  const ids = new Map(existing.rows.map((row) => [row.username, row.id]));
  const params: unknown[] = [merchantId];
  const values = members.map(([name, upline]) => {
    params.push(name, upline === null ? null : ids.get(upline));
    joined += 1;
    return `($1, $${params.length - 1}, $${params.length - 1}, 'x', 1, now(), now() + make_interval(secs => ${joined}), $${params.length}::int)`;
  });
  await db.query(
    `INSERT INTO members (merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, upline_id) VALUES ${values.join(', ')}`,
    params,
  );
}

/** Members joining with uplines of the same statement: a CTE inserts a line of agents top first in one statement. */
async function joinLine(names: string[], under: string): Promise<void> {
  // each row's upline is the row before it: the ids come from one nextval sequence read in order
  await db.query(
    `WITH top AS (SELECT id FROM members WHERE merchant_id = $1 AND username = $2),
          named AS (SELECT name, ordinality AS n FROM unnest($3::text[]) WITH ORDINALITY AS t(name)),
          ids AS (SELECT name, n, nextval(pg_get_serial_sequence('members', 'id')) AS id FROM named ORDER BY n)
     INSERT INTO members (id, merchant_id, username, username_key, password_hash, type, password_changed_at, created_at, upline_id)
     OVERRIDING SYSTEM VALUE
     SELECT i.id, $1, i.name, i.name, 'x', 1, now(), now(), coalesce((SELECT p.id FROM ids p WHERE p.n = i.n - 1), (SELECT id FROM top))
       FROM ids i ORDER BY i.n`,
    [merchantId, under, names],
  );
}

/** The lines above every member of the merchant, walked up upline_id in plain code: "ancestor>member@depth". */
async function expectedClosure(): Promise<string[]> {
  const rows = await db.query<{ id: number; upline_id: number | null }>('SELECT id, upline_id FROM members WHERE merchant_id = $1', [merchantId]);
  const upline = new Map(rows.rows.map((row) => [row.id, row.upline_id]));
  const lines: string[] = [];
  for (const { id } of rows.rows) {
    let above = upline.get(id) ?? null;
    for (let depth = 1; above !== null; depth += 1) {
      lines.push(`${above}>${id}@${depth}`);
      above = upline.get(above) ?? null;
    }
  }
  return lines.sort();
}

async function storedClosure(): Promise<string[]> {
  const rows = await db.query<{ ancestor_id: number; member_id: number; depth: number }>(
    'SELECT a.ancestor_id, a.member_id, a.depth FROM member_ancestors a JOIN members m ON m.id = a.member_id WHERE m.merchant_id = $1',
    [merchantId],
  );
  return rows.rows.map((row) => `${row.ancestor_id}>${row.member_id}@${row.depth}`).sort();
}

const idOf = async (name: string) =>
  (await db.query<{ id: number }>('SELECT id FROM members WHERE merchant_id = $1 AND username = $2', [merchantId, name])).rows[0].id;

describe('the line above every member', () => {
  it('follows members as they join, one by one and several in one statement', async () => {
    await join(['top', null]);
    await join(['a1', 'top'], ['a2', 'top']);
    await join(['a1p1', 'a1'], ['a1p2', 'a1'], ['a2a', 'a2'], ['loner', null]);
    await joinLine(['l1', 'l2', 'l3', 'l4', 'l5'], 'a2a');
    await join(['l5p', 'l5']);
    const expected = await expectedClosure();
    // top has everyone but the loner under it; l5p is 8 levels down
    const top = await idOf('top');
    expect(expected).toContain(`${top}>${await idOf('l5p')}@8`);
    expect(expected.filter((line) => line.startsWith(`${top}>`))).toHaveLength(11);
    expect(await storedClosure()).toEqual(expected);
  });

  it('moves a whole branch under another agent, and refuses a move under its own branch', async () => {
    const a2a = await idOf('a2a');
    await db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [a2a, await idOf('a1p1')]);
    expect(await storedClosure()).toEqual(await expectedClosure());
    expect(await storedClosure()).toContain(`${await idOf('a1')}>${await idOf('l5p')}@8`);

    const before = await storedClosure();
    await expect(db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [await idOf('a1'), await idOf('l3')])).rejects.toThrow(
      /cannot be moved under its own downline/,
    );
    await expect(db.query('UPDATE members SET upline_id = id WHERE id = $1', [await idOf('top')])).rejects.toThrow(/own downline/);
    expect(await storedClosure()).toEqual(before);

    // a branch taken off its agent stands alone
    await db.query('UPDATE members SET upline_id = NULL WHERE id = $1', [await idOf('l2')]);
    expect(await storedClosure()).toEqual(await expectedClosure());
  });

  it('is filled on upgrade from the tree a database already has', async () => {
    const tree = await expectedClosure();
    await db.exec(`DROP TABLE member_ancestors;
      DROP FUNCTION members_inserted_to_ancestors() CASCADE; DROP FUNCTION members_moved_in_ancestors() CASCADE;
      DELETE FROM schema_migrations WHERE name = '028_member_ancestors.sql'`);
    expect(await migrate(db)).toEqual(['028_member_ancestors.sql']);
    expect(tree.length).toBeGreaterThan(20);
    expect(await storedClosure()).toEqual(tree);
  });
});
