/** Social login container: the social-login chart's view model into the presentational dialog. */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { selectSocialLoginRef } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { selectSocialLoginView } from '../../../machines/social-login';
import type { socialLoginMachine } from '../../../machines/social-login';
import { SocialLoginDialog } from './social-login-dialog';
import './social-login.css';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type SocialLoginRef = ActorRefFrom<typeof socialLoginMachine>;

function SocialLoginPanel({ socialLogin }: { socialLogin: SocialLoginRef }) {
  const view = useSelector(socialLogin, selectSocialLoginView, shallowEqual);
  return (
    <SocialLoginDialog
      view={view}
      // sent from the click: a window reopened here is not blocked
      onRetry={() => socialLogin.send({ type: 'social.retry' })}
      onCancel={() => socialLogin.send({ type: 'social.cancel' })}
    />
  );
}

export default function SocialLoginView({ session }: { session: SessionRef }) {
  const socialLogin = useSelector(session, selectSocialLoginRef);
  return socialLogin ? <SocialLoginPanel socialLogin={socialLogin} /> : null;
}
