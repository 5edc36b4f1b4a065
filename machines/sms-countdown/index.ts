export { smsCountdownMachine } from './sms-countdown.machine';
export { selectSliderCheckRef, selectSmsCountdownView } from './sms-countdown.selectors';
export type { SmsCountdownSnapshot } from './sms-countdown.selectors';
export type {
  PhoneCodeSession,
  PhoneProvider,
  SmsCountdownContext,
  SmsCountdownEvent,
  SmsCountdownInput,
  SmsCountdownView,
  SmsPurpose,
  SmsSendRequest,
  SmsSendResult,
  SmsTarget,
} from './sms-countdown.types';
