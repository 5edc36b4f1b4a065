/**
 * The "get code" button over an `smsCountdown` actor: "Get code" or the seconds left, the slider
 * check while the countdown chart runs one, and the warning dialog when a send fails. The owning
 * form validates the number and sends `sms.send` itself, through `onSend`.
 */
import { shallowEqual, useSelector } from '../../lib/use-selector';
import type { ActorRefFrom } from 'xstate';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { selectSliderCheckRef, selectSmsCountdownView } from '../../../machines/sms-countdown';
import type { smsCountdownMachine } from '../../../machines/sms-countdown';
import { SliderCheckView } from './slider-check.view';
import { verificationMessage } from './verification.messages';
import { WarningDialog } from './warning-dialog';
import './verification.css';

export interface SmsCodeButtonProps {
  countdown: ActorRefFrom<typeof smsCountdownMachine>;
  onSend: () => void;
  disabled?: boolean;
}

export function SmsCodeButton({ countdown, onSend, disabled = false }: SmsCodeButtonProps) {
  const { i18n } = useLingui();
  const view = useSelector(countdown, selectSmsCountdownView, shallowEqual);
  const slider = useSelector(countdown, selectSliderCheckRef);
  const showError = view.errorCode !== null && !view.checkingHuman;
  const secondsLeft = view.secondsLeft;
  return (
    <>
      <button
        type="button"
        className="button button--secondary sms-code__button"
        onClick={onSend}
        disabled={disabled || !view.canSend}
        aria-live="polite"
        data-testid="sms-code-button"
      >
        {view.counting ? <Trans>{secondsLeft} s</Trans> : view.sending ? <Trans>Sending…</Trans> : <Trans>Get code</Trans>}
      </button>
      {slider ? <SliderCheckView slider={slider} /> : null}
      {showError ? (
        <WarningDialog onConfirm={() => countdown.send({ type: 'sms.dismissError' })} testId="sms-error">
          {i18n._(verificationMessage(view.errorCode!))}
        </WarningDialog>
      ) : null}
    </>
  );
}
