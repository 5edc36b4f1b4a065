/**
 * Session container: the dialogs of the session chart (login, registration, forgot password, change
 * password, social login, sign-out confirmation, real-account warning). Login, registration, forgot
 * password, change password and social login are separate chunks: home does not need their code (or
 * the payload codec behind them) until a dialog opens.
 */
import { useCallback } from 'react';
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { Trans, useLingui } from '@lingui/react/macro';
import { selectSessionView } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { ChunkError, PagePending } from '../common/chunk-states';
import { lazyComponent } from '../common/lazy-component';
import { Modal } from '../common/modal';
import { SocialLoginStartProvider } from '../social-login/social-login-start';
import type { SocialProviderName } from '../social-login/social-login-start';

// dialogs a visitor opens now and then: their chunk comes when one opens, not with the first script
const SignOutDialog = lazyComponent('signOutDialog', () => import('./sign-out-dialog'), { pending: null });
const RealAccountWarning = lazyComponent('realAccountWarning', () => import('./real-account-warning'), { pending: null });

type SessionRef = ActorRefFrom<typeof sessionMachine>;

const dialogError = (retry: () => void, errorCode: string | null) => (
  <Modal title={<Trans>Something went wrong</Trans>}>
    <ChunkError errorCode={errorCode} onRetry={retry} />
  </Modal>
);

const LoginView = lazyComponent('login', () => import('../login/login.view'), { pending: null, renderError: dialogError });
const ChangePasswordView = lazyComponent('changePassword', () => import('../change-password/change-password.view'), {
  pending: null,
  renderError: dialogError,
});
const ForgotPasswordView = lazyComponent('forgotPassword', () => import('../forgot-password/forgot-password.view'), {
  pending: null,
  renderError: dialogError,
});
const RegistrationView = lazyComponent('registration', () => import('../registration/registration.view'), {
  pending: null,
  renderError: dialogError,
});
const SocialLoginView = lazyComponent('socialLogin', () => import('../social-login/social-login.view'), { pending: null, renderError: dialogError });

export function SessionDialogs({ session }: { session: SessionRef }) {
  const view = useSelector(session, selectSessionView, shallowEqual);
  const { t } = useLingui();
  const startSocialLogin = useCallback((provider: SocialProviderName) => session.send({ type: 'social.start', provider }), [session]);
  return (
    // the social login buttons of the dialogs start the login here, within their click
    <SocialLoginStartProvider onStart={startSocialLogin} ready={view.socialLoginReady}>
      {view.showDialogLoading ? (
        <Modal ariaLabel={t`Loading`} closable onClose={() => session.send({ type: 'dialog.dismiss' })}>
          <PagePending />
        </Modal>
      ) : null}
      {view.showDialogLoadFailed ? (
        <Modal title={<Trans>Something went wrong</Trans>} closable onClose={() => session.send({ type: 'dialog.dismiss' })}>
          <ChunkError errorCode={view.errorCode} onRetry={() => session.send({ type: 'dialog.retry' })} />
        </Modal>
      ) : null}
      {view.showLogin ? <LoginView session={session} /> : null}
      {view.showForgotPassword ? <ForgotPasswordView session={session} /> : null}
      {view.showRegister ? <RegistrationView session={session} /> : null}
      {view.showSocialLogin ? <SocialLoginView session={session} /> : null}
      {view.showChangePassword && !view.showSignOutConfirm ? <ChangePasswordView session={session} /> : null}
      {view.showSignOutConfirm ? (
        <SignOutDialog
          busy={view.status === 'signingOut'}
          onConfirm={() => session.send({ type: 'signOut.confirm' })}
          onCancel={() => session.send({ type: 'signOut.cancel' })}
        />
      ) : null}
      {view.showRealAccountWarning ? (
        <RealAccountWarning
          onSignUp={view.canSignUpFromWarning ? () => session.send({ type: 'warning.signUp' }) : null}
          onDismiss={() => session.send({ type: 'warning.dismiss' })}
        />
      ) : null}
    </SocialLoginStartProvider>
  );
}
