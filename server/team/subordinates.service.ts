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
  // The branch is one range of member_ancestors (028), already in the list's order (level, joined,
  // id): a page is read without reading the branch, and its size is counted in the index alone. A
  // search reads each member's account, so it costs the branch once.
  const params = [input.merchantId, input.parentId, input.allLevels, input.search];
  const branch = `FROM member_ancestors a JOIN members m ON m.id = a.member_id AND m.merchant_id = $1
      WHERE a.ancestor_id = $2 AND ($3::boolean OR a.depth = 1) AND ($4::text IS NULL OR strpos(lower(m.username), lower($4)) > 0)`;
  const page = await db.query<{
    id: number;
    username: string;
    type: number;
    level: number;
    upline_name: string;
    created_at: Date;
    downline_count: string;
    balance: string | null;
  }>(
    // the direct agent's name, the downline count and the wallet are read for the page's rows only
    `SELECT m.id, m.username, m.type, $5::int + a.depth AS level, (SELECT up.username FROM members up WHERE up.id = m.upline_id) AS upline_name,
            m.created_at, (SELECT count(*) FROM member_ancestors c WHERE c.ancestor_id = m.id AND c.depth = 1)::text AS downline_count,
            (SELECT balance::text FROM ledger_accounts w WHERE w.merchant_id = $1 AND w.member_id = m.id AND w.kind = 'main') AS balance
       ${branch}
      ORDER BY a.depth, a.member_created_at, a.member_id
      LIMIT $6 OFFSET $7`,
    [...params, input.parentLevel, input.limit, input.offset],
  );
  const counted = await db.query<{ total: string }>(`SELECT count(*)::text AS total ${branch}`, params);
  return {
    total: Number(counted.rows[0].total),
    rows: page.rows.map((row) => ({
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
