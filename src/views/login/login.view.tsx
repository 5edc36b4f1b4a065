/** Login container: the login chart's view model into the presentational dialog. */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectLoginRef, selectSocialLoginReady, selectSocialProviders } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { selectLoginSmsCountdownRef, selectLoginView } from '../../../machines/login';
import type { loginMachine } from '../../../machines/login';
import { SmsCodeButton } from '../verification/sms-code-button.view';
import { LoginDialog } from './login-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type LoginRef = ActorRefFrom<typeof loginMachine>;

function LoginForm({ login, session }: { login: LoginRef; session: SessionRef }) {
  const view = useSelector(login, selectLoginView, shallowEqual);
  const countdown = useSelector(login, selectLoginSmsCountdownRef);
  const socialProviders = useSelector(session, selectSocialProviders);
  const socialLoginReady = useSelector(session, selectSocialLoginReady);
  const codeButton =
    view.mode === 'sms' && countdown ? (
      <SmsCodeButton countdown={countdown} onSend={() => login.send({ type: 'code.request' })} disabled={!view.canRequestCode} />
    ) : null;
  return (
    <LoginDialog
      view={view}
      codeButton={codeButton}
      socialProviders={socialProviders}
      socialLoginReady={socialLoginReady}
      onSocialStart={(provider) => session.send({ type: 'social.start', provider })}
      onModeSelect={(mode) => login.send({ type: 'mode.select', mode })}
      onFieldChange={(field, value) => login.send({ type: 'field.change', field, value })}
      onRememberToggle={() => login.send({ type: 'remember.toggle' })}
      onSubmit={() => login.send({ type: 'form.submit' })}
      onRefreshCaptcha={() => login.send({ type: 'captcha.refresh' })}
      onFreePlay={() => login.send({ type: 'freePlay.start' })}
      onForgotPassword={() => session.send({ type: 'forgot.open' })}
      onRegister={() => session.send({ type: 'register.open' })}
      onClose={() => session.send({ type: 'login.close' })}
    />
  );
}

export default function LoginView({ session }: { session: SessionRef }) {
  const login = useSelector(session, selectLoginRef);
  return login ? <LoginForm login={login} session={session} /> : null;
}
