/** The image-upload flow: the only module other code imports. */
export { imageUploadMachine } from './image-upload.machine';
export { provideImageUpload } from './image-upload.calls';
export type { ImageUploadCalls } from './image-upload.calls';
export { DEFAULT_MAX_BYTES, DEFAULT_MAX_FILES, isKept, MAX_NAME_LENGTH } from './image-upload.files';
export { SNIFF_BYTES, sniffImageKind } from './image-upload.sniff';
export { selectImageUploadView } from './image-upload.selectors';
export type { ImageUploadSnapshot } from './image-upload.selectors';
export type * from './image-upload.types';
