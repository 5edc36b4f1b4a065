/**
 * Slider check chart: graph paths over loading, dragging (moves inside and beyond the track),
 * verification (passed, refused, expired challenge), reload and cancel, with the view model
 * checked at every step. Graph identity keeps the trace length only up to 3 samples, which is
 * all a guard or the view can tell apart; the real actor still carries every sample.
 */
import { describe, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { MAX_SAMPLES, selectSliderCheckView, sliderCheckMachine } from '../../machines/slider-check';
import type { SliderChallenge, SliderCheckSnapshot, SliderPurpose, SliderVerifyRequest } from '../../machines/slider-check';
import { pending, runPathSuite } from './support/path-suite';
import { expect } from './support/fast-expect';

const challenge: SliderChallenge = { challengeId: 'c-1', background: 'iVBOR', piece: 'iVBOR', width: 300, height: 150, pieceWidth: 44 };
const asSnapshot = (s: unknown) => s as SliderCheckSnapshot;

runPathSuite({
  machine: sliderCheckMachine.provide({
    actors: { fetchChallenge: pending<SliderChallenge, { purpose: SliderPurpose }>(), verifyDrag: pending<{ token: string }, SliderVerifyRequest>() },
  }),
  input: { purpose: 'sms' },
  events: {
    'slider.press': [{ t: 1000 }],
    'slider.move': [
      { x: 120, t: 1250 },
      { x: 999, t: 1400 },
    ],
    'slider.release': [{ t: 1500 }],
    'xstate.done.actor.fetchChallenge': [{ output: challenge }],
    'xstate.error.actor.fetchChallenge': [{ error: { errorCode: 'network.error' } }],
    'xstate.done.actor.verifyDrag': [{ output: { token: 'tok-1' } }],
    'xstate.error.actor.verifyDrag': [{ error: { errorCode: 'humancheck.failed' } }, { error: { errorCode: 'humancheck.expired' } }],
  },
  serialize: (raw) => {
    const s = asSnapshot(raw);
    const { challenge: c, x, trace, token, errorCode } = s.context;
    return JSON.stringify({ value: s.value, status: s.status, c: c?.challengeId ?? null, x, n: Math.min(trace.length, 3), token, errorCode });
  },
  assertStep: (raw) => {
    const s = asSnapshot(raw);
    const view = selectSliderCheckView(s);
    expect(view.canPress).toBe(s.matches({ active: 'ready' }));
    expect(view.dragging).toBe(s.matches({ active: 'dragging' }));
    // the piece never leaves the track
    expect(view.x).toBeGreaterThanOrEqual(0);
    expect(view.x).toBeLessThanOrEqual(challenge.width - challenge.pieceWidth);
    if (s.matches({ active: 'ready' }) || s.matches({ active: 'loading' })) expect(view.x).toBe(0);
    if (s.matches({ active: 'dragging' })) expect(s.context.trace[0]).toEqual({ x: 0, t: 0 });
    if (s.status === 'done') expect(s.output).toEqual({ token: s.matches('passed') ? 'tok-1' : null });
    if (view.loading || view.verifying) expect(s.hasTag('busy')).toBe(true);
  },
});

describe('slider check behaviour', () => {
  it('sends the drag as samples relative to the press, and outputs the token', async () => {
    const requests: SliderVerifyRequest[] = [];
    const actor = createActor(
      sliderCheckMachine.provide({
        actors: {
          fetchChallenge: fromPromise(async () => challenge),
          verifyDrag: fromPromise<{ token: string }, SliderVerifyRequest>(async ({ input }) => {
            requests.push(input);
            return { token: 'tok-2' };
          }),
        },
      }),
      { input: { purpose: 'register' } },
    );
    actor.start();
    await waitFor(actor, (s) => s.matches({ active: 'ready' }));
    actor.send({ type: 'slider.press', t: 5000 });
    actor.send({ type: 'slider.move', x: 40, t: 5100 });
    actor.send({ type: 'slider.move', x: 130, t: 5400 });
    actor.send({ type: 'slider.release', t: 5450 });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(requests).toEqual([
      {
        challengeId: 'c-1',
        x: 130,
        trace: [
          { x: 0, t: 0 },
          { x: 40, t: 100 },
          { x: 130, t: 400 },
        ],
      },
    ]);
    expect(done.output).toEqual({ token: 'tok-2' });
  });

  it('keeps at most the samples the gateway accepts', async () => {
    const actor = createActor(sliderCheckMachine.provide({ actors: { fetchChallenge: fromPromise(async () => challenge) } }), {
      input: { purpose: 'sms' },
    });
    actor.start();
    await waitFor(actor, (s) => s.matches({ active: 'ready' }));
    actor.send({ type: 'slider.press', t: 0 });
    for (let i = 1; i <= MAX_SAMPLES + 50; i++) actor.send({ type: 'slider.move', x: i % 200, t: i });
    expect(actor.getSnapshot().context.trace).toHaveLength(MAX_SAMPLES);
    actor.stop();
  });
});
