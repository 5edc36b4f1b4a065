/**
 * The one way a view starts a chart of its own (a widget or page chart that lives as long as its
 * view): a child of the root actor, so it runs in the root's actor system. The inspector attached
 * to that system (a QA trace) records it beside the root's other children, and charts reach it by
 * the `systemId` it may be given. Without a root (a view tested on its own) it runs alone, still
 * reporting to the inspector.
 *
 * The actor is made (idle, no side effect) during the first render, started by an effect and
 * stopped when the view goes. React's development double mount stops it once and mounts again; a
 * stopped actor cannot start again, so the second mount makes a fresh one.
 */
import { useEffect, useState } from 'react';
import type { Actor, AnyActorLogic } from 'xstate';
import { useOptionalRootActor } from './app-context';
import { createSystemChild, stopSystemChild } from './system-child';
import type { SystemChildOptions } from './system-child';

export function useChartActor<TLogic extends AnyActorLogic>(logic: TLogic, options: SystemChildOptions<TLogic> = {}): Actor<TLogic> {
  const root = useOptionalRootActor();
  // the first logic, root and options are the chart's for its life, as a component's initial state is
  const [make] = useState(() => () => createSystemChild(root, logic, options));
  const [actor, setActor] = useState(make);

  useEffect(() => {
    if ((actor.getSnapshot() as { status: string }).status === 'stopped') {
      setActor(make());
      return undefined;
    }
    actor.start();
    return () => stopSystemChild(actor);
  }, [actor, make]);

  return actor;
}

/**
 * A view's chart that other charts reach by its `systemId` (the notice bar, told of a language
 * switch). XState registers a systemId when the actor is made, and a render may be thrown away
 * (a lazy part suspending before the first commit, React's double render): an actor made during
 * such a render would keep the name, and the next render's actor would be refused it ("already
 * exists"). So this one is made and started in an effect, after the commit, and stopped (its name
 * released) when the view goes: null until then, while the view shows its placeholder.
 */
export function useNamedChartActor<TLogic extends AnyActorLogic>(
  logic: TLogic,
  options: SystemChildOptions<TLogic> & { systemId: string },
): Actor<TLogic> | null {
  const root = useOptionalRootActor();
  const [make] = useState(() => () => createSystemChild(root, logic, options));
  const [actor, setActor] = useState<Actor<TLogic> | null>(null);

  useEffect(() => {
    const made = make().start();
    setActor(made);
    return () => stopSystemChild(made);
  }, [make]);

  return actor;
}
