/** View model of the SMS code button, and the slider check it runs when the gateway asks for one. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { sliderCheckMachine } from '../slider-check';
import type { smsCountdownMachine } from './sms-countdown.machine';
import type { SmsCountdownView } from './sms-countdown.types';

export type SmsCountdownSnapshot = SnapshotFrom<typeof smsCountdownMachine>;

export function selectSmsCountdownView(snapshot: SmsCountdownSnapshot): SmsCountdownView {
  return {
    canSend: snapshot.can({ type: 'sms.send', mobileNum: '', countryDialingCode: '', humanCheckRequired: false }),
    checkingHuman: snapshot.matches('checkingHuman'),
    sending: snapshot.matches('sending'),
    counting: snapshot.matches('counting'),
    secondsLeft: snapshot.matches('counting') ? snapshot.context.secondsLeft : 0,
    errorCode: snapshot.context.errorCode,
    sent: snapshot.context.sent,
  };
}

/** The slider check child while one runs. */
export function selectSliderCheckRef(snapshot: SmsCountdownSnapshot): ActorRefFrom<typeof sliderCheckMachine> | undefined {
  return snapshot.children.sliderCheck;
}
