import type { SnapshotFrom } from 'xstate';
import type { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordView } from './change-password.types';

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;

export function selectChangePasswordView(snapshot: ChangePasswordSnapshot): ChangePasswordView {
  const { values, fieldErrors, errorCode, forced } = snapshot.context;
  return {
    values,
    fieldErrors,
    errorCode,
    busy: snapshot.hasTag('busy'),
    forced,
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
