/**
 * The field's list of files as plain data, and the rules of each file's way through it: picked,
 * checked (content, size, count), uploaded, failed, retried, removed. Pure functions of the list,
 * so the chart's actions stay one line each and the rules read in one place.
 */
import type { ImageUploadContext, InspectedFile, PickedFile, UploadFile } from './image-upload.types';

/** Research (activity application, withdrawal confirmation): at most 3 images. */
export const DEFAULT_MAX_FILES = 3;
/** Research: each image at most 5 MB. */
export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
/** File names are shown, not used: a longer one is cut so the context stays small. */
export const MAX_NAME_LENGTH = 255;

type Limits = Pick<ImageUploadContext, 'maxFiles' | 'maxBytes'>;

/** Kept files take a place in the field; refused ones are only listed so the member sees why. */
export const isKept = (file: UploadFile): boolean => file.status !== 'rejected';

const wholeBytes = (size: number) => (Number.isFinite(size) ? Math.max(0, Math.trunc(size)) : 0);

/** The picked files not in the field yet (a refused file may be picked again). */
export function newPicks(files: readonly UploadFile[], picked: readonly PickedFile[]): PickedFile[] {
  const kept = new Set(files.filter(isKept).map((file) => file.key));
  const seen = new Set<string>();
  return picked.filter((file) => {
    if (file.key === '' || kept.has(file.key) || seen.has(file.key)) return false;
    seen.add(file.key);
    return true;
  });
}

/**
 * The list after a pick: the kept files, then each new one in order, refused at once when it is too
 * large (the picker's size) or the field is full, else waiting for its check. Refusals of earlier
 * picks were shown for those picks and go; this pick lists at most `maxFiles` refusals, so the list
 * never holds more than twice `maxFiles` files however many were picked.
 */
export function addPicked(files: readonly UploadFile[], picked: readonly PickedFile[], limits: Limits): UploadFile[] {
  const kept = files.filter(isKept);
  const refused: UploadFile[] = [];
  for (const pick of newPicks(files, picked)) {
    const file: UploadFile = {
      key: pick.key,
      name: pick.name.slice(0, MAX_NAME_LENGTH),
      size: wholeBytes(pick.size),
      status: 'checking',
      kind: null,
      errorCode: null,
      serverId: null,
    };
    if (file.size > limits.maxBytes) refused.push({ ...file, status: 'rejected', errorCode: 'upload_size' });
    else if (kept.length >= limits.maxFiles) refused.push({ ...file, status: 'rejected', errorCode: 'upload_count' });
    else kept.push(file);
  }
  return [...kept, ...refused.slice(0, limits.maxFiles)];
}

/** The file whose bytes are read now: the first one waiting for its check. */
export const fileToCheck = (files: readonly UploadFile[]): UploadFile | undefined => files.find((file) => file.status === 'checking');

/** The file being uploaded (one at a time). */
export const fileUploading = (files: readonly UploadFile[]): UploadFile | undefined => files.find((file) => file.status === 'uploading');

const updateFile = (files: readonly UploadFile[], key: string | undefined, change: (file: UploadFile) => UploadFile): UploadFile[] =>
  files.map((file) => (file.key === key ? change(file) : file));

/** The checked file refused by its content or its real size, or accepted for upload. */
export function applyInspection(files: readonly UploadFile[], report: InspectedFile, limits: Limits): UploadFile[] {
  return updateFile(files, fileToCheck(files)?.key, (file) => {
    const size = wholeBytes(report.size);
    if (report.kind === 'other') return { ...file, size, status: 'rejected', errorCode: 'upload_type' };
    if (size > limits.maxBytes) return { ...file, size, kind: report.kind, status: 'rejected', errorCode: 'upload_size' };
    return { ...file, size, kind: report.kind, status: 'accepted' };
  });
}

/** The checked file could not be read (moved or deleted since it was picked, no permission). */
export function applyReadFailure(files: readonly UploadFile[]): UploadFile[] {
  return updateFile(files, fileToCheck(files)?.key, (file) => ({ ...file, status: 'rejected', errorCode: 'upload_read' }));
}

/** The next accepted file starts its upload. */
export function startNextUpload(files: readonly UploadFile[]): UploadFile[] {
  const next = files.find((file) => file.status === 'accepted');
  return updateFile(files, next?.key, (file) => ({ ...file, status: 'uploading' }));
}

export function applyUploaded(files: readonly UploadFile[], serverId: string): UploadFile[] {
  return updateFile(files, fileUploading(files)?.key, (file) => ({ ...file, status: 'uploaded', serverId }));
}

export function applyUploadFailure(files: readonly UploadFile[], errorCode: string): UploadFile[] {
  return updateFile(files, fileUploading(files)?.key, (file) => ({ ...file, status: 'failed', errorCode }));
}

/** A failed file goes back to the upload queue. */
export function retryFile(files: readonly UploadFile[], key: string): UploadFile[] {
  return updateFile(files, key, (file) => (file.status === 'failed' ? { ...file, status: 'accepted', errorCode: null } : file));
}

export function removeFile(files: readonly UploadFile[], key: string): UploadFile[] {
  return files.filter((file) => file.key !== key);
}
