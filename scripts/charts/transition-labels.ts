/**
 * Plain-text wording of transitions and states, shared by the Mermaid diagram, the Graphviz drawing
 * and the tables so that a reader sees the same words in all three. UML's `event [guard] / actions`.
 */
import type { ChartState, ChartTransition } from '../../machines/tooling';

/** `form.submit [formValid]`, `after CAPTCHA_COOLDOWN 1000 ms`, `done: submitLogin`, `always [regionBlocked]`. */
export function triggerLabel(transition: ChartTransition): string {
  return transition.guard ? `${transition.event} [${transition.guard}]` : transition.event;
}

/**
 * A transition that stays in its state, written inside that state as UML does for internal
 * transitions: `field.change / assignField`.
 */
export function internalLabel(transition: ChartTransition): string {
  const trigger = triggerLabel(transition);
  return transition.actions.length > 0 ? `${trigger} / ${transition.actions.join(', ')}` : trigger;
}

/** How an invoke reads on its state: `invoke submitLogin`, or `invoke id (src)` when they differ. */
export function invokeLabel(invoke: { id: string; src: string }): string {
  return invoke.id === invoke.src ? `invoke ${invoke.id}` : `invoke ${invoke.id} (${invoke.src})`;
}

/**
 * The entry and exit actions the chart's author wrote. For each delayed event of a state, xstate
 * appends a `raise` of that event to the state's entry and its `cancel` to the exit; those are how
 * `after` works, already shown as the `after …` transition, so they are dropped from the end.
 */
export function authoredActions(state: ChartState, transitions: readonly ChartTransition[]): { entry: string[]; exit: string[] } {
  const delayed = new Set(transitions.filter((t) => t.source === state.id && t.kind === 'after').map((t) => t.eventType)).size;
  const dropTail = (actions: string[], name: string) => {
    const out = [...actions];
    for (let n = 0; n < delayed && out.at(-1) === name; n += 1) out.pop();
    return out;
  };
  return { entry: dropTail(state.entry, 'raise'), exit: dropTail(state.exit, 'cancel') };
}

/**
 * The lines written inside a state besides its name, in a fixed order: what it is for, what it
 * runs, its tags, its entry and exit actions, and the transitions that stay in it. `transitions`
 * are the state's own (the internal ones are picked out here).
 */
export function stateDetailLines(state: ChartState, transitions: readonly ChartTransition[]): string[] {
  const lines: string[] = [];
  const { entry, exit } = authoredActions(state, transitions);
  if (state.description)
    lines.push(
      ...state.description
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    );
  for (const invoke of state.invokes) lines.push(invokeLabel(invoke));
  if (state.tags.length > 0) lines.push(`tags ${state.tags.join(', ')}`);
  if (entry.length > 0) lines.push(`entry / ${entry.join(', ')}`);
  if (exit.length > 0) lines.push(`exit / ${exit.join(', ')}`);
  for (const transition of transitions) if (transition.targetless) lines.push(internalLabel(transition));
  return lines;
}

/** Transitions grouped by source id, in model order: the renderers walk states and ask for theirs. */
export function transitionsBySource(transitions: readonly ChartTransition[]): Map<string, ChartTransition[]> {
  const bySource = new Map<string, ChartTransition[]>();
  for (const transition of transitions) {
    const list = bySource.get(transition.source) ?? [];
    list.push(transition);
    bySource.set(transition.source, list);
  }
  return bySource;
}
