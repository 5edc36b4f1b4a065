/**
 * An image-upload field at the edge (machines/image-upload), for a page that asks for a proof: the
 * chart holds no File, so the page registers each picked File here under a key (`pickFiles`) and
 * sends the chart only keys, names and sizes; the field reads a file's first bytes and uploads it by
 * key. One registry per page: the Files go with it.
 */
import { fromPromise } from 'xstate';
import { imageUploadMachine, SNIFF_BYTES, sniffImageKind } from '../../machines/image-upload';
import type { InspectedFile, PickedFile, UploadedFile, UploadRequest } from '../../machines/image-upload';

export type UploadImage = (bytes: Blob, kind: 'png' | 'jpeg') => Promise<{ imageId: string }>;

export function createImageUploadField(uploadImage: UploadImage) {
  const files = new Map<string, File>();
  let picks = 0;
  const fileOf = (key: string) => {
    const file = files.get(key);
    if (!file) throw { errorCode: 'upload_read', value: null };
    return file;
  };
  return {
    logic: imageUploadMachine.provide({
      actors: {
        inspectFile: fromPromise<InspectedFile, PickedFile>(async ({ input }) => {
          const file = fileOf(input.key);
          const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
          return { name: file.name, size: file.size, kind: sniffImageKind(head) };
        }),
        uploadFile: fromPromise<UploadedFile, UploadRequest>(async ({ input }) => ({
          id: (await uploadImage(fileOf(input.key), input.kind)).imageId,
        })),
      },
    }),
    /** keeps the Files and answers what the field is told about them */
    pickFiles: (picked: readonly File[]): PickedFile[] =>
      picked.map((file) => {
        picks += 1;
        const key = `proof-${picks}`;
        files.set(key, file);
        return { key, name: file.name, size: file.size };
      }),
  };
}
