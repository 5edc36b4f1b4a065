/** View model of the social login while it runs. */
import type { SnapshotFrom } from 'xstate';
import type { socialLoginMachine } from './social-login.machine';
import type { SocialLoginView } from './social-login.types';

export type SocialLoginSnapshot = SnapshotFrom<typeof socialLoginMachine>;

export function selectSocialLoginView(snapshot: SocialLoginSnapshot): SocialLoginView {
  const failed = snapshot.matches('failed');
  return {
    provider: snapshot.context.provider,
    waiting: snapshot.hasTag('waiting'),
    busy: snapshot.hasTag('busy'),
    errorCode: failed ? snapshot.context.errorCode : null,
    canRetry: snapshot.can({ type: 'social.retry' }),
    canCancel: snapshot.can({ type: 'social.cancel' }),
  };
}
