/**
 * The data step of migration 014: the canonical keys of the usernames and invitation codes already
 * stored, computed by the one function that computes them for every new row. Runs inside the
 * migration's transaction, before 015 makes the keys unique.
 */
import { codeKey, usernameKey } from '../identity/identifier-key';
import type { Queryable } from './db.types';

export async function fillIdentifierKeys(tx: Queryable): Promise<void> {
  const members = await tx.query<{ id: number; merchant_id: number; username: string; affiliate_code: string | null }>(
    'SELECT id, merchant_id, username, affiliate_code FROM members ORDER BY id',
  );
  const seen = new Map<string, string>();
  const clashes: string[] = [];
  for (const member of members.rows) {
    const key = usernameKey(member.username);
    const slot = `${member.merchant_id}:${key}`;
    const first = seen.get(slot);
    if (first !== undefined) clashes.push(`${JSON.stringify(first)} and ${JSON.stringify(member.username)}`);
    else seen.set(slot, member.username);
    await tx.query('UPDATE members SET username_key = $2, affiliate_code_key = $3 WHERE id = $1', [
      member.id,
      key,
      member.affiliate_code === null ? null : codeKey(member.affiliate_code),
    ]);
  }
  if (clashes.length > 0) {
    // two accounts that a person could not tell apart: an operator has to rename one before the upgrade
    throw new Error(`usernames that are one name in canonical form; rename one of each pair first: ${clashes.join('; ')}`);
  }
  // failure counters kept under a spelling that is not its own key were counted apart from the
  // account's; the canonical subject carries on
  const subjects = await tx.query<{ merchant_id: number; subject: string }>('SELECT merchant_id, subject FROM login_escalation');
  for (const row of subjects.rows) {
    if (usernameKey(row.subject) !== row.subject) {
      await tx.query('DELETE FROM login_escalation WHERE merchant_id = $1 AND subject = $2', [row.merchant_id, row.subject]);
    }
  }
}
