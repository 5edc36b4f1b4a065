/**
 * Team management's list (research §4.5): the members under an agent, from any member of its team
 * down, one level or all, searched by account; each with its level under the agent, its direct
 * agent, how many are directly under it and its main wallet. A parent outside the agent's team is
 * as unknown as one that does not exist.
 */
import type { Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';

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
  // id) and holding each member's account: a page, the branch's size and a search are read from
  // that range of the index alone, and members only for the page's rows. The branch's members are
  // the parent's merchant's (a member joins under an upline of its own merchant).
  const params: unknown[] = [input.parentId];
  const where = [
    'a.ancestor_id = $1',
    ...(input.allLevels ? [] : ['a.depth = 1']),
    // the account in canonical form, as the member's own key is
    ...(input.search === null ? [] : [`strpos(a.member_key, $${params.push(usernameKey(input.search))}) > 0`]),
  ].join(' AND ');
  const filter = [...params];
  // a search's matches are few: the page's own read counts them as it goes, where counting a whole
  // branch beside the page would cost the branch again
  const searching = input.search !== null;
  const countAll = () => db.query<{ total: string }>(`SELECT count(*)::text AS total FROM member_ancestors a WHERE ${where}`, filter);
  const counted = searching ? null : await countAll();
  const page = await db.query<{
    id: number;
    username: string;
    type: number;
    level: number;
    upline_name: string;
    created_at: Date;
    downline_count: string;
    balance: string | null;
    total: string | null;
  }>(
    `SELECT a.total::text, m.id, m.username, m.type, a.depth + $${params.push(input.parentLevel)}::int AS level,
            (SELECT up.username FROM members up WHERE up.id = m.upline_id) AS upline_name, m.created_at,
            (SELECT count(*) FROM member_ancestors c WHERE c.ancestor_id = m.id AND c.depth = 1)::text AS downline_count,
            (SELECT balance::text FROM ledger_accounts w WHERE w.merchant_id = $${params.push(input.merchantId)} AND w.member_id = m.id AND w.kind = 'main') AS balance
       FROM (SELECT a.member_id, a.depth, a.member_created_at${searching ? ', count(*) OVER () AS total' : ', NULL::bigint AS total'} FROM member_ancestors a WHERE ${where}
              ORDER BY a.depth, a.member_created_at, a.member_id LIMIT $${params.push(input.limit)} OFFSET $${params.push(input.offset)}) a
       JOIN members m ON m.id = a.member_id
      ORDER BY a.depth, a.member_created_at, a.member_id`,
    params,
  );
  // past the last page of a search no row carries the count: read it on its own
  const total = counted ?? (page.rows.length > 0 ? { rows: [{ total: page.rows[0].total ?? '0' }] } : await countAll());
  return {
    total: Number(total.rows[0].total),
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
