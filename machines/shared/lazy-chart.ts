/**
 * Child charts loaded on first use. A parent declares such a child in `setup` with
 * `lazyChart<typeof childMachine>('child')` (a type-only import, so the child's code is not bundled
 * with the parent) and runs a loading state before the state that invokes it. The edge loads the
 * chart's module and binds it with `bindLazyCharts`; tests provide the real chart directly.
 *
 * This keeps the dialogs' charts (login, registration, recovery, password change) out of the
 * JavaScript every visitor downloads on the home page.
 */
import { fromPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';

/** Stands in for a child chart until it is bound; invoking it unbound fails loudly. */
export function lazyChart<TLogic extends AnyActorLogic>(name: string): TLogic {
  return fromPromise(async () => {
    throw new Error(`${name} chart not loaded`);
  }) as unknown as TLogic;
}

/**
 * Binds loaded charts into a (provided) parent machine. XState resolves an invoked `src` name
 * against the machine's implementations when the state is entered, so charts bound after the actor
 * started are used by every later invoke. Bind before the state that invokes them is entered.
 */
export function bindLazyCharts(machine: AnyStateMachine, charts: Record<string, AnyActorLogic>): void {
  const actors = machine.implementations.actors as Record<string, AnyActorLogic>;
  for (const [name, logic] of Object.entries(charts)) actors[name] = logic;
}
