/**
 * Who an agent's reports cover: the agent itself (is it one?) and its team, every member under it
 * at any depth (members.upline_id), each with its direct upline's account for the reports that
 * show it. A name typed in a report's filter is looked up by its key (identity/identifier-key.ts),
 * as a login looks it up, and must be in the team.
 */
import { isAgentType } from '../../rules/member-types';
import type { Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';
import { teamOf } from './team-sql';

export interface TeamMember {
  id: number;
  username: string;
  usernameKey: string;
  type: number;
  uplineId: number;
  uplineName: string;
}

/** The member's account when it is an agent of the merchant; null otherwise. */
export async function agentAccount(
  db: Queryable,
  input: { merchantId: number; memberId: number },
): Promise<{ id: number; username: string; usernameKey: string } | null> {
  const row = (
    await db.query<{ type: number; username: string; username_key: string }>(
      'SELECT type, username, username_key FROM members WHERE id = $1 AND merchant_id = $2',
      [input.memberId, input.merchantId],
    )
  ).rows[0];
  return row && isAgentType(row.type) ? { id: input.memberId, username: row.username, usernameKey: row.username_key } : null;
}

/** Every member under the agent, at any depth (not the agent itself). */
export async function teamMembers(db: Queryable, input: { merchantId: number; agentId: number }): Promise<TeamMember[]> {
  const rows = await db.query<{ id: number; username: string; username_key: string; type: number; upline_id: number; upline_name: string }>(
    `WITH team(id, created_at) AS (${teamOf('$1', '$2')})
     SELECT m.id, m.username, m.username_key, m.type, m.upline_id, up.username AS upline_name
       FROM team t JOIN members m ON m.id = t.id JOIN members up ON up.id = m.upline_id
      ORDER BY m.id`,
    [input.merchantId, input.agentId],
  );
  return rows.rows.map((row) => ({
    id: row.id,
    username: row.username,
    usernameKey: row.username_key,
    type: row.type,
    uplineId: row.upline_id,
    uplineName: row.upline_name,
  }));
}

/** The member of `members` a typed account names; null when none does. */
export function memberNamed<T extends { usernameKey: string }>(members: readonly T[], name: string): T | null {
  const key = usernameKey(name);
  return members.find((member) => member.usernameKey === key) ?? null;
}
