import type { SnapshotFrom } from 'xstate';
import type { loginMachine } from './login.machine';
import type { LoginView } from './login.types';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { values, remember, fieldErrors, errorCode, captchaImage } = snapshot.context;
  const captchaLoading = snapshot.matches({ active: { captcha: 'loading' } });
  const captchaVisible =
    captchaLoading || snapshot.matches({ active: { captcha: 'shown' } }) || snapshot.matches({ active: { captcha: 'failed' } });
  return {
    values,
    remember,
    fieldErrors,
    errorCode,
    busy: snapshot.hasTag('busy'),
    captchaVisible,
    // a stale image is not shown while its replacement loads or after a load failed
    captchaImage: snapshot.matches({ active: { captcha: 'shown' } }) ? captchaImage : null,
    captchaLoading,
    canRefreshCaptcha: snapshot.can({ type: 'captcha.refresh' }),
    canFreePlay: snapshot.can({ type: 'freePlay.start' }),
    canSubmit: snapshot.can({ type: 'form.submit' }),
  };
}
