/**
 * Images members upload (proofs of payment, later proofs of non-receipt and activity pictures):
 * png or jpeg by their content, not by what the client claims, at most 5 MB (the image-upload
 * chart's limits, machines/image-upload). The first bytes name the kind; the whole file must then
 * decode as an image of that kind (Skia, through @napi-rs/canvas), so a picture's header followed
 * by anything else is refused. Kept per member; a form refers to one by its id.
 */
import { createHash } from 'node:crypto';
import { loadImage } from '@napi-rs/canvas';
import { sniffImageKind } from '../../machines/image-upload/image-upload.sniff';
import type { Queryable } from '../db/db.types';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export type UploadRefusal = 'upload_type' | 'upload_size';

/** Whether the bytes decode as a picture with a size (never a path: `loadImage` reads a Buffer as the image itself). */
async function decodesAsImage(bytes: Buffer): Promise<boolean> {
  try {
    const image = await loadImage(bytes);
    return image.width > 0 && image.height > 0;
  } catch {
    return false;
  }
}

export async function storeImage(
  db: Queryable,
  input: { merchantId: number; memberId: number; bytes: Buffer; now: Date },
): Promise<{ ok: true; id: number } | { ok: false; reason: UploadRefusal }> {
  if (input.bytes.length > MAX_IMAGE_BYTES) return { ok: false, reason: 'upload_size' };
  const kind = sniffImageKind(new Uint8Array(input.bytes.subarray(0, 16)));
  if (kind === 'other' || !(await decodesAsImage(input.bytes))) return { ok: false, reason: 'upload_type' };
  const row = await db.query<{ id: number }>(
    `INSERT INTO member_uploads (merchant_id, member_id, content_type, bytes, sha256, created_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      input.merchantId,
      input.memberId,
      kind === 'png' ? 'image/png' : 'image/jpeg',
      input.bytes,
      createHash('sha256').update(input.bytes).digest('hex'),
      input.now,
    ],
  );
  return { ok: true, id: row.rows[0].id };
}

/** Whether an uploaded image is the member's own. */
export async function ownsUpload(db: Queryable, memberId: number, uploadId: number): Promise<boolean> {
  // bigint: an id past the integer range names no upload, and must not fail the query
  const found = await db.query('SELECT 1 FROM member_uploads WHERE id = $1::bigint AND member_id = $2', [uploadId, memberId]);
  return found.rows.length > 0;
}
