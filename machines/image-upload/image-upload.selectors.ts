/** View model of an image-upload field: its files with their actions, and what the form needs. */
import type { SnapshotFrom } from 'xstate';
import { isKept } from './image-upload.files';
import type { imageUploadMachine } from './image-upload.machine';
import type { ImageUploadView } from './image-upload.types';

export type ImageUploadSnapshot = SnapshotFrom<typeof imageUploadMachine>;

export function selectImageUploadView(snapshot: ImageUploadSnapshot): ImageUploadView {
  const { files, maxFiles, maxBytes } = snapshot.context;
  return {
    files: files.map(({ key, name, size, status, errorCode }) => ({
      key,
      name,
      size,
      status,
      errorCode,
      canRemove: snapshot.can({ type: 'file.remove', key }),
      canRetry: snapshot.can({ type: 'file.retry', key }),
    })),
    ready: snapshot.matches('ready'),
    busy: snapshot.hasTag('busy'),
    hasFailed: files.some((file) => file.status === 'failed'),
    serverIds: files.flatMap((file) => (file.status === 'uploaded' && file.serverId !== null ? [file.serverId] : [])),
    remaining: Math.max(0, maxFiles - files.filter(isKept).length),
    maxFiles,
    maxBytes,
  };
}
