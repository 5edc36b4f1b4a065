/**
 * Feedback chart: graph paths over loading (answered, failed, retried), the form (no question type,
 * a content too short, too long or in range, pictures uploading or uploaded), sending (taken, a
 * refused field, another member's picture, too many today, a lost answer) and the reload after a
 * sent feedback; every state and transition is reached. Then the real pictures field as the form's
 * child: an uploaded picture's id is what the form sends.
 */
import { describe, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import type { EventObject } from 'xstate';
import { feedbackMachine, feedbackRequest, selectFeedbackImagesRef, selectFeedbackView, validateFeedback } from '../../machines/feedback';
import type { FeedbackEntry, FeedbackRequest, FeedbackSnapshot } from '../../machines/feedback';
import { imageUploadMachine } from '../../machines/image-upload';
import type { InspectedFile, PickedFile } from '../../machines/image-upload';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const asSnapshot = (s: unknown) => s as FeedbackSnapshot;
const entry: FeedbackEntry = {
  id: '1',
  type: 'deposit',
  content: 'My deposit has not arrived yet',
  imageCount: 1,
  createdAt: Date.UTC(2026, 11, 7),
  reply: 'It arrived at 10:05',
  repliedAt: Date.UTC(2026, 11, 7, 2),
};
const pictures = (files: { status: string; serverId: string | null }[]) => ({ snapshot: { context: { files } } });

let sends: FeedbackRequest[] = [];

runPathSuite({
  machine: feedbackMachine.provide({
    actors: {
      loadFeedback: pending<FeedbackEntry[], void>(),
      sendFeedback: pending<void, FeedbackRequest>(),
      imageUpload: createMachine({ id: 'imageUploadStub' }) as unknown as typeof imageUploadMachine,
    },
  }),
  events: {
    'field.change': [
      { field: 'type', value: 'deposit' },
      { field: 'content', value: 'Too short' },
      { field: 'content', value: 'x'.repeat(501) },
      { field: 'content', value: '  My deposit has not arrived  ' },
    ],
    'xstate.snapshot.imageUpload': [pictures([{ status: 'uploading', serverId: null }]), pictures([{ status: 'uploaded', serverId: '77' }])],
    'xstate.done.actor.loadFeedback': [{ output: [entry] }],
    'xstate.error.actor.loadFeedback': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.sendFeedback': [{ output: undefined }],
    'xstate.error.actor.sendFeedback': [
      { error: { errorCode: 'request_param_err', fields: { content: 'Between 10 and 500 characters' } } },
      { error: { errorCode: 'upload.image.unknown' } },
      { error: { errorCode: 'feedback.too.many' } },
      { error: { errorCode: 'network.error' } },
    ],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const c = s.context;
    return JSON.stringify({ value: s.value, values: c.values, images: c.images, sent: c.sent, errors: c.fieldErrors, code: c.errorCode });
  },
  maxStates: 4000,
  assertStep: (raw, event: EventObject) => {
    const s = asSnapshot(raw);
    const view = selectFeedbackView(s);
    if (event.type === 'xstate.init') sends = [];
    expect(view.canSubmit).toBe(s.matches({ open: 'editing' }));
    // the pictures field lives exactly while the form is open
    expect(selectFeedbackImagesRef(s) !== undefined).toBe(s.matches('open'));
    // nothing is sent that the checks refuse, and never while a picture is on its way
    if (s.matches({ open: 'submitting' }) && event.type === 'form.submit') {
      expect(validateFeedback(s.context)).toEqual({});
      expect(s.context.images.busy).toBe(false);
      sends.push(feedbackRequest(s.context));
      expect(sends.at(-1)!.content).toBe(s.context.values.content.trim());
    }
    // a sent feedback is said, with an empty form; a refused one keeps what was typed
    if (event.type === 'xstate.done.actor.sendFeedback') {
      expect(s.matches('loading')).toBe(true);
      expect(view.sent).toBe(true);
      expect(view.values).toEqual({ type: '', content: '' });
    }
    if (event.type === 'xstate.error.actor.sendFeedback') {
      expect(view.values.content).not.toBe('');
      const code = (event as unknown as { error: { errorCode: string } }).error.errorCode;
      expect(view.errorCode).toBe(code);
      if (code === 'upload.image.unknown') expect(view.fieldErrors.images).toBe('refused');
      if (code === 'request_param_err') expect(view.fieldErrors.content).toBe('refused');
    }
    if (s.matches('failed')) expect(view.errorCode).toBe('network.error');
  },
});

describe('feedback with its real pictures field', () => {
  it('sends the id of the uploaded picture, and refuses to send while it uploads', async () => {
    let finishUpload: (id: { id: string }) => void = () => {};
    const sent: FeedbackRequest[] = [];
    const actor = createActor(
      feedbackMachine.provide({
        actors: {
          loadFeedback: fromPromise<FeedbackEntry[], void>(async () => []),
          sendFeedback: fromPromise<void, FeedbackRequest>(async ({ input }) => void sent.push(input)),
          imageUpload: imageUploadMachine.provide({
            actors: {
              inspectFile: fromPromise<InspectedFile, PickedFile>(async () => ({ name: 'shot.png', size: 1000, kind: 'png' })),
              uploadFile: fromPromise(() => new Promise<{ id: string }>((resolve) => (finishUpload = resolve))),
            },
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('open'));
    actor.send({ type: 'field.change', field: 'type', value: 'game' });
    actor.send({ type: 'field.change', field: 'content', value: 'The slot froze after a win' });
    actor.getSnapshot().children.imageUpload!.send({ type: 'files.add', files: [{ key: 'f1', name: 'shot.png', size: 1000 }] });
    await waitFor(actor, (s) => s.context.images.busy);
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.fieldErrors.images).toBe('busy');
    finishUpload({ id: '42' });
    await waitFor(actor, (s) => !s.context.images.busy);
    expect(actor.getSnapshot().context.fieldErrors.images).toBeUndefined();
    actor.send({ type: 'form.submit' });
    await waitFor(actor, (s) => s.context.sent);
    expect(sent).toEqual([{ type: 'game', content: 'The slot froze after a win', imageIds: ['42'] }]);
    actor.stop();
  });
});
