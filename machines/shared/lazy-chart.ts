/**
 * Child charts loaded on first use. A parent whose children are kept out of the home page's
 * JavaScript (the session's dialogs) invokes a loader that answers their logic, keeps what it
 * answered in its context with `loadedCharts`, and spawns each child from it on entering the state
 * the child belongs to (`stopChild` on leaving). The parent's definition never changes and nothing
 * is written into its implementations: the children are the parent's own, in its snapshot.
 *
 * Actor logic is code, not data. XState copies a context to persist it (the auth-path explorer
 * persists every state it reaches) and a QA trace writes events as JSON; a machine is neither
 * copyable (it refers to itself) nor JSON. So the context keeps the charts' names as data, which
 * both keep, and the logic behind a function, which both skip. A replayed trace has the names and
 * the recorded charts' ids, as the root's `child.start` does.
 */
import type { AnyActorLogic } from 'xstate';

export interface LoadedCharts<TCharts extends { [K in keyof TCharts]: AnyActorLogic }> {
  /** which charts were loaded: what a persisted snapshot, a graph key or a trace holds */
  readonly names: readonly (keyof TCharts & string)[];
  /** the charts' logic, to spawn a child from */
  readonly logic: () => TCharts;
}

/**
 * What a loader answered, as a context keeps it. A replayed trace recorded before its loader
 * answered charts has no answer: it keeps no names, and the parent spawns nothing from it.
 */
export function loadedCharts<TCharts extends { [K in keyof TCharts]: AnyActorLogic }>(charts: TCharts | undefined): LoadedCharts<TCharts> {
  const answered = charts ?? ({} as TCharts);
  return { names: Object.keys(answered).sort() as (keyof TCharts & string)[], logic: () => answered };
}
