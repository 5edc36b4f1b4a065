/**
 * How a view reads a chart: `useSelector(actor, selector, compare)`, as @xstate/react's, with one
 * difference that a slow phone feels. @xstate/react reads through `useSyncExternalStore`, and React
 * renders every change it reports at once, in one task: a page whose data and chunks arrive while
 * the first screen is being built blocks the main thread once per arrival (issue 15 measured 40 ms
 * tasks on a mid-range phone). Here a change that no user input caused (an answer, a timer, a
 * loaded chunk) is rendered as a transition, which React builds in slices that yield to the
 * browser; a change made while an input event is handled (a key, a click) renders at once, so what
 * the user types and taps is shown in the same frame.
 *
 * The selector runs on the actor's current snapshot at every render, so a selector that depends on
 * props is always applied to the newest state; `compare` keeps the value's identity while its
 * contents are the same. An actor whose snapshot is in error throws it, as @xstate/react does.
 */
import { startTransition, useLayoutEffect, useReducer, useRef } from 'react';

export { shallowEqual } from '@xstate/react';

interface Readable<TSnapshot> {
  getSnapshot: () => TSnapshot;
  subscribe: (observer: { next: () => void; error: () => void }) => { unsubscribe: () => void };
}

interface Selected<TSnapshot, TValue> {
  snapshot: TSnapshot;
  selector: (snapshot: TSnapshot) => TValue;
  value: TValue;
}

function readSnapshot<TSnapshot>(actor: Readable<TSnapshot> | undefined): TSnapshot {
  const snapshot = actor?.getSnapshot();
  if (snapshot && typeof snapshot === 'object' && 'status' in snapshot && snapshot.status === 'error') {
    throw (snapshot as unknown as { error: unknown }).error;
  }
  return snapshot as TSnapshot;
}

/** A change reported while the browser dispatches an input event is the user's: it is shown at once. */
function duringInputEvent(): boolean {
  return typeof window !== 'undefined' && window.event !== undefined;
}

export function useSelector<TSnapshot, TValue>(
  actor: Readable<TSnapshot> | undefined,
  selector: (snapshot: TSnapshot) => TValue,
  compare: (a: TValue, b: TValue) => boolean = Object.is,
): TValue {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  // the last value a render computed (kept while its contents stay the same) and the last one shown:
  // a render React set aside never counts as shown
  const selected = useRef<Selected<TSnapshot, TValue> | null>(null);
  const shown = useRef<{ value: TValue } | null>(null);
  const latest = useRef({ selector, compare });
  latest.current = { selector, compare };

  const snapshot = readSnapshot(actor);
  const previous = selected.current;
  let value: TValue;
  if (previous && previous.snapshot === snapshot && previous.selector === selector) {
    value = previous.value;
  } else {
    const next = selector(snapshot);
    value = previous && compare(previous.value, next) ? previous.value : next;
    selected.current = { snapshot, selector, value };
  }

  useLayoutEffect(() => {
    shown.current = { value };
  });

  // subscribed as the view is committed, as useSyncExternalStore does: a view just mounted (a dialog
  // a tap opened) misses no change, and a change between its render and now is shown before paint
  useLayoutEffect(() => {
    if (!actor) return undefined;
    const differs = (): boolean => {
      const next = latest.current.selector(readSnapshot(actor));
      return !(shown.current && latest.current.compare(shown.current.value, next));
    };
    const changed = () => {
      let show: boolean;
      try {
        show = differs();
      } catch {
        rerender(); // the render throws it, to the nearest error boundary
        return;
      }
      if (!show) return;
      if (duringInputEvent()) rerender();
      else startTransition(rerender);
    };
    try {
      if (differs()) rerender();
    } catch {
      rerender();
    }
    const subscription = actor.subscribe({ next: changed, error: changed });
    return () => subscription.unsubscribe();
  }, [actor]);

  return value;
}
