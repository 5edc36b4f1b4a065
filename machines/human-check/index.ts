/**
 * Human check (slider) chart and its pure evaluator for the gateway, which stores the snapshot
 * JSON per challenge and folds one event into it inside a transaction.
 */
import { initialTransition, transition } from 'xstate';
import { humanCheckMachine } from './human-check.machine';
import type { HumanCheckEvent, HumanCheckSnapshotJson, HumanCheckState } from './human-check.types';

export { humanCheckMachine, newHumanCheckContext } from './human-check.machine';
export { HUMAN_CHECK_POLICY } from './human-check.types';
export type { HumanCheckContext, HumanCheckEvent, HumanCheckSnapshotJson, HumanCheckState } from './human-check.types';

export interface HumanCheckResult {
  snapshotJson: HumanCheckSnapshotJson;
  state: HumanCheckState;
  accepted: boolean;
}

/** The snapshot of a challenge issued at `at`. */
export function issueHumanCheck(at: string): HumanCheckSnapshotJson {
  const [snapshot] = initialTransition(humanCheckMachine, { issuedAt: at });
  return { value: snapshot.value as HumanCheckState, context: snapshot.context };
}

/** Folds one event into a stored snapshot; runs no side effects. */
export function evaluateHumanCheck(snapshotJson: HumanCheckSnapshotJson, event: HumanCheckEvent): HumanCheckResult {
  const before = humanCheckMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });
  const accepted = before.can(event);
  const [next] = transition(humanCheckMachine, before, event);
  const state = next.value as HumanCheckState;
  return { snapshotJson: { value: state, context: next.context }, state, accepted };
}
