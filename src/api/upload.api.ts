/**
 * The image upload every form with a picture uses (wire/upload.schemas.ts): a deposit's or a
 * withdrawal's proof, a feedback's pictures. Rejects with `{ errorCode, value }` like every call.
 */
import type { UploadImageValue } from '../../wire/upload.schemas';
import { callApi } from './client';

/**
 * `POST /wps/v2/uploads/image`: the image's bytes as the body. The type is the one its content was
 * checked to be (machines/image-upload sniffs it), not the one the browser guessed from the name:
 * a Blob of that type makes fetch send it as the Content-Type.
 */
export async function uploadImage(bytes: Blob, kind: 'png' | 'jpeg'): Promise<{ imageId: string }> {
  const body = new Blob([bytes], { type: kind === 'png' ? 'image/png' : 'image/jpeg' });
  const value = await callApi<UploadImageValue>('/wps/v2/uploads/image', { method: 'POST', token: true, body });
  return { imageId: value.imageId };
}
