/**
 * Image upload (id `imageUpload`): one actor per image field of a form (activity application
 * pictures, withdrawal confirmation proof). Each file's own way (checking, accepted or rejected,
 * uploading, uploaded or failed) is data in `files`; the chart's states say what the field does
 * now. One file is worked on at a time, checks first so refusals show at once, then uploads:
 *
 * - `checking` reads a file's first bytes through the edge (`inspectFile`) and refuses what is not
 *   a png or jpeg by content or is too large; the count is refused when the member picks.
 * - `uploading` sends an accepted file (`uploadFile`) and keeps the server's id, or marks it failed.
 * - `ready`: every kept file is uploaded; `incomplete`: an upload failed and waits for a retry or a
 *   removal.
 *
 * Removing the file being checked or uploaded leaves that state, which stops the running call, so
 * its answer never lands on another file. Picks and retries while busy wait for their turn.
 */
import { assign, setup } from 'xstate';
import { doneOutput, errorCodeOf, errorOf, notProvidedActor } from '../shared';
import {
  addPicked,
  applyInspection,
  applyReadFailure,
  applyUploaded,
  applyUploadFailure,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FILES,
  fileToCheck,
  fileUploading,
  newPicks,
  removeFile,
  retryFile,
  startNextUpload,
} from './image-upload.files';
import type {
  ImageUploadContext,
  ImageUploadEvent,
  ImageUploadInput,
  InspectedFile,
  PickedFile,
  UploadedFile,
  UploadRequest,
} from './image-upload.types';

function inspectRequest({ context }: { context: ImageUploadContext }): PickedFile {
  // entered only when a file waits for its check (`hasFileToCheck`)
  const { key, name, size } = fileToCheck(context.files)!;
  return { key, name, size };
}

function uploadRequest({ context }: { context: ImageUploadContext }): UploadRequest {
  // entered only after `startNextUpload` marked an accepted (so checked) file
  const { key, name, size, kind } = fileUploading(context.files)!;
  return { key, name, size, kind: kind! };
}

const keyOf = (event: ImageUploadEvent) => (event.type === 'file.remove' || event.type === 'file.retry' ? event.key : null);

export const imageUploadMachine = setup({
  types: {
    context: {} as ImageUploadContext,
    events: {} as ImageUploadEvent,
    input: {} as ImageUploadInput,
  },
  actors: {
    /** the edge reads the first bytes of the key's File and sniffs them (`sniffImageKind`) */
    inspectFile: notProvidedActor<InspectedFile, PickedFile>('inspectFile'),
    /** the gateway's multipart upload of the key's File */
    uploadFile: notProvidedActor<UploadedFile, UploadRequest>('uploadFile'),
  },
  actions: {
    addFiles: assign(({ context, event }) => (event.type === 'files.add' ? { files: addPicked(context.files, event.files, context) } : {})),
    removeFile: assign(({ context, event }) => (event.type === 'file.remove' ? { files: removeFile(context.files, event.key) } : {})),
    retryFile: assign(({ context, event }) => (event.type === 'file.retry' ? { files: retryFile(context.files, event.key) } : {})),
    assignInspection: assign(({ context, event }) => ({ files: applyInspection(context.files, doneOutput<InspectedFile>(event), context) })),
    assignReadFailure: assign(({ context }) => ({ files: applyReadFailure(context.files) })),
    startNextUpload: assign(({ context }) => ({ files: startNextUpload(context.files) })),
    assignUploaded: assign(({ context, event }) => ({ files: applyUploaded(context.files, doneOutput<UploadedFile>(event).id) })),
    assignUploadFailure: assign(({ context, event }) => ({
      files: applyUploadFailure(context.files, errorCodeOf(errorOf(event), 'network.error')),
    })),
  },
  guards: {
    addsNewFiles: ({ context, event }) => event.type === 'files.add' && newPicks(context.files, event.files).length > 0,
    isListed: ({ context, event }) => context.files.some((file) => file.key === keyOf(event)),
    isFailed: ({ context, event }) => context.files.some((file) => file.key === keyOf(event) && file.status === 'failed'),
    isBeingChecked: ({ context, event }) => keyOf(event) !== null && fileToCheck(context.files)?.key === keyOf(event),
    isBeingUploaded: ({ context, event }) => keyOf(event) !== null && fileUploading(context.files)?.key === keyOf(event),
    hasFileToCheck: ({ context }) => fileToCheck(context.files) !== undefined,
    hasFileToUpload: ({ context }) => context.files.some((file) => file.status === 'accepted'),
    hasFailedUpload: ({ context }) => context.files.some((file) => file.status === 'failed'),
  },
}).createMachine({
  id: 'imageUpload',
  context: ({ input }) => ({
    files: [],
    maxFiles: Math.max(1, Math.trunc(input.maxFiles ?? DEFAULT_MAX_FILES)),
    maxBytes: Math.max(1, Math.trunc(input.maxBytes ?? DEFAULT_MAX_BYTES)),
  }),
  initial: 'ready',
  states: {
    ready: {
      description: 'Nothing to do: every kept file is uploaded (none at first).',
      on: {
        'files.add': { guard: 'addsNewFiles', target: 'deciding', actions: 'addFiles' },
        'file.remove': { guard: 'isListed', actions: 'removeFile' },
      },
    },
    deciding: {
      description: 'Picks the next step: check a picked file, upload an accepted one, or settle.',
      always: [
        { guard: 'hasFileToCheck', target: 'checking' },
        { guard: 'hasFileToUpload', target: 'uploading', actions: 'startNextUpload' },
        { guard: 'hasFailedUpload', target: 'incomplete' },
        { target: 'ready' },
      ],
    },
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'inspectFile',
        src: 'inspectFile',
        input: inspectRequest,
        onDone: { target: 'deciding', actions: 'assignInspection' },
        onError: { target: 'deciding', actions: 'assignReadFailure' },
      },
      on: {
        'files.add': { guard: 'addsNewFiles', actions: 'addFiles' },
        'file.remove': [
          { guard: 'isBeingChecked', target: 'deciding', actions: 'removeFile' },
          { guard: 'isListed', actions: 'removeFile' },
        ],
        'file.retry': { guard: 'isFailed', actions: 'retryFile' },
      },
    },
    uploading: {
      tags: ['busy'],
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: uploadRequest,
        onDone: { target: 'deciding', actions: 'assignUploaded' },
        onError: { target: 'deciding', actions: 'assignUploadFailure' },
      },
      on: {
        'files.add': { guard: 'addsNewFiles', actions: 'addFiles' },
        'file.remove': [
          { guard: 'isBeingUploaded', target: 'deciding', actions: 'removeFile' },
          { guard: 'isListed', actions: 'removeFile' },
        ],
        'file.retry': { guard: 'isFailed', actions: 'retryFile' },
      },
    },
    incomplete: {
      tags: ['error'],
      description: 'An upload failed: the field waits for its retry or removal; other files may be picked meanwhile.',
      on: {
        'files.add': { guard: 'addsNewFiles', target: 'deciding', actions: 'addFiles' },
        'file.remove': { guard: 'isListed', target: 'deciding', actions: 'removeFile' },
        'file.retry': { guard: 'isFailed', target: 'deciding', actions: 'retryFile' },
      },
    },
  },
});
