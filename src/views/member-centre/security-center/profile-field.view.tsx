/** The open profile field's container: renders the `profileField` child of the security centre. */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectProfileFieldView } from '../../../../machines/profile-field';
import type { profileFieldMachine } from '../../../../machines/profile-field';
import { ProfileFieldForm } from './profile-field-form';

export interface ProfileFieldViewProps {
  actor: ActorRefFrom<typeof profileFieldMachine>;
  onClose: () => void;
}

export function ProfileFieldView({ actor, onClose }: ProfileFieldViewProps) {
  const view = useSelector(actor, selectProfileFieldView, shallowEqual);
  return (
    <ProfileFieldForm
      view={view}
      onChange={(value) => actor.send({ type: 'field.change', field: 'value', value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onConfirm={() => actor.send({ type: 'form.confirm' })}
      onBack={() => actor.send({ type: 'form.back' })}
      onClose={onClose}
    />
  );
}
