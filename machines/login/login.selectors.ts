import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { selectCaptchaView } from '../captcha';
import type { smsCountdownMachine } from '../sms-countdown';
import type { loginMachine } from './login.machine';
import type { LoginView } from './login.types';

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;

export function selectLoginView(snapshot: LoginSnapshot): LoginView {
  const { values, remember, fieldErrors, errorCode, smsLoginEnabled, registrationEnabled } = snapshot.context;
  const mode = snapshot.matches({ active: { mode: 'sms' } }) ? 'sms' : 'password';
  // the captcha belongs to the password tab; the child's last snapshot says what it shows
  const captchaVisible = mode === 'password' && snapshot.matches({ active: { captcha: 'required' } });
  const captcha = selectCaptchaView(snapshot.context.captcha);
  return {
    mode,
    smsLoginEnabled,
    values,
    remember,
    fieldErrors,
    errorCode,
    busy: snapshot.hasTag('busy'),
    captchaVisible,
    captchaImage: captchaVisible ? captcha.captchaImage : null,
    captchaLoading: captchaVisible && captcha.loading,
    canRefreshCaptcha: captchaVisible && snapshot.can({ type: 'captcha.refresh' }),
    // taken while the form restores too (the header's button), but offered once the form is editable
    canFreePlay: snapshot.matches({ active: { form: 'editing' } }) && snapshot.can({ type: 'freePlay.start' }),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    canSelectMode: snapshot.can({ type: 'mode.select', mode: mode === 'sms' ? 'password' : 'sms' }),
    canRequestCode: snapshot.can({ type: 'code.request' }),
    canRegister: registrationEnabled,
  };
}

/** The get-code button's countdown, child of the dialog. */
export function selectLoginSmsCountdownRef(snapshot: LoginSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.smsCountdown;
}
