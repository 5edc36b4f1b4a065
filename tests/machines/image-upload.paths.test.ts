/**
 * Image-upload chart: graph paths over picking files (one at a time and several at once, past the
 * size and count limits), checks that accept or refuse by content or size or fail to read, uploads
 * that succeed or fail, retries, and removals of waiting, running, refused and uploaded files, with
 * the view model checked at every step; behaviour: what the edge is asked, one call at a time,
 * removals that stop the running call, the field ready only when every kept file is uploaded.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { DEFAULT_MAX_BYTES, imageUploadMachine, isKept, MAX_NAME_LENGTH, selectImageUploadView } from '../../machines/image-upload';
import type { ImageUploadInput, ImageUploadSnapshot, InspectedFile, PickedFile, UploadedFile, UploadRequest } from '../../machines/image-upload';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as ImageUploadSnapshot;
const MB = 1024 * 1024;
const slip: PickedFile = { key: 'k1', name: 'slip.png', size: 200_000 };
const photo: PickedFile = { key: 'k2', name: 'photo.jpg', size: 3 * MB };
const receipt: PickedFile = { key: 'k3', name: 'receipt.jpg', size: 90_000 };
const poster: PickedFile = { key: 'k4', name: 'poster.png', size: 6 * MB };

runPathSuite({
  machine: imageUploadMachine.provide({
    actors: { inspectFile: pending<InspectedFile, PickedFile>(), uploadFile: pending<UploadedFile, UploadRequest>() },
  }),
  // two places keep the graph small; the default three are exercised below
  input: { maxFiles: 2 } satisfies ImageUploadInput,
  events: {
    // one file; three at once (one too large for the picker, one past the count once a file is kept)
    'files.add': [{ files: [slip] }, { files: [photo, receipt, poster] }],
    'file.remove': [{ key: 'k1' }],
    'file.retry': [{ key: 'k1' }],
    // accepted, or refused by content (a size refused after the check leads to the same states: below)
    'xstate.done.actor.inspectFile': [
      { output: { name: 'x.png', size: 200_000, kind: 'png' } },
      { output: { name: 'x.gif', size: 1000, kind: 'other' } },
    ],
    'xstate.error.actor.inspectFile': [{ error: new DOMException('gone', 'NotReadableError') }],
    'xstate.done.actor.uploadFile': [{ output: { id: 'U1' } }],
    'xstate.error.actor.uploadFile': [{ error: { errorCode: 'network.error' } }],
  },
  // graph identity: the state and each file's status (what the guards read); reject codes, server
  // ids and sizes follow from the answers and change no guard
  serialize: (raw) => {
    const { value, context } = asSnapshot(raw);
    return JSON.stringify({ value, files: context.files.map((file) => `${file.key}:${file.status}`) });
  },
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectImageUploadView(s);
    const { files } = s.context;
    const kept = files.filter(isKept);
    expect(kept.length).toBeLessThanOrEqual(2);
    expect(files.length).toBeLessThanOrEqual(4);
    expect(view.remaining).toBe(2 - kept.length);
    expect(view.busy).toBe(s.matches('checking') || s.matches('uploading'));
    // one call at a time: a file is checked or uploaded only in the state that runs its call
    expect(files.filter((f) => f.status === 'uploading').length).toBe(s.matches('uploading') ? 1 : 0);
    if (s.matches('checking')) expect(files.some((f) => f.status === 'checking')).toBe(true);
    // ready exactly when every kept file is uploaded; incomplete when the only open work is a failure
    expect(view.ready).toBe(kept.every((f) => f.status === 'uploaded'));
    if (s.matches('incomplete')) expect(kept.every((f) => f.status === 'uploaded' || f.status === 'failed')).toBe(true);
    expect(view.hasFailed).toBe(files.some((f) => f.status === 'failed'));
    expect(view.serverIds).toEqual(files.filter((f) => f.status === 'uploaded').map(() => 'U1'));
    for (const file of files) {
      const shown = view.files.find((f) => f.key === file.key)!;
      expect(shown.canRetry).toBe(file.status === 'failed');
      expect(shown.canRemove).toBe(true);
      // a refusal and a failure say why; nothing else carries a code
      expect(file.errorCode !== null).toBe(file.status === 'rejected' || file.status === 'failed');
      if (file.status === 'uploaded') expect(file.serverId).toBe('U1');
      if (file.status === 'rejected') expect(['upload_type', 'upload_size', 'upload_count', 'upload_read']).toContain(file.errorCode);
      // a refused file never reaches the uploader
      if (file.status === 'accepted' || file.status === 'uploading' || file.status === 'uploaded') expect(file.kind).not.toBeNull();
    }
    if (event.type === 'xstate.done.actor.uploadFile') expect(view.serverIds.length).toBeGreaterThan(0);
  },
});

describe('image upload behaviour', () => {
  type Answer<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };
  function start(input: ImageUploadInput = {}) {
    const calls: string[] = [];
    const inspections = new Map<string, Answer<InspectedFile>>();
    const uploads = new Map<string, Answer<UploadedFile>>();
    const actor = createActor(
      imageUploadMachine.provide({
        actors: {
          inspectFile: fromPromise<InspectedFile, PickedFile>(({ input: file }) => {
            calls.push(`inspect ${file.key}`);
            return new Promise((resolve, reject) => inspections.set(file.key, { resolve, reject }));
          }),
          uploadFile: fromPromise<UploadedFile, UploadRequest>(({ input: file }) => {
            calls.push(`upload ${file.key} ${file.kind}`);
            return new Promise((resolve, reject) => uploads.set(file.key, { resolve, reject }));
          }),
        },
      }),
      { input },
    ).start();
    const view = () => selectImageUploadView(actor.getSnapshot());
    const statuses = () => Object.fromEntries(view().files.map((f) => [f.key, f.errorCode ?? f.status]));
    /** answers the running call and waits until the field took the answer */
    const step = async (answer: () => void) => {
      const before = actor.getSnapshot();
      answer();
      await waitFor(actor, (s) => s !== before);
    };
    return { actor, calls, inspections, uploads, view, statuses, step };
  }
  const png = (file: PickedFile): InspectedFile => ({ name: file.name, size: file.size, kind: 'png' });

  it('checks each file by content, uploads the accepted ones one at a time, and is ready with their ids', async () => {
    const { actor, calls, inspections, uploads, view, statuses, step } = start();
    expect(view()).toMatchObject({ ready: true, busy: false, remaining: 3, serverIds: [], maxFiles: 3, maxBytes: DEFAULT_MAX_BYTES });
    actor.send({ type: 'files.add', files: [slip, photo] });
    expect(view()).toMatchObject({ ready: false, busy: true, remaining: 1 });
    expect(statuses()).toEqual({ k1: 'checking', k2: 'checking' });
    await step(() => inspections.get('k1')!.resolve(png(slip)));
    await step(() => inspections.get('k2')!.resolve({ name: photo.name, size: photo.size, kind: 'jpeg' }));
    expect(statuses()).toEqual({ k1: 'uploading', k2: 'accepted' });
    await step(() => uploads.get('k1')!.resolve({ id: 'S1' }));
    await step(() => uploads.get('k2')!.resolve({ id: 'S2' }));
    expect(calls).toEqual(['inspect k1', 'inspect k2', 'upload k1 png', 'upload k2 jpeg']);
    expect(view()).toMatchObject({ ready: true, busy: false, hasFailed: false, serverIds: ['S1', 'S2'], remaining: 1 });
  });

  it('refuses by content, by size (at the pick and by the real size) and past three files', async () => {
    const { actor, calls, inspections, statuses, step } = start();
    const gif: PickedFile = { key: 'k5', name: 'funny.png', size: 5000 };
    actor.send({ type: 'files.add', files: [gif, poster, slip, receipt, photo, { key: 'k6', name: 'more.png', size: 10 }] });
    // the poster is over 5 MB by the picker's size; the fourth kept file is one too many
    expect(statuses()).toEqual({ k5: 'checking', k1: 'checking', k3: 'checking', k4: 'upload_size', k2: 'upload_count', k6: 'upload_count' });
    await step(() => inspections.get('k5')!.resolve({ name: 'funny.png', size: 5000, kind: 'other' }));
    await step(() => inspections.get('k1')!.resolve({ name: slip.name, size: DEFAULT_MAX_BYTES + 1, kind: 'png' }));
    await step(() => inspections.get('k3')!.reject(new DOMException('gone', 'NotReadableError')));
    expect(statuses()).toMatchObject({ k5: 'upload_type', k1: 'upload_size', k3: 'upload_read' });
    expect(calls).toEqual(['inspect k5', 'inspect k1', 'inspect k3']);
    // refusals of a pick go with the next pick; a refused file may be picked again
    actor.send({ type: 'files.add', files: [photo] });
    expect(statuses()).toEqual({ k2: 'checking' });
  });

  it('accepts a file of exactly 5 MB and keeps names short', () => {
    const { actor, statuses, view } = start();
    actor.send({ type: 'files.add', files: [{ key: 'k7', name: `${'x'.repeat(400)}.png`, size: DEFAULT_MAX_BYTES }] });
    expect(statuses()).toEqual({ k7: 'checking' });
    expect(view().files[0].name).toHaveLength(MAX_NAME_LENGTH);
  });

  it('ignores a key already in the field', () => {
    const { actor, statuses } = start();
    actor.send({ type: 'files.add', files: [slip, slip] });
    actor.send({ type: 'files.add', files: [slip] });
    expect(statuses()).toEqual({ k1: 'checking' });
  });

  it('keeps a failed upload for a retry or a removal, and is not ready meanwhile', async () => {
    const { actor, calls, inspections, uploads, view, statuses, step } = start();
    actor.send({ type: 'files.add', files: [slip] });
    await step(() => inspections.get('k1')!.resolve(png(slip)));
    await step(() => uploads.get('k1')!.reject({ errorCode: 'upload.too.large' }));
    expect(statuses()).toEqual({ k1: 'upload.too.large' });
    expect(view()).toMatchObject({ ready: false, busy: false, hasFailed: true });
    expect(view().files[0]).toMatchObject({ status: 'failed', canRetry: true, canRemove: true });
    actor.send({ type: 'file.retry', key: 'k1' });
    await step(() => uploads.get('k1')!.reject(new TypeError('Failed to fetch')));
    expect(statuses()).toEqual({ k1: 'network.error' });
    actor.send({ type: 'file.remove', key: 'k1' });
    expect(view()).toMatchObject({ ready: true, files: [], remaining: 3 });
    expect(calls).toEqual(['inspect k1', 'upload k1 png', 'upload k1 png']);
  });

  it('stops the running call when its file is removed, so its answer lands on no other file', async () => {
    const { actor, calls, inspections, uploads, statuses, step } = start();
    actor.send({ type: 'files.add', files: [slip, photo] });
    const firstCheck = inspections.get('k1')!;
    actor.send({ type: 'file.remove', key: 'k1' });
    expect(statuses()).toEqual({ k2: 'checking' });
    firstCheck.resolve({ name: 'x', size: 1, kind: 'other' });
    await step(() => inspections.get('k2')!.resolve(png(photo)));
    const upload = uploads.get('k2')!;
    actor.send({ type: 'files.add', files: [receipt] });
    actor.send({ type: 'file.remove', key: 'k2' });
    expect(statuses()).toEqual({ k3: 'checking' });
    upload.resolve({ id: 'LATE' });
    await step(() => inspections.get('k3')!.resolve(png(receipt)));
    await step(() => uploads.get('k3')!.resolve({ id: 'S3' }));
    expect(calls).toEqual(['inspect k1', 'inspect k2', 'upload k2 png', 'inspect k3', 'upload k3 png']);
    expect(actor.getSnapshot().context.files.map((f) => f.serverId)).toEqual(['S3']);
  });

  it('holds only plain data: keys, names, sizes, statuses, codes and ids', async () => {
    const { actor, inspections, step } = start();
    actor.send({ type: 'files.add', files: [slip] });
    await step(() => inspections.get('k1')!.resolve(png(slip)));
    const { context } = actor.getSnapshot();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });
});
