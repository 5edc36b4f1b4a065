/**
 * SMS code lifecycle chart and its pure evaluator for the gateway, which stores the snapshot JSON
 * per merchant, purpose and number and folds one event into it inside a transaction.
 */
import { initialTransition, transition } from 'xstate';
import { smsCodeMachine } from './sms-code.machine';
import type { SmsCodeEvent, SmsCodeSnapshotJson, SmsCodeState } from './sms-code.types';

export { initialSmsCodeContext, sendsInWindow, smsCodeMachine } from './sms-code.machine';
export { SMS_CODE_POLICY } from './sms-code.types';
export type { SmsCodeContext, SmsCodeEvent, SmsCodeSnapshotJson, SmsCodeState } from './sms-code.types';

export interface SmsCodeResult {
  snapshotJson: SmsCodeSnapshotJson;
  state: SmsCodeState;
  /** false when no transition took the event (e.g. a send refused by the resend or send limit) */
  accepted: boolean;
}

function restore(snapshotJson: SmsCodeSnapshotJson | null) {
  if (snapshotJson === null) return initialTransition(smsCodeMachine)[0];
  return smsCodeMachine.resolveState({ value: snapshotJson.value, context: snapshotJson.context });
}

/** Folds one event into a stored snapshot (null = a number never seen); runs no side effects. */
export function evaluateSmsCode(snapshotJson: SmsCodeSnapshotJson | null, event: SmsCodeEvent): SmsCodeResult {
  const before = restore(snapshotJson);
  const accepted = before.can(event);
  const [next] = transition(smsCodeMachine, before, event);
  const state = next.value as SmsCodeState;
  return { snapshotJson: { value: state, context: next.context }, state, accepted };
}
