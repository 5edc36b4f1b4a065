/** Change-password container: the chart's view model into the presentational dialog. */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectChangePasswordRef } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { selectChangePasswordView } from '../../../machines/change-password';
import type { changePasswordMachine } from '../../../machines/change-password';
import { ChangePasswordDialog } from './change-password-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type ChangePasswordRef = ActorRefFrom<typeof changePasswordMachine>;

function ChangePasswordForm({ flow, session }: { flow: ChangePasswordRef; session: SessionRef }) {
  const view = useSelector(flow, selectChangePasswordView, shallowEqual);
  return (
    <ChangePasswordDialog
      view={view}
      onFieldChange={(field, value) => flow.send({ type: 'field.change', field, value })}
      onSubmit={() => flow.send({ type: 'form.submit' })}
      onClose={() => session.send({ type: 'changePassword.close' })}
      onSignOut={() => session.send({ type: 'session.signOut' })}
    />
  );
}

export default function ChangePasswordView({ session }: { session: SessionRef }) {
  const flow = useSelector(session, selectChangePasswordRef);
  return flow ? <ChangePasswordForm flow={flow} session={session} /> : null;
}
