/**
 * What an uploaded file is, read from its first bytes rather than its name or the type the browser
 * guesses from the name: a `.png` that is really a script is `other`. Pure, so the edge only reads
 * `SNIFF_BYTES` bytes of the file and the rule is tested without files.
 */
import type { ImageKind } from './image-upload.types';

/** PNG signature (ISO/IEC 15948 §5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
/** JPEG: start-of-image marker FF D8 followed by the next marker's FF. */
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;

/** How many leading bytes `sniffImageKind` reads: the longest signature. */
export const SNIFF_BYTES = PNG_SIGNATURE.length;

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, index) => bytes[index] === byte);

/** `png`, `jpeg`, or `other` for anything else (including a file too short to tell). */
export function sniffImageKind(bytes: Uint8Array): ImageKind {
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, JPEG_SIGNATURE)) return 'jpeg';
  return 'other';
}
