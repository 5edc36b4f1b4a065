/**
 * The data step of migration 032: the confusable skeleton of every username already stored, by the
 * one function that computes it for every new account. Runs inside the migration's transaction,
 * before 033 makes the skeletons unique. Of accounts that share a skeleton, the oldest holds it and
 * the later ones keep none (their names and logins are left as they are: they exist already); each
 * of those is written to admin_audit with the account that holds the skeleton, for review.
 */
import { usernameSkeleton } from '../identity/username-confusables';
import type { Queryable } from './db.types';

export async function fillUsernameSkeletons(tx: Queryable): Promise<void> {
  const members = await tx.query<{ id: number; merchant_id: number; username: string }>('SELECT id, merchant_id, username FROM members ORDER BY id');
  const holder = new Map<string, number>();
  for (const member of members.rows) {
    const skeleton = usernameSkeleton(member.username);
    const slot = `${member.merchant_id}:${skeleton}`;
    const heldBy = holder.get(slot);
    if (heldBy !== undefined) {
      await tx.query("INSERT INTO admin_audit (command, details, via, operator) VALUES ('member.confusable-username', $1, 'migration', 'system')", [
        JSON.stringify({ memberId: member.id, merchantId: member.merchant_id, username: member.username, confusableWith: heldBy, migration: '032' }),
      ]);
      continue;
    }
    holder.set(slot, member.id);
    await tx.query('UPDATE members SET username_skeleton = $2 WHERE id = $1', [member.id, skeleton]);
  }
}
