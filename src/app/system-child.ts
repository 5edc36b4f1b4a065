/**
 * Starts a chart that lives as long as the page (the game launcher, customer service, a lazy
 * chunk's loader) as a child of the root actor, made by the edge when it is first needed (a view's
 * charts are the root's own children: src/app/chart-actor.ts). It joins the root's actor system:
 * the inspector attached to that system (a QA trace) records it from its first event, and charts
 * reach it by its `systemId`. It is never stopped on its own: it ends with the page.
 *
 * Without a root (a view tested on its own) the chart runs alone, still reporting to the inspector.
 */
import { createActor } from 'xstate';
import type { Actor, AnyActorLogic, AnyActorRef, InputFrom } from 'xstate';
import { inspect } from './inspect';

export interface SystemChildOptions<TLogic extends AnyActorLogic> {
  /** the name other charts and the edge find it by (`root.system.get(systemId)`) */
  systemId?: string;
  /** its id in a trace's system path, e.g. `chunkLoader.home` */
  id?: string;
  input?: InputFrom<TLogic>;
}

/** Made but not started: for a view that reads its snapshot first and starts it in an effect. */
export function createSystemChild<TLogic extends AnyActorLogic>(
  root: AnyActorRef | null,
  logic: TLogic,
  options: SystemChildOptions<TLogic> = {},
): Actor<TLogic> {
  // named after its chart in a trace's system path (`systemStatus/newsPopup`) unless given a name
  const named = { id: (logic as { id?: unknown }).id, ...options };
  const actor = root ? createActor(logic, { ...named, parent: root } as never) : createActor(logic, { ...named, inspect } as never);
  return actor as Actor<TLogic>;
}

export function startSystemChild<TLogic extends AnyActorLogic>(
  root: AnyActorRef | null,
  logic: TLogic,
  options: SystemChildOptions<TLogic> = {},
): Actor<TLogic> {
  return createSystemChild(root, logic, options).start();
}
