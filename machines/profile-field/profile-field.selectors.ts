/** View model of one profile field's form. */
import type { SnapshotFrom } from 'xstate';
import type { profileFieldMachine } from './profile-field.machine';
import type { ProfileFieldView } from './profile-field.types';
import { SET_ONCE_FIELDS } from './profile-field.types';

export type ProfileFieldSnapshot = SnapshotFrom<typeof profileFieldMachine>;

export function selectProfileFieldView(snapshot: ProfileFieldSnapshot): ProfileFieldView {
  const { field, values, fieldErrors, errorCode } = snapshot.context;
  return {
    field,
    value: values.value,
    error: fieldErrors.value ?? null,
    errorCode,
    setOnce: SET_ONCE_FIELDS.includes(field),
    confirming: snapshot.matches('confirming'),
    saving: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
