/** The shared slider check widget: pointer and keyboard gestures become a judged trace. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sliderCheckMachine } from '../../../machines/slider-check';
import type { SliderChallenge, SliderVerifyRequest } from '../../../machines/slider-check';
import { SliderCheckView } from '../../../src/views/verification/slider-check.view';
import { PNG, renderI18n } from '../support/drivers';

afterEach(cleanup);

const challenge: SliderChallenge = { challengeId: 'c-1', background: PNG, piece: PNG, width: 300, height: 150, pieceWidth: 44 };

function start(verify: (request: SliderVerifyRequest) => Promise<{ token: string }>) {
  const requests: SliderVerifyRequest[] = [];
  const slider = createActor(
    sliderCheckMachine.provide({
      actors: {
        fetchChallenge: fromPromise(async () => challenge),
        verifyDrag: fromPromise<{ token: string }, SliderVerifyRequest>(async ({ input }) => {
          requests.push(input);
          return verify(input);
        }),
      },
    }),
    { input: { purpose: 'register' } },
  ).start();
  renderI18n(<SliderCheckView slider={slider} />);
  return { slider, requests };
}

describe('slider check widget', () => {
  it('is a labelled slider that arrow keys move and Enter submits', async () => {
    const { slider, requests } = start(async () => ({ token: 't' }));
    const handle = await screen.findByRole('slider', { name: 'Piece position' });
    await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBeNull());
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowRight', 'ArrowLeft']) fireEvent.keyDown(handle, { key });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    expect(handle.getAttribute('aria-valuenow')).toBe('18');
    expect(screen.getByTestId('slider-piece').style.left).toBe('18px');
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    await waitFor(() => expect(slider.getSnapshot().status).toBe('done'));
    expect(requests[0].x).toBe(18);
    expect(requests[0].trace.map((sample) => sample.x)).toEqual([0, 3, 6, 9, 6, 18]);
  });

  it('follows the pointer from where it was pressed', async () => {
    const { requests } = start(async () => ({ token: 't' }));
    const handle = await screen.findByRole('slider', { name: 'Piece position' });
    await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBeNull());
    fireEvent.pointerDown(handle, { pointerId: 1, clientX: 100 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 140 });
    fireEvent.pointerMove(handle, { pointerId: 1, clientX: 500 });
    expect(handle.getAttribute('aria-valuenow')).toBe('256');
    await act(async () => {
      fireEvent.pointerUp(handle, { pointerId: 1, clientX: 500 });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0].trace.map((sample) => sample.x)).toEqual([0, 40, 256]);
  });

  it('says to try again when the gateway refuses the drag, and closes with cancel', async () => {
    const { slider } = start(async () => {
      throw { errorCode: 'humancheck.failed' };
    });
    const handle = await screen.findByRole('slider', { name: 'Piece position' });
    await waitFor(() => expect(handle.getAttribute('aria-disabled')).toBeNull());
    fireEvent.keyDown(handle, { key: 'End' });
    await act(async () => {
      fireEvent.keyDown(handle, { key: 'Enter' });
    });
    expect((await screen.findByTestId('slider-status')).textContent).toBe('Try again');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(slider.getSnapshot().value).toBe('cancelled');
  });
});
