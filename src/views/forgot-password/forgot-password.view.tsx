/** Forgot-password container: the chart's view model into the presentational dialog (a lazy chunk). */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectForgotPasswordSmsCountdownRef, selectForgotPasswordView } from '../../../machines/forgot-password';
import type { forgotPasswordMachine } from '../../../machines/forgot-password';
import { selectForgotPasswordRef } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { SmsCodeButton } from '../verification/sms-code-button.view';
import { ForgotPasswordDialog } from './forgot-password-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type ForgotPasswordRef = ActorRefFrom<typeof forgotPasswordMachine>;

function ForgotPasswordFlow({ flow, session }: { flow: ForgotPasswordRef; session: SessionRef }) {
  const view = useSelector(flow, selectForgotPasswordView, shallowEqual);
  const countdown = useSelector(flow, selectForgotPasswordSmsCountdownRef);
  const codeButton = countdown ? (
    <SmsCodeButton countdown={countdown} onSend={() => flow.send({ type: 'code.request' })} disabled={!view.canRequestCode} />
  ) : null;
  return (
    <ForgotPasswordDialog
      view={view}
      codeButton={codeButton}
      onFieldChange={(field, value) => flow.send({ type: 'field.change', field, value })}
      onSubmit={() => flow.send({ type: 'form.submit' })}
      onConfirm={() => flow.send({ type: 'result.confirm' })}
      onRenewLink={() => flow.send({ type: 'link.renew' })}
      onClose={() => session.send({ type: 'forgot.close' })}
    />
  );
}

export default function ForgotPasswordView({ session }: { session: SessionRef }) {
  const flow = useSelector(session, selectForgotPasswordRef);
  return flow ? <ForgotPasswordFlow flow={flow} session={session} /> : null;
}
