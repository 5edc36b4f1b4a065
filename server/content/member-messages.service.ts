/**
 * Messages to one member (the member centre's platform information, SPEC messageV2) and the unread
 * count the header shows. Contents are sanitised HTML.
 */
import type { Queryable } from '../db/db.types';
import { ContentError } from './announcements.service';
import { plainText, sanitizeHtml } from './html-sanitizer';

export async function unreadMessageCount(db: Queryable, merchantId: number, memberId: number): Promise<number> {
  const found = await db.query<{ count: string | number }>(
    'SELECT count(*) AS count FROM member_messages WHERE merchant_id = $1 AND member_id = $2 AND read_at IS NULL',
    [merchantId, memberId],
  );
  return Number(found.rows[0]?.count ?? 0);
}

export async function sendMemberMessage(
  db: Queryable,
  input: { merchantId: number; memberId: number; title: string; content: string; now: Date; readAt?: Date | null },
): Promise<number> {
  const title = plainText(input.title, 120);
  const content = sanitizeHtml(input.content).trim();
  if (title === '' || content === '') throw new ContentError('message: title and content required');
  const inserted = await db.query<{ id: number }>(
    'INSERT INTO member_messages (merchant_id, member_id, title, content, created_at, read_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [input.merchantId, input.memberId, title, content, input.now, input.readAt ?? null],
  );
  return inserted.rows[0].id;
}
