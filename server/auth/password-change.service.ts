/**
 * A member's own password change, once the route has checked the old one: the new hash, the
 * must-change flag cleared on the account and on this sign-in, every other sign-in ended, in one
 * transaction.
 */
import type { Db } from '../db/db.types';
import { revokeOtherSessions } from './session.service';

export async function changeMemberPassword(db: Db, input: { memberId: number; sessionId: number; passwordHash: string; now: Date }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('UPDATE members SET password_hash = $2, password_changed_at = $3, must_change_password = false WHERE id = $1', [
      input.memberId,
      input.passwordHash,
      input.now,
    ]);
    await tx.query('UPDATE sessions SET must_change_password = false WHERE id = $1', [input.sessionId]);
    await revokeOtherSessions(tx, input.memberId, input.sessionId, input.now);
  });
}
