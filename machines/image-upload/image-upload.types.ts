/**
 * An image-upload field (issue 12; research: activity application pictures and withdrawal
 * confirmation proofs): png or jpg only, each at most 5 MB, at most 3 files. Each file is checked
 * (its content read by the edge, its size, the count), then uploaded, and can be removed; a failed
 * upload can be retried. The field is ready when every kept file is uploaded, and the form submits
 * the server ids.
 *
 * The chart holds no File or blob: each file has a key the edge chose when the member picked it, and
 * the edge keeps the File under that key (and drops it once the key is no longer listed).
 */

/** What a file's first bytes say it is (`sniffImageKind`). */
export type ImageKind = 'png' | 'jpeg' | 'other';

/**
 * Why a file is refused: not a png or jpeg by content (`upload_type`), too large (`upload_size`),
 * one file more than the field takes (`upload_count`), or its bytes could not be read (`upload_read`).
 */
export type UploadRejectCode = 'upload_type' | 'upload_size' | 'upload_count' | 'upload_read';

/**
 * Where one file is: `checking` (its bytes are read), `accepted` (waits for its upload), `rejected`
 * (with a reject code), `uploading`, `uploaded` (with the server's id), `failed` (the upload failed:
 * retry or remove).
 */
export type UploadFileStatus = 'checking' | 'accepted' | 'rejected' | 'uploading' | 'uploaded' | 'failed';

/** A file as the member picked it (what the picker reports, without the File itself). */
export interface PickedFile {
  /** chosen by the edge, unique among the field's files; the edge maps it to the File */
  key: string;
  name: string;
  /** bytes */
  size: number;
}

export interface UploadFile extends PickedFile {
  status: UploadFileStatus;
  /** known once checked */
  kind: 'png' | 'jpeg' | null;
  /** a reject code while `rejected`, the upload's error code while `failed`, else null */
  errorCode: string | null;
  /** the server's id once `uploaded` */
  serverId: string | null;
}

/** What the edge's inspector reports after reading the file's first bytes (`sniffImageKind`). */
export interface InspectedFile {
  name: string;
  /** bytes, as the File says */
  size: number;
  kind: ImageKind;
}

/** The file the uploader sends (the edge looks its File up by key). */
export interface UploadRequest {
  key: string;
  name: string;
  size: number;
  kind: 'png' | 'jpeg';
}

/** What the gateway's upload answers. */
export interface UploadedFile {
  id: string;
}

export interface ImageUploadInput {
  /** default 3 */
  maxFiles?: number;
  /** default 5 MB (5 × 1024 × 1024 bytes) */
  maxBytes?: number;
}

export interface ImageUploadContext {
  /** in the order picked; refusals of an earlier pick go with the next pick, so never more than twice `maxFiles` */
  files: UploadFile[];
  maxFiles: number;
  maxBytes: number;
}

export type ImageUploadEvent =
  /** the member picked files (one or several); each is checked in turn, those past the limit refused */
  | { type: 'files.add'; files: PickedFile[] }
  /** drops a file, whatever its status; a check or upload of it that is running is stopped */
  | { type: 'file.remove'; key: string }
  /** uploads a failed file again */
  | { type: 'file.retry'; key: string };

export interface UploadFileView {
  key: string;
  name: string;
  size: number;
  status: UploadFileStatus;
  errorCode: string | null;
  canRemove: boolean;
  canRetry: boolean;
}

export interface ImageUploadView {
  files: readonly UploadFileView[];
  /** every kept file is uploaded (also when none is kept: a form that needs one checks `serverIds`) */
  ready: boolean;
  /** a file is being checked or uploaded */
  busy: boolean;
  /** a file's upload failed: retry or remove it */
  hasFailed: boolean;
  /** the uploaded files' server ids, in the order picked: what the form submits */
  serverIds: readonly string[];
  /** how many more files the field takes */
  remaining: number;
  maxFiles: number;
  maxBytes: number;
}
