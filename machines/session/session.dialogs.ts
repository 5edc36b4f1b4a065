/**
 * The guest dialogs' charts as the session runs them: each dialog state spawns its chart, from the
 * ones the loaders answered (`loadedCharts`), as the session's own child on entry (and stops it on
 * exit, in session.machine.ts). Kept apart from the chart's states so each file reads on its own.
 */
import type { AnyActorLogic } from 'xstate';
import { forgotPasswordInput, loginInput, registrationInput, socialLoginInput } from './session.transitions';
import type { DialogChartDone, GuestDialogCharts, SessionContext, SessionEvent } from './session.types';

type Spawn = (...args: never[]) => unknown;

/**
 * Spawns a loaded dialog chart under its id (it lives in the session's `children` until stopped, so
 * the snapshot needs no ref of it). The session's setup cannot name these charts (they are not in
 * its bundle), so XState's typing of `spawn` would refuse the id: the call is typed loosely here,
 * once, as the root does for the charts views bring.
 */
function spawnDialogChart(spawn: Spawn, logic: AnyActorLogic | undefined, id: keyof GuestDialogCharts | 'socialLogin', input: unknown): void {
  // no logic only in a replayed trace recorded before the loaders answered charts (lazy-chart.ts)
  if (logic) spawn(logic as never, { id, input } as never);
}

const dialogInputs = { login: loginInput, registration: registrationInput, forgotPassword: forgotPasswordInput };

/** The entry of a dialog state: its chart, with the input the session gives it; changes no context. */
export function startDialogChart(chart: keyof GuestDialogCharts) {
  return ({ context, spawn }: { context: SessionContext; spawn: Spawn }) => {
    // a dialog state is entered only once its charts are loaded
    if (context.dialogCharts) spawnDialogChart(spawn, context.dialogCharts.logic()[chart], chart, dialogInputs[chart]({ context }));
    return {};
  };
}

/** The entry of the social login: its chart, for the provider of the button pressed. */
export function startSocialLoginChart({ context, event, spawn }: { context: SessionContext; event: SessionEvent | DialogChartDone; spawn: Spawn }) {
  if (context.socialLoginChart)
    spawnDialogChart(spawn, context.socialLoginChart.logic().socialLogin, 'socialLogin', socialLoginInput({ context, event }));
  return {};
}
