export { smsCountdownMachine } from './sms-countdown.machine';
export { provideSmsCountdown } from './sms-countdown.calls';
export type { SmsCountdownCalls } from './sms-countdown.calls';
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
