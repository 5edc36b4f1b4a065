/**
 * The images members upload (a deposit's or a withdrawal's proof, a feedback's pictures): one call
 * for every form that takes a picture, each form then naming its uploads by id. The gateway checks
 * the bytes' content, not the name or the type the browser guessed (server/uploads).
 */
import { z } from 'zod';
import { idString, isoInstant } from './fields.schemas';

/** `POST /wps/v2/uploads/image` (token, the image's bytes as the body, image/png or image/jpeg). */
export const uploadImageValue = z.strictObject({ imageId: idString, createdAt: isoInstant });
export type UploadImageValue = z.output<typeof uploadImageValue>;
