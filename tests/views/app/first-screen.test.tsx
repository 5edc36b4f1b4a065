/**
 * @vitest-environment jsdom
 * In a module graph of its own (the views-isolated project): these tests declare chunks under the
 * route table's names (`home`, `vip`), which in a shared graph would replace the app's own.
 *
 * The first screen's chunks, fetched before the first render (src/app/first-screen.ts): the
 * address's page and the parts declared `firstScreen`, then the parts those modules declare; a part
 * not declared waits for its view. A chunk there before its view renders shows at once, with no
 * chart; one that failed or is still on its way is left to its chart. The wait is bounded.
 */
import { act, cleanup, screen } from '@testing-library/react';
import { createActor } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenLoaded, loadFirstScreenChunks } from '../../../src/app/first-screen';
import { lazyComponent } from '../../../src/views/common/lazy-component';
import { createFakes, renderWithEdge } from '../support/drivers';
import { createEdge } from '../../../src/app/edge';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const GUEST = { signedIn: false };

function part(text: string) {
  return { default: () => <p data-testid={text}>{text}</p> };
}

/** A root actor and its edge, with the ids of the actors made in its system (to see which charts a render makes). */
function rootWithEdge() {
  const { root } = createFakes();
  const actorIds: string[] = [];
  const rootActor = createActor(root, {
    inspect: (event) => {
      if (event.type === '@xstate.actor') actorIds.push((event.actorRef as AnyActorRef).id);
    },
  }).start();
  return { actorIds, edge: createEdge(rootActor) };
}

describe('first screen', () => {
  it("loads the address's page, the declared parts and the parts they declare, each once; not the others", async () => {
    const loads: string[] = [];
    const load = (name: string, then?: () => void) => async () => {
      loads.push(name);
      then?.();
      return part(name);
    };
    lazyComponent('probeHeaderPart', load('header part'), { firstScreen: true });
    lazyComponent('probeDialog', load('dialog'));
    // home's module declares its own first-screen part when it is evaluated
    lazyComponent(
      'home',
      load('home', () => lazyComponent('probeBoard', load('board'), { firstScreen: true })),
    );
    lazyComponent('vip', load('vip'));

    await loadFirstScreenChunks('/', GUEST);

    expect(loads.sort()).toEqual(['board', 'header part', 'home']);
  });

  it("loads a signed-in visitor's part only for a visitor whose session is stored", async () => {
    const loads: string[] = [];
    lazyComponent('home', async () => part('home'));
    lazyComponent(
      'probeAccountArea',
      async () => {
        loads.push('account area');
        return part('account area');
      },
      { firstScreen: 'signedIn' },
    );
    await loadFirstScreenChunks('/', GUEST);
    expect(loads).toEqual([]);
    await loadFirstScreenChunks('/', { signedIn: true });
    expect(loads).toEqual(['account area']);
  });

  it('renders a part that came first at once, with no chunk loader chart', async () => {
    lazyComponent('home', async () => part('home'));
    const Part = lazyComponent('probeEarlyPart', async () => part('early part'), { firstScreen: true });
    await loadFirstScreenChunks('/', GUEST);
    const { actorIds, edge } = rootWithEdge();
    renderWithEdge(<Part />, edge);
    // in the first render: no pending state in between
    expect(screen.getByTestId('early part')).toBeTruthy();
    expect(actorIds.filter((id) => id.startsWith('chunkLoader.'))).toEqual([]);
  });

  it('leaves a part that failed to its chart, which loads it again when its view renders', async () => {
    lazyComponent('home', async () => part('home'));
    let attempt = 0;
    const Part = lazyComponent(
      'probeFailedPart',
      async () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch dynamically imported module');
        return part('failed part');
      },
      { firstScreen: true },
    );
    // a failure does not stop the first render
    await expect(loadFirstScreenChunks('/', GUEST)).resolves.toBeUndefined();
    const { actorIds, edge } = rootWithEdge();
    renderWithEdge(<Part />, edge);
    // its chart's first attempt is the second import, which loads it
    expect(screen.getByTestId('page-pending')).toBeTruthy();
    expect(await screen.findByTestId('failed part')).toBeTruthy();
    expect(attempt).toBe(2);
    // the chart the root ran for it, in the task after the view's first commit
    expect(actorIds).toContain('chunkLoader.probeFailedPart');
  });

  it('goes ahead after the wait when a chunk is still on its way; the chunk then comes through its chart', async () => {
    vi.useFakeTimers();
    lazyComponent('home', async () => part('home'));
    let arrive: (module: ReturnType<typeof part>) => void = () => {};
    // as import() does, every call for the chunk answers with the one fetch on its way
    const slow = new Promise<ReturnType<typeof part>>((resolve) => (arrive = resolve));
    const Part = lazyComponent('probeSlowPart', () => slow, { firstScreen: true });
    let settled = false;
    void firstScreenLoaded('/', GUEST, 3_000).then(() => (settled = true));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_999);
    });
    expect(settled).toBe(false);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(settled).toBe(true);
    const { actorIds, edge } = rootWithEdge();
    renderWithEdge(<Part />, edge);
    expect(screen.getByTestId('page-pending')).toBeTruthy();
    await act(async () => {
      arrive(part('slow part'));
      await vi.advanceTimersByTimeAsync(10);
    });
    expect(screen.getByTestId('slow part')).toBeTruthy();
    expect(actorIds).toContain('chunkLoader.probeSlowPart');
  });
});
