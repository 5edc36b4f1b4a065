/**
 * Team management's list (research §4.5): the members under an agent, from any member of its team
 * down, one level or all, searched by account; each with its level under the agent, its direct
 * agent, how many are directly under it and its main wallet. A parent outside the agent's team is
 * as unknown as one that does not exist.
 */
import type { Queryable } from '../db/db.types';

export interface Subordinate {
  id: number;
  username: string;
  type: number;
  level: number;
  uplineName: string;
  createdAt: Date;
  downlineCount: number;
  mainBalance: bigint;
}

/** The path from the agent (first) down to `memberId` (last), or null when the member is not in the team. */
export async function pathFromAgent(
  db: Queryable,
  input: { merchantId: number; agentId: number; memberId: number },
): Promise<{ id: number; username: string }[] | null> {
  const rows = await db.query<{ id: number; username: string; upline_id: number | null }>(
    `WITH RECURSIVE above(id, username, upline_id, depth) AS (
       SELECT id, username, upline_id, 0 FROM members WHERE id = $3 AND merchant_id = $1
       UNION ALL SELECT m.id, m.username, m.upline_id, a.depth + 1 FROM members m JOIN above a ON m.id = a.upline_id WHERE a.id <> $2 AND a.depth < 64
     )
     SELECT id, username, upline_id FROM above ORDER BY depth DESC`,
    [input.merchantId, input.agentId, input.memberId],
  );
  if (rows.rows[0]?.id !== input.agentId) return null;
  return rows.rows.map((row) => ({ id: row.id, username: row.username }));
}

export async function subordinates(
  db: Queryable,
  input: {
    merchantId: number;
    agentId: number;
    parentId: number;
    parentLevel: number;
    allLevels: boolean;
    search: string | null;
    limit: number;
    offset: number;
  },
): Promise<{ rows: Subordinate[]; total: number }> {
  const result = await db.query<{
    id: number;
    username: string;
    type: number;
    level: number;
    upline_name: string;
    created_at: Date;
    downline_count: string;
    balance: string | null;
    total: string;
  }>(
    // the walk carries what a row shows, so the members are read once; the direct agent's name, the
    // downline count and the wallet are read for the page's rows only (after the sort and limit)
    `WITH RECURSIVE below(id, level, username, type, created_at, upline_id) AS (
       SELECT id, $4::int + 1, username, type, created_at, upline_id FROM members WHERE upline_id = $2 AND merchant_id = $1
       UNION ALL SELECT m.id, b.level + 1, m.username, m.type, m.created_at, m.upline_id FROM members m JOIN below b ON m.upline_id = b.id
        WHERE $3::boolean AND m.merchant_id = $1 AND b.level < 64
     )
     SELECT b.id, b.username, b.type, b.level, (SELECT up.username FROM members up WHERE up.id = b.upline_id) AS upline_name, b.created_at,
            (SELECT count(*) FROM members c WHERE c.upline_id = b.id)::text AS downline_count,
            (SELECT balance::text FROM ledger_accounts a WHERE a.merchant_id = $1 AND a.member_id = b.id AND a.kind = 'main') AS balance,
            count(*) OVER ()::text AS total
       FROM below b
      WHERE $5::text IS NULL OR strpos(lower(b.username), lower($5)) > 0
      ORDER BY b.level, b.created_at, b.id
      LIMIT $6 OFFSET $7`,
    [input.merchantId, input.parentId, input.allLevels, input.parentLevel, input.search, input.limit, input.offset],
  );
  // past the last page no row carries the count: read it on its own
  const total =
    result.rows.length > 0 || input.offset === 0
      ? Number(result.rows[0]?.total ?? 0)
      : (await subordinates(db, { ...input, limit: 1, offset: 0 })).total;
  return {
    total,
    rows: result.rows.map((row) => ({
      id: row.id,
      username: row.username,
      type: row.type,
      level: row.level,
      uplineName: row.upline_name,
      createdAt: row.created_at,
      downlineCount: Number(row.downline_count),
      mainBalance: BigInt(row.balance ?? '0'),
    })),
  };
}
