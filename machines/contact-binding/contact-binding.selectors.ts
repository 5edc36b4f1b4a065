/** View model of the contact form, and its "get code" button. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { smsCountdownMachine } from '../sms-countdown';
import type { contactBindingMachine } from './contact-binding.machine';
import type { ContactBindingView } from './contact-binding.types';

export type ContactBindingSnapshot = SnapshotFrom<typeof contactBindingMachine>;

export function selectContactBindingView(snapshot: ContactBindingSnapshot): ContactBindingView {
  const { context } = snapshot;
  return {
    kind: context.kind,
    current: context.current,
    step: context.step,
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    codeTriesLeft: context.codeTriesLeft,
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canRequestCode: snapshot.can({ type: 'code.request' }),
  };
}

/** The "get code" button of the step on screen. */
export function selectContactBindingCountdownRef(snapshot: ContactBindingSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.smsCountdown;
}
