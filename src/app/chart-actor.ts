/**
 * The one way a view runs a chart of its own (a widget's or a page's, for as long as the view
 * shows): the root chart runs it as its child (`child.start`, machines/system-status), so it is in
 * the root's snapshot's children, in the actor system a QA trace records, reachable by the
 * `systemId` it may be given, and stopped by the root (`child.stop`) when the view goes. Without a
 * root (a view tested on its own) it runs alone.
 *
 * The root starts it once the view is committed, in a layout effect: a render React sets aside
 * starts nothing, and the view renders again with the running chart before the browser paints.
 * That first render reads the chart's first snapshot from an actor that is made but never started:
 * what is sent to it is dropped, and a view's effects that send name the actor among their
 * dependencies, so they run again with the running one.
 */
import { useCallback, useId, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createActor } from 'xstate';
import type { Actor, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import { useOptionalRootActor } from './app-context';

export interface ChartOptions<TLogic extends AnyActorLogic> {
  input?: InputFrom<TLogic>;
  /** the name other charts send to it by (`system.get(systemId)`), e.g. the notice bar's */
  systemId?: string;
}

export function useChartActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ChartOptions<TLogic> = {}): Actor<TLogic> {
  const root = useOptionalRootActor();
  // the first logic and options are the chart's for its life, as a component's initial state is
  const [chart] = useState(() => ({ logic, options }));
  const [unstarted] = useState(() => createActor(chart.logic, { input: chart.options.input } as never) as Actor<TLogic>);
  const [alone, setAlone] = useState<Actor<TLogic> | null>(null);
  const [childId, setChildId] = useState<string | null>(null);
  const reactId = useId();
  const starts = useRef(0);

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!root) return () => {};
      const subscription = root.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [root],
  );
  const child = useSyncExternalStore(subscribe, () =>
    root && childId ? ((root.getSnapshot().children as Record<string, AnyActorRef | undefined>)[childId] ?? null) : null,
  );

  useLayoutEffect(() => {
    if (!root) {
      const actor = createActor(chart.logic, { input: chart.options.input } as never) as Actor<TLogic>;
      actor.start();
      setAlone(actor);
      return () => actor.stop();
    }
    // named after its chart and its view (`siteClock.r8` in a trace's system path); a new name each
    // time the view is committed (React's development double mount starts it twice)
    starts.current += 1;
    const chartName = (chart.logic as { id?: string }).id ?? 'chart';
    const id = `${chartName}.${reactId.replace(/[^a-zA-Z0-9]/g, '')}${starts.current > 1 ? `.${starts.current}` : ''}`;
    const { input, systemId } = chart.options;
    root.send({ type: 'child.start', id, logic: chart.logic, input, ...(systemId ? { systemId } : {}) });
    setChildId(id);
    return () => root.send({ type: 'child.stop', id });
  }, [root, chart, reactId]);

  return ((root ? child : alone) ?? unstarted) as Actor<TLogic>;
}
