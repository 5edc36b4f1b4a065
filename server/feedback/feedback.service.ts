/** The feedback page's entries: a member reads and adds only their own. */
import type { Queryable } from '../db/db.types';

interface Owner {
  merchantId: number;
  memberId: number;
}

/** How many entries the page lists. */
export const FEEDBACK_LIST_SIZE = 50;

export async function listFeedbackEntries(db: Queryable, owner: Owner) {
  const rows = await db.query<{ id: number; text: string; created_at: Date }>(
    `SELECT id, text, created_at FROM feedback_entries WHERE merchant_id = $1 AND member_id = $2 ORDER BY id DESC LIMIT $3`,
    [owner.merchantId, owner.memberId, FEEDBACK_LIST_SIZE],
  );
  return rows.rows.map((row) => ({ id: row.id, text: row.text, createdAt: row.created_at.getTime() }));
}

export async function addFeedbackEntry(db: Queryable, entry: Owner & { text: string; now: Date }): Promise<number> {
  const row = await db.query<{ id: number }>(
    `INSERT INTO feedback_entries (merchant_id, member_id, text, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
    [entry.merchantId, entry.memberId, entry.text, entry.now],
  );
  return row.rows[0].id;
}
