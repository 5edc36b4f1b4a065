/**
 * A view's chart is the root chart's own child (src/app/chart-actor.ts): in the root's snapshot's
 * children while the view shows, reachable by its systemId, and stopped by the root when the view
 * goes. Without a root (a view tested on its own) it runs alone and stops with the view.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import type { AnyActorRef } from 'xstate';
import { AppEdgeProvider } from '../../../src/app/app-context';
import { useChartActor } from '../../../src/app/chart-actor';
import { useSelector } from '../../../src/lib/use-selector';
import { startRoot } from '../support/drivers';

afterEach(cleanup);

/** Counts the taps it is sent; starts at the count its input gives. */
const tapCounter = setup({
  types: { context: {} as { taps: number }, input: {} as { from: number }, events: {} as { type: 'tap' } },
}).createMachine({
  id: 'tapCounter',
  context: ({ input }) => ({ taps: input.from }),
  on: { tap: { actions: assign({ taps: ({ context }) => context.taps + 1 }) } },
});

/** A view that taps once as it shows (an effect that sends, as views' effects do) and shows the count. */
function TapView({ from, systemId }: { from: number; systemId?: string }) {
  const counter = useChartActor(tapCounter, { input: { from }, ...(systemId ? { systemId } : {}) });
  const taps = useSelector(counter, (snapshot) => snapshot.context.taps);
  useEffect(() => counter.send({ type: 'tap' }), [counter]);
  return <p data-testid="taps">{taps}</p>;
}

const childrenOf = (root: AnyActorRef) => Object.values(root.getSnapshot().children as Record<string, AnyActorRef>);
const countersOf = (root: AnyActorRef) => childrenOf(root).filter((child) => child.id.startsWith('tapCounter.'));

describe('a view’s chart', () => {
  it('is a child of the root while the view shows, with its input, and is stopped by the root when the view goes', () => {
    const { rootActor, edge } = startRoot();
    const { unmount } = render(
      <AppEdgeProvider edge={edge}>
        <TapView from={40} />
      </AppEdgeProvider>,
    );
    const [counter] = countersOf(rootActor);
    expect(counter).toBeDefined();
    // the effect's tap reached the running chart, which started from its input
    expect(screen.getByTestId('taps').textContent).toBe('41');
    expect(counter.getSnapshot().context.taps).toBe(41);

    act(() => unmount());
    expect(countersOf(rootActor)).toEqual([]);
    expect(counter.getSnapshot().status).toBe('stopped');
    rootActor.stop();
  });

  it('is reached by its systemId while it runs, and the name is free again once its view goes', () => {
    const { rootActor, edge } = startRoot();
    const { unmount } = render(
      <AppEdgeProvider edge={edge}>
        <TapView from={0} systemId="tapCounter" />
      </AppEdgeProvider>,
    );
    const named = rootActor.system.get('tapCounter') as AnyActorRef;
    expect(named).toBe(countersOf(rootActor)[0]);
    act(() => named.send({ type: 'tap' }));
    expect(screen.getByTestId('taps').textContent).toBe('2');

    act(() => unmount());
    expect(rootActor.system.get('tapCounter')).toBeUndefined();
    // a view shown again gets the name again
    render(
      <AppEdgeProvider edge={edge}>
        <TapView from={5} systemId="tapCounter" />
      </AppEdgeProvider>,
    );
    expect((rootActor.system.get('tapCounter') as AnyActorRef).getSnapshot().context.taps).toBe(6);
    rootActor.stop();
  });

  it('gives each view of the same chart a chart of its own', () => {
    const { rootActor, edge } = startRoot();
    render(
      <AppEdgeProvider edge={edge}>
        <TapView from={1} />
        <TapView from={10} />
      </AppEdgeProvider>,
    );
    expect(
      countersOf(rootActor)
        .map((child) => child.getSnapshot().context.taps)
        .sort((a: number, b: number) => a - b),
    ).toEqual([2, 11]);
    rootActor.stop();
  });

  it('gives a name to one chart only: a second view of a named chart runs unnamed and the root runs on', () => {
    const { rootActor, edge } = startRoot();
    render(
      <AppEdgeProvider edge={edge}>
        <TapView from={0} systemId="tapCounter" />
        <TapView from={100} systemId="tapCounter" />
      </AppEdgeProvider>,
    );
    expect(rootActor.getSnapshot().status).toBe('active');
    expect(countersOf(rootActor)).toHaveLength(2);
    expect((rootActor.system.get('tapCounter') as AnyActorRef).getSnapshot().context.taps).toBe(1);
    rootActor.stop();
  });

  it('runs alone without a root, and stops with its view', () => {
    const { unmount } = render(<TapView from={7} />);
    expect(screen.getByTestId('taps').textContent).toBe('8');
    unmount();
  });
});
