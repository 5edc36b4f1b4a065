/**
 * Lazily loaded components on their `chunkLoader` chart: pending, loaded, failed with a retry that
 * imports afresh, the chart's 120 s timeout, and a chunk whose stylesheet failed (Vite's
 * `vite:preloadError`).
 */
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from '../../../src/views/common/lazy-component';
import { renderI18n } from '../support/drivers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Page({ name }: { name: string }) {
  return <p data-testid="page">Hello {name}</p>;
}

const loaded = { default: Page };

/** A load whose attempts are answered one by one, in order. */
function attempts(...outcomes: Array<'pending' | 'ok' | Error>) {
  return vi.fn(() => {
    const outcome = outcomes.shift() ?? 'ok';
    if (outcome === 'pending') return new Promise<typeof loaded>(() => {});
    return outcome === 'ok' ? Promise.resolve(loaded) : Promise.reject(outcome);
  });
}

async function flush() {
  await act(async () => {});
}

describe('lazy component', () => {
  it('shows the pending state, then the loaded component with its props', async () => {
    const load = attempts('ok');
    const LazyPage = lazyComponent('page', load);
    renderI18n(<LazyPage name="player" />);
    expect(screen.getByTestId('page-pending')).toBeTruthy();
    expect((await screen.findByTestId('page')).textContent).toBe('Hello player');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with a retry that imports the chunk afresh', async () => {
    const load = attempts(new TypeError('Failed to fetch dynamically imported module'), 'ok');
    const LazyPage = lazyComponent('page', load);
    renderI18n(<LazyPage name="player" />);
    const error = await screen.findByTestId('chunk-error');
    expect(error.textContent).toContain('This page failed to load.');
    expect(screen.queryByTestId('page')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up on a chunk still loading after 120 s, and a retry loads it again', async () => {
    vi.useFakeTimers();
    const load = attempts('pending', 'ok');
    const LazyPage = lazyComponent('page', load);
    renderI18n(<LazyPage name="player" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(119_999);
    });
    expect(screen.getByTestId('page-pending')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByTestId('chunk-error').textContent).toContain('This page is slow to open.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByTestId('page')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('treats a failed stylesheet of the chunk as a failed chunk, and the retry fetches the stylesheet again', async () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://localhost:3000/assets/page-1a2b3c.css';
    document.head.appendChild(link);
    let attempt = 0;
    // what Vite's preload helper does when a chunk's CSS does not load: the event, then the rejection
    const load = vi.fn(async () => {
      attempt += 1;
      if (attempt === 1) {
        const error = new Error(`Unable to preload CSS for ${link.href}`);
        const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error });
        window.dispatchEvent(event);
        throw error;
      }
      return loaded;
    });
    const LazyPage = lazyComponent('styledPage', load);
    renderI18n(<LazyPage name="player" />);
    expect((await screen.findByTestId('chunk-error')).textContent).toContain('This page failed to load.');
    // the failed link is gone, so Vite appends a fresh one on the retry instead of skipping it
    expect(link.isConnected).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('page')).toBeTruthy();
  });

  it('shows a loaded chunk at once when mounted again, without loading it again', async () => {
    const load = attempts('ok');
    const LazyPage = lazyComponent('page', load);
    const first = renderI18n(<LazyPage name="one" />);
    await screen.findByTestId('page');
    first.unmount();
    renderI18n(<LazyPage name="two" />);
    expect(screen.getByTestId('page').textContent).toBe('Hello two');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wraps the failure as its owner asks, with the error code', async () => {
    const LazyPage = lazyComponent('dialog', attempts(new Error('boom')), {
      pending: null,
      renderError: (retry, errorCode) => (
        <button type="button" onClick={retry}>
          Failed: {errorCode}
        </button>
      ),
    });
    const view = renderI18n(<LazyPage name="player" />);
    expect(view.container.textContent).toBe('');
    expect((await screen.findByRole('button')).textContent).toBe('Failed: chunk.failed');
  });
});
