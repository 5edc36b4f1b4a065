/**
 * The member centre's feedback (wire/feedback.schemas.ts; migration 039): a member sends questions
 * with up to three of their own uploaded pictures and reads only their own, each with the
 * operator's reply once there is one; the operator lists them and replies (admin/feedback.commands.ts).
 *
 * A member may send FEEDBACK_DAILY_MAX in any 24 hours. The count and the insert run in one
 * transaction that holds the member's row, so sends that arrive together are counted one after
 * the other and never pass the limit between them.
 */
import { FEEDBACK_DAILY_MAX } from '../../rules/feedback';
import type { FeedbackType } from '../../rules/feedback';
import type { FeedbackEntryValue } from '../../wire/feedback.schemas';
import type { Db, Queryable } from '../db/db.types';
import { lockMember } from '../wallet/lock-order';

interface Owner {
  merchantId: number;
  memberId: number;
}

/** How many the member's page lists, newest first. */
export const FEEDBACK_LIST_SIZE = 50;

interface Row {
  id: number;
  question_type: FeedbackType;
  content: string;
  image_count: number;
  created_at: Date | string;
  reply: string | null;
  replied_at: Date | string | null;
}

const IMAGE_COUNT = '(SELECT count(*)::int FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count';

export async function listMemberFeedback(db: Queryable, owner: Owner): Promise<FeedbackEntryValue[]> {
  const rows = await db.query<Row>(
    `SELECT f.id, f.question_type, f.content, ${IMAGE_COUNT}, f.created_at, f.reply, f.replied_at
       FROM feedback f WHERE f.member_id = $2 AND f.merchant_id = $1
      ORDER BY f.created_at DESC, f.id DESC LIMIT $3`,
    [owner.merchantId, owner.memberId, FEEDBACK_LIST_SIZE],
  );
  return rows.rows.map((row) => ({
    id: String(row.id),
    type: row.question_type,
    content: row.content,
    imageCount: row.image_count,
    createdAt: new Date(row.created_at).getTime(),
    reply: row.reply,
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at).getTime(),
  }));
}

export type SendFeedbackOutcome =
  | { kind: 'sent'; id: number }
  /** a picture that is not one of this member's uploads */
  | { kind: 'imageUnknown' }
  /** FEEDBACK_DAILY_MAX sent in the last 24 hours already */
  | { kind: 'tooMany' };

/** A new feedback; `imageIds` are distinct upload ids as the wire carries them (digits), in the member's order. */
export async function sendFeedback(
  db: Db,
  input: Owner & { type: FeedbackType; content: string; imageIds: readonly string[]; now: Date },
): Promise<SendFeedbackOutcome> {
  return db.transaction(async (tx): Promise<SendFeedbackOutcome> => {
    if (input.imageIds.length > 0) {
      // bigint: an id of twelve digits is no upload, and must not fail as an integer out of range
      const owned = await tx.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM member_uploads WHERE id = ANY($1::bigint[]) AND member_id = $2 AND merchant_id = $3',
        [input.imageIds, input.memberId, input.merchantId],
      );
      if (owned.rows[0].n !== input.imageIds.length) return { kind: 'imageUnknown' };
    }
    await lockMember(tx, input.memberId, { wait: true });
    const recent = await tx.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM feedback WHERE member_id = $1 AND created_at > $2::timestamptz - interval '24 hours'`,
      [input.memberId, input.now],
    );
    if (recent.rows[0].n >= FEEDBACK_DAILY_MAX) return { kind: 'tooMany' };
    const inserted = await tx.query<{ id: number }>(
      'INSERT INTO feedback (merchant_id, member_id, question_type, content, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [input.merchantId, input.memberId, input.type, input.content, input.now],
    );
    const id = inserted.rows[0].id;
    for (const [position, uploadId] of input.imageIds.entries()) {
      await tx.query('INSERT INTO feedback_images (feedback_id, position, upload_id) VALUES ($1, $2, $3)', [id, position, uploadId]);
    }
    return { kind: 'sent', id };
  });
}

export interface OperatorFeedbackRow {
  id: number;
  createdAt: Date;
  username: string;
  type: FeedbackType;
  content: string;
  imageCount: number;
  repliedAt: Date | null;
}

/** The merchant's feedback for the operator, newest first: only the unanswered with `openOnly`, only one member's with `memberId`. */
export async function listFeedbackForOperator(
  db: Queryable,
  input: { merchantId: number; openOnly: boolean; memberId: number | null; limit: number },
): Promise<OperatorFeedbackRow[]> {
  const rows = await db.query<Row & { username: string }>(
    `SELECT f.id, f.question_type, f.content, ${IMAGE_COUNT}, f.created_at, f.reply, f.replied_at, m.username
       FROM feedback f JOIN members m ON m.id = f.member_id
      WHERE f.merchant_id = $1 AND (NOT $2::boolean OR f.reply IS NULL) AND ($3::int IS NULL OR f.member_id = $3)
      ORDER BY f.created_at DESC, f.id DESC LIMIT $4`,
    [input.merchantId, input.openOnly, input.memberId, input.limit],
  );
  return rows.rows.map((row) => ({
    id: row.id,
    createdAt: new Date(row.created_at),
    username: row.username,
    type: row.question_type,
    content: row.content,
    imageCount: row.image_count,
    repliedAt: row.replied_at === null ? null : new Date(row.replied_at),
  }));
}

export type ReplyOutcome =
  | { kind: 'replied'; replaced: boolean }
  | { kind: 'unknown' }
  /** answered before, and the operator did not ask to replace the answer */
  | { kind: 'alreadyReplied'; repliedAt: Date; repliedBy: string };

/** Stores the operator's reply (trimmed and checked by the caller); `tx` so the caller's audit row commits with it. */
export async function replyToFeedback(
  tx: Queryable,
  input: { merchantId: number; feedbackId: number; reply: string; operator: string; replace: boolean; now: Date },
): Promise<ReplyOutcome> {
  // bigint: the operator may type any number, and one past the integer range names no feedback
  const found = await tx.query<{ id: number; replied_at: Date | string | null; replied_by: string | null }>(
    'SELECT id, replied_at, replied_by FROM feedback WHERE merchant_id = $1 AND id = $2::bigint FOR UPDATE',
    [input.merchantId, input.feedbackId],
  );
  const row = found.rows[0];
  if (!row) return { kind: 'unknown' };
  if (row.replied_at !== null && !input.replace) {
    return { kind: 'alreadyReplied', repliedAt: new Date(row.replied_at), repliedBy: row.replied_by ?? '' };
  }
  await tx.query('UPDATE feedback SET reply = $2, replied_at = $3, replied_by = $4 WHERE id = $1', [row.id, input.reply, input.now, input.operator]);
  return { kind: 'replied', replaced: row.replied_at !== null };
}
