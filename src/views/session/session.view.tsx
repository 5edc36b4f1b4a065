/**
 * Session container: the dialogs of the session chart (login, registration, forgot password, change
 * password, sign-out confirmation, real-account warning). Login, registration, forgot password and
 * change password are separate chunks: home does not need their code (or the payload codec behind
 * them) until a dialog opens.
 */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Trans } from '@lingui/react/macro';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { ChunkError } from '../common/chunk-states';
import { lazyComponent } from '../common/lazy-component';
import { Modal } from '../common/modal';
import { RealAccountWarning } from './real-account-warning';
import { SignOutDialog } from './sign-out-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;

const dialogError = (retry: () => void) => (
  <Modal title={<Trans>Something went wrong</Trans>}>
    <ChunkError onRetry={retry} />
  </Modal>
);

const LoginView = lazyComponent(() => import('../login/login.view'), { pending: null, renderError: dialogError });
const ChangePasswordView = lazyComponent(() => import('../change-password/change-password.view'), {
  pending: null,
  renderError: dialogError,
});
const ForgotPasswordView = lazyComponent(() => import('../forgot-password/forgot-password.view'), {
  pending: null,
  renderError: dialogError,
});
const RegistrationView = lazyComponent(() => import('../registration/registration.view'), {
  pending: null,
  renderError: dialogError,
});

export function SessionDialogs({ session }: { session: SessionRef }) {
  const view = useSelector(session, selectSessionView, shallowEqual);
  return (
    <>
      {view.showLogin ? <LoginView session={session} /> : null}
      {view.showForgotPassword ? <ForgotPasswordView session={session} /> : null}
      {view.showRegister ? <RegistrationView session={session} /> : null}
      {view.showChangePassword && !view.showSignOutConfirm ? <ChangePasswordView session={session} /> : null}
      {view.showSignOutConfirm ? (
        <SignOutDialog
          busy={view.status === 'signingOut'}
          onConfirm={() => session.send({ type: 'signOut.confirm' })}
          onCancel={() => session.send({ type: 'signOut.cancel' })}
        />
      ) : null}
      {view.showRealAccountWarning ? <RealAccountWarning onDismiss={() => session.send({ type: 'warning.dismiss' })} /> : null}
    </>
  );
}
