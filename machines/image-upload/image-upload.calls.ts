/**
 * What the image-upload chart asks of the world: a picked file's first bytes and its upload, both
 * by the key the page gave it (the chart holds no File), and the chart provided with them.
 */
import { fromPromise } from 'xstate';
import { imageUploadMachine } from './image-upload.machine';
import { sniffImageKind } from './image-upload.sniff';
import type { InspectedFile, PickedFile, UploadedFile, UploadRequest } from './image-upload.types';

export interface ImageUploadCalls {
  /** the file's name, size and first `SNIFF_BYTES` bytes; rejects with `upload_read` when it cannot be read */
  readHead(key: string): Promise<{ name: string; size: number; head: Uint8Array }>;
  /** sends the file as `kind`; answers the gateway's image id */
  uploadFile(key: string, kind: 'png' | 'jpeg'): Promise<string>;
}

export function provideImageUpload(calls: ImageUploadCalls): typeof imageUploadMachine {
  return imageUploadMachine.provide({
    actors: {
      inspectFile: fromPromise<InspectedFile, PickedFile>(async ({ input }) => {
        const { name, size, head } = await calls.readHead(input.key);
        return { name, size, kind: sniffImageKind(head) };
      }),
      uploadFile: fromPromise<UploadedFile, UploadRequest>(async ({ input }) => ({ id: await calls.uploadFile(input.key, input.kind) })),
    },
  });
}
