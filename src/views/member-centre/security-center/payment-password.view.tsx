/**
 * The payment password section's container: renders the `paymentPassword` child of the security
 * centre, and the reset form's "get code" button over its `smsCountdown` child.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectPaymentPasswordCountdownRef, selectPaymentPasswordView } from '../../../../machines/payment-password';
import type { paymentPasswordMachine } from '../../../../machines/payment-password';
import { SmsCodeButton } from '../../verification/sms-code-button.view';
import { PaymentPasswordSection } from './payment-password-section';

export function PaymentPasswordView({ actor }: { actor: ActorRefFrom<typeof paymentPasswordMachine> }) {
  const view = useSelector(actor, selectPaymentPasswordView, shallowEqual);
  const countdown = useSelector(actor, selectPaymentPasswordCountdownRef);
  return (
    <PaymentPasswordSection
      view={view}
      codeButton={countdown ? <SmsCodeButton countdown={countdown} onSend={() => actor.send({ type: 'code.request' })} disabled={view.busy} /> : null}
      onSet={() => actor.send({ type: 'password.set' })}
      onChange={() => actor.send({ type: 'password.change' })}
      onForgot={() => actor.send({ type: 'password.forgot' })}
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={() => actor.send({ type: 'form.cancel' })}
    />
  );
}
