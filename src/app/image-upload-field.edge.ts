/** An image-upload field at the edge: a page's picked Files kept under keys (`pickFiles`); the chart reads and uploads them by key. */
import { provideImageUpload, SNIFF_BYTES } from '../../machines/image-upload';
import type { PickedFile } from '../../machines/image-upload';

export type UploadImage = (bytes: Blob, kind: 'png' | 'jpeg') => Promise<{ imageId: string }>;

export function createImageUploadField(uploadImage: UploadImage) {
  const files = new Map<string, File>();
  let picks = 0;
  const fileOf = async (key: string) => files.get(key) ?? Promise.reject({ errorCode: 'upload_read', value: null });
  return {
    logic: provideImageUpload({
      readHead: async (key) => {
        const file = await fileOf(key);
        return { name: file.name, size: file.size, head: new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()) };
      },
      uploadFile: async (key, kind) => (await uploadImage(await fileOf(key), kind)).imageId,
    }),
    /** keeps the Files and answers what the field is told about them */
    pickFiles: (picked: readonly File[]): PickedFile[] =>
      picked.map((file) => {
        const key = `proof-${++picks}`;
        files.set(key, file);
        return { key, name: file.name, size: file.size };
      }),
  };
}
