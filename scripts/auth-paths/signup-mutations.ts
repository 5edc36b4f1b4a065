/**
 * Mutated registration paths and SMS sends: the register call or the SMS send with a required
 * step removed or falsified (slider token, SMS code, captcha, invitation code), and registration
 * on a closed site. The gateway must refuse each as listed.
 */
import type { MutationSpec } from './auth-path.types';
import { is, makesCall, plainRegistration, signsInWithSentCode } from './path-traits';

const HUMANCHECK_REQUIRED = { status: 403, errorCode: 'humancheck.required' };

export const signupMutations: readonly MutationSpec[] = [
  {
    id: 'register-no-slider-token',
    title: 'the register call sent without the slider token',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: plainRegistration,
  },
  {
    id: 'register-spent-slider-token',
    title: 'a second registration (another username and number, a fresh captcha) with the slider token the first one spent',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: plainRegistration,
  },
  {
    id: 'register-sms-slider-token',
    title: 'the register call with a passed slider check issued for an SMS send (another purpose)',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: plainRegistration,
  },
  {
    id: 'register-no-sms-code',
    title: 'the register call without the SMS code',
    rejectedWith: { status: 400, errorCode: 'request_param_err' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-wrong-sms-code',
    title: 'the register call with a wrong SMS code',
    rejectedWith: { status: 200, errorCode: 'sms.code.invalid' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-other-number',
    title: 'the SMS code presented with another number, to which no code was sent',
    rejectedWith: { status: 200, errorCode: 'sms.code.missing' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-no-captcha',
    title: 'the register call without the captcha answer',
    rejectedWith: { status: 400, errorCode: 'request_param_err' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-wrong-captcha',
    title: 'the register call with a wrong captcha answer',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-captcha-not-fetched',
    title: 'the right captcha answer from a browser the captcha was not issued to (no captcha cookie)',
    rejectedWith: { status: 200, errorCode: 'captcha.invalid' },
    appliesTo: plainRegistration,
  },
  {
    id: 'register-unknown-invitation',
    title: "the register call with an invitation code no agent has (the client's check skipped)",
    rejectedWith: { status: 200, errorCode: 'invitation_code_error' },
    appliesTo: (p) => plainRegistration(p) || p.id === 'registration-refused--invitation_code_error',
  },
  {
    id: 'register-during-maintenance',
    title: 'a registration despite the maintenance screen',
    rejectedWith: { status: 503, errorCode: 'system.maintenance' },
    appliesTo: (p) => is(p, 'maintenance'),
  },
  {
    id: 'register-from-blocked-region',
    title: 'a registration despite the region-blocked screen',
    rejectedWith: { status: 403, errorCode: 'region.blocked' },
    appliesTo: (p) => is(p, 'region-blocked'),
  },
  {
    id: 'sms-send-no-slider-token',
    title: 'the SMS send without the slider token',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: (p) => signsInWithSentCode(p) && makesCall(p, 'sliderCheck.verifyDrag'),
  },
  {
    id: 'sms-send-spent-slider-token',
    title: 'a second SMS send with the slider token the first one spent',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: (p) => signsInWithSentCode(p) && makesCall(p, 'sliderCheck.verifyDrag'),
  },
];
