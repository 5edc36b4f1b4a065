/**
 * "The team" in SQL: every member under an agent, at any depth, from member_ancestors (028) — one
 * range of an index instead of a walk down the tree a level at a time. Each gives rows (id,
 * created_at); the agent must be a member of the merchant, or the team is empty.
 *
 * `merchant` and `agent` are SQL expressions (parameters such as $1 and $2).
 */
export const teamOf = (merchant: string, agent: string) =>
  `SELECT a.member_id AS id, a.member_created_at AS created_at FROM member_ancestors a
     JOIN members top ON top.id = a.ancestor_id AND top.merchant_id = ${merchant} WHERE a.ancestor_id = ${agent}`;

/** The team and the agent itself: what a contract with the agent is paid on. */
export const teamWithAgent = (merchant: string, agent: string) =>
  `SELECT id, created_at FROM members WHERE id = ${agent} AND merchant_id = ${merchant}
   UNION ALL ${teamOf(merchant, agent)}`;
