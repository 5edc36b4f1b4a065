/** Login container: the login chart's view model into the presentational dialog. */
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectLoginRef } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { selectLoginView } from '../../../machines/login';
import type { loginMachine } from '../../../machines/login';
import { LoginDialog } from './login-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type LoginRef = ActorRefFrom<typeof loginMachine>;

function LoginForm({ login, session }: { login: LoginRef; session: SessionRef }) {
  const view = useSelector(login, selectLoginView, shallowEqual);
  return (
    <LoginDialog
      view={view}
      onFieldChange={(field, value) => login.send({ type: 'field.change', field, value })}
      onRememberToggle={() => login.send({ type: 'remember.toggle' })}
      onSubmit={() => login.send({ type: 'form.submit' })}
      onRefreshCaptcha={() => login.send({ type: 'captcha.refresh' })}
      onFreePlay={() => login.send({ type: 'freePlay.start' })}
      onClose={() => session.send({ type: 'login.close' })}
    />
  );
}

export default function LoginView({ session }: { session: SessionRef }) {
  const login = useSelector(session, selectLoginRef);
  return login ? <LoginForm login={login} session={session} /> : null;
}
