/**
 * The member a social account signs in as: the one linked to (provider, subject), or a new player
 * with no password (they sign in through the provider) and a username derived from the provider.
 */
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db.types';
import { usernameKey } from '../identity/identifier-key';
import { usernameSkeleton } from '../identity/username-confusables';
import { NO_PASSWORD } from '../auth/member.service';
import type { MemberRow } from '../auth/member.service';

type SocialAccount = { merchantId: number; provider: string; subject: string; name: string; language: string; now: Date };

export async function memberForSocialAccount(db: Db, input: SocialAccount): Promise<MemberRow> {
  try {
    return await linkOrCreate(db, input);
  } catch (error) {
    // two first sign-ins of one account at once: the loser's link insert conflicts and rolls back;
    // the winner's link is there now
    const linked = await db.query<MemberRow>(
      `SELECT m.* FROM social_identities s JOIN members m ON m.id = s.member_id WHERE s.merchant_id = $1 AND s.provider = $2 AND s.subject = $3`,
      [input.merchantId, input.provider, input.subject],
    );
    if (linked.rows[0]) return linked.rows[0];
    throw error;
  }
}

function linkOrCreate(db: Db, input: SocialAccount): Promise<MemberRow> {
  return db.transaction(async (tx) => {
    const linked = await tx.query<MemberRow>(
      `SELECT m.* FROM social_identities s JOIN members m ON m.id = s.member_id
       WHERE s.merchant_id = $1 AND s.provider = $2 AND s.subject = $3`,
      [input.merchantId, input.provider, input.subject],
    );
    if (linked.rows[0]) return linked.rows[0];
    const base = `${input.provider.slice(0, 2)}_${input.subject.replace(/[^A-Za-z0-9]/g, '').slice(0, 20)}`;
    for (let attempt = 0; ; attempt++) {
      const username = attempt === 0 ? base : `${base}_${randomBytes(2).toString('hex')}`;
      const created = await tx.query<MemberRow>(
        `INSERT INTO members (merchant_id, username, username_key, username_skeleton, password_hash, type, nickname, language, password_changed_at, created_at)
         VALUES ($1, $2, $3, $8, $4, 0, $5, $6, $7, $7) ON CONFLICT DO NOTHING RETURNING *`,
        [
          input.merchantId,
          username,
          usernameKey(username),
          NO_PASSWORD,
          input.name.slice(0, 64),
          input.language,
          input.now,
          usernameSkeleton(username),
        ],
      );
      const member = created.rows[0];
      if (!member) continue;
      await tx.query('INSERT INTO social_identities (merchant_id, provider, subject, member_id, created_at) VALUES ($1, $2, $3, $4, $5)', [
        input.merchantId,
        input.provider,
        input.subject,
        member.id,
        input.now,
      ]);
      return member;
    }
  });
}

/** Claims a signed sign-in payload for its one use: false when it was used before, while it is still fresh. */
export async function claimSocialPayload(db: Queryable, digest: string, expiresAt: Date): Promise<boolean> {
  const claimed = await db.query('INSERT INTO social_replays (digest, expires_at) VALUES ($1, $2) ON CONFLICT DO NOTHING', [digest, expiresAt]);
  return claimed.rowCount !== 0;
}
