/**
 * The one way a view starts a chart of its own (a widget or page chart that lives as long as its
 * view): the actor reports to the same inspector as the root actor system, so a QA trace records
 * and replays it beside the root's children instead of missing it.
 */
import { useActorRef } from '@xstate/react';
import type { ActorOptions, AnyActorLogic } from 'xstate';
import { inspect } from './inspect';

export function useChartActor<TLogic extends AnyActorLogic>(logic: TLogic, options: ActorOptions<TLogic> = {}) {
  return useActorRef(logic, { ...options, inspect });
}
