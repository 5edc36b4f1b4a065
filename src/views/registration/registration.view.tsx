/**
 * Registration container: the registration chart's view model into the presentational popup,
 * with the SMS code button and the slider check drawn from the chart's children.
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { useLingui } from '@lingui/react';
import { selectRegistrationSliderRef, selectRegistrationView, selectSmsCountdownRef } from '../../../machines/registration';
import type { registrationMachine } from '../../../machines/registration';
import { selectRegistrationRef } from '../../../machines/session';
import type { sessionMachine } from '../../../machines/session';
import { SliderCheckView } from '../verification/slider-check.view';
import { SmsCodeButton } from '../verification/sms-code-button.view';
import { RegistrationDialog } from './registration-dialog';

type SessionRef = ActorRefFrom<typeof sessionMachine>;
type RegistrationRef = ActorRefFrom<typeof registrationMachine>;

/** Catalog locale to the product's language code (SPEC §1: MS, EN, CN). */
const languageCodes: Record<string, string> = { ms: 'MS', en: 'EN', zh: 'CN' };

function RegistrationForm({ registration, session }: { registration: RegistrationRef; session: SessionRef }) {
  const { i18n } = useLingui();
  const view = useSelector(registration, selectRegistrationView, shallowEqual);
  const countdown = useSelector(registration, selectSmsCountdownRef);
  const slider = useSelector(registration, selectRegistrationSliderRef);
  return (
    <RegistrationDialog
      view={view}
      languageCode={languageCodes[i18n.locale] ?? i18n.locale.toUpperCase()}
      smsButton={
        countdown && view.smsCodeShown ? (
          <SmsCodeButton countdown={countdown} onSend={() => registration.send({ type: 'sms.request' })} disabled={!view.canRequestSms} />
        ) : null
      }
      slider={slider ? <SliderCheckView slider={slider} /> : null}
      onModeSelect={(mode) => registration.send({ type: 'mode.select', mode })}
      onFieldChange={(field, value) => registration.send({ type: 'field.change', field, value })}
      onCountrySelect={(countryDialingCode) => registration.send({ type: 'country.select', countryDialingCode })}
      onTermsToggle={() => registration.send({ type: 'terms.toggle' })}
      onRefreshCaptcha={() => registration.send({ type: 'captcha.refresh' })}
      onSubmit={() => registration.send({ type: 'form.submit' })}
      onDismissWarning={() => registration.send({ type: 'warning.dismiss' })}
      onRetry={() => registration.send({ type: 'settings.retry' })}
      onLogin={() => session.send({ type: 'login.open' })}
      onClose={() => session.send({ type: 'register.close' })}
    />
  );
}

export default function RegistrationView({ session }: { session: SessionRef }) {
  const registration = useSelector(session, selectRegistrationRef) as RegistrationRef | undefined;
  return registration ? <RegistrationForm registration={registration} session={session} /> : null;
}
