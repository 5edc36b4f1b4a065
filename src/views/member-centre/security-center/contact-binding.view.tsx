/**
 * The mobile number's or e-mail's form container: renders the `contactBinding` child of the security
 * centre, and each step's "get code" button over its `smsCountdown` child.
 */
import type { ActorRefFrom } from 'xstate';
import { shallowEqual, useSelector } from '../../../lib/use-selector';
import { selectContactBindingCountdownRef, selectContactBindingView } from '../../../../machines/contact-binding';
import type { contactBindingMachine } from '../../../../machines/contact-binding';
import { SmsCodeButton } from '../../verification/sms-code-button.view';
import { ContactBindingForm } from './contact-binding-form';

export function ContactBindingView({ actor, onClose }: { actor: ActorRefFrom<typeof contactBindingMachine>; onClose: () => void }) {
  const view = useSelector(actor, selectContactBindingView, shallowEqual);
  const countdown = useSelector(actor, selectContactBindingCountdownRef);
  return (
    <ContactBindingForm
      view={view}
      codeButton={
        // one button per step: the new contact's starts afresh
        countdown ? (
          <SmsCodeButton key={view.step} countdown={countdown} onSend={() => actor.send({ type: 'code.request' })} disabled={view.busy} />
        ) : null
      }
      onFieldChange={(field, value) => actor.send({ type: 'field.change', field, value })}
      onSubmit={() => actor.send({ type: 'form.submit' })}
      onCancel={onClose}
    />
  );
}
