/** The slider check and the SMS code button with the gateway's calls, provided once for every flow with a "get code" button. */
import { provideSliderCheck } from '../../machines/slider-check';
import { provideSmsCountdown } from '../../machines/sms-countdown';
import { fetchSliderChallenge, sendSmsCode, verifySliderDrag } from '../api/verification.api';

export const providedSliderCheckMachine = provideSliderCheck({ fetchSliderChallenge, verifySliderDrag });
export const providedSmsCountdownMachine = provideSmsCountdown({ sendSmsCode }, providedSliderCheckMachine);
