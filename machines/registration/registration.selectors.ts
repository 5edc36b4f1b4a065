/** View model of the registration dialog, and the child charts its widgets draw. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { selectCaptchaView } from '../captcha';
import type { sliderCheckMachine } from '../slider-check';
import type { smsCountdownMachine } from '../sms-countdown';
import type { registrationMachine } from './registration.machine';
import { availableModes, needsSmsCode, visibleFields } from './registration.rules';
import type { RegistrationView, RegistrationWarning } from './registration.types';

export type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;

/** Social login buttons show only when the merchant switches them on (the flow itself comes later). */
const SOCIAL_SWITCHES = [
  ['facebook', 'FACEBOOKLOGIN3'],
  ['google', 'GOOGLELOGIN3'],
  ['telegram', 'TELEGRAMLOGIN3'],
] as const;

function warningOf(snapshot: RegistrationSnapshot): RegistrationWarning {
  if (snapshot.matches({ form: { editor: 'termsWarning' } })) return 'terms';
  if (snapshot.matches({ form: { editor: 'invitationWarning' } })) return 'invitationCode';
  return null;
}

export function selectRegistrationView(snapshot: RegistrationSnapshot): RegistrationView {
  const { context } = snapshot;
  const { features, settings, mode } = context;
  const inForm = snapshot.matches('form');
  const fields = settings && inForm ? visibleFields({ rules: settings.rules, switches: features, mode, affiliate: context.affiliate }) : [];
  const captchaShown = fields.some((spec) => spec.field === 'captcha');
  // the captcha child's last snapshot says what it shows
  const captchaRequired = snapshot.matches({ form: { captcha: 'required' } });
  const captcha = selectCaptchaView(context.captcha);
  return {
    loading: snapshot.matches('loading'),
    loadFailed: snapshot.matches('loadFailed'),
    showModeTabs: settings !== null && availableModes(features).length > 1,
    mode,
    fields,
    values: context.values,
    fieldErrors: context.fieldErrors,
    errorCode: context.errorCode,
    countries: settings?.countries ?? [],
    countryDialingCode: context.countryDialingCode,
    termsAccepted: context.termsAccepted,
    warning: warningOf(snapshot),
    captchaShown,
    captchaImage: captchaRequired ? captcha.captchaImage : null,
    captchaLoading: captchaRequired && captcha.loading,
    canRefreshCaptcha: snapshot.can({ type: 'captcha.refresh' }),
    smsCodeShown: settings !== null && inForm && needsSmsCode(mode, features),
    canRequestSms: snapshot.can({ type: 'sms.request' }),
    busy: snapshot.hasTag('busy'),
    canSubmit: snapshot.can({ type: 'form.submit' }),
    socialLogins: SOCIAL_SWITCHES.filter(([, modId]) => features[modId] === true).map(([name]) => name),
  };
}

/** The SMS code button's chart while the form is open. */
export function selectSmsCountdownRef(snapshot: RegistrationSnapshot): ActorRefFrom<typeof smsCountdownMachine> | undefined {
  return snapshot.children.smsCountdown;
}

/** The slider check while the submit runs one. */
export function selectRegistrationSliderRef(snapshot: RegistrationSnapshot): ActorRefFrom<typeof sliderCheckMachine> | undefined {
  return snapshot.children.sliderCheck;
}
