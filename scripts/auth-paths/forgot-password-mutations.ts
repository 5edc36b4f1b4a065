/**
 * Mutated SMS logins, password resets and slider checks: a code or link used a second time, a
 * spent or expired slider token, a second drag on a spent challenge, and SMS or reset calls on a
 * closed site. The gateway must refuse each as listed.
 */
import type { MutationSpec } from './auth-path.types';
import { is } from './path-traits';

const HUMANCHECK_REQUIRED = { status: 403, errorCode: 'humancheck.required' };
const MAINTENANCE = { status: 503, errorCode: 'system.maintenance' };
const BLOCKED = { status: 403, errorCode: 'region.blocked' };

export const forgotPasswordMutations: readonly MutationSpec[] = [
  {
    id: 'sms-login-code-reused',
    title: 'the SMS code that signed in presented a second time',
    rejectedWith: { status: 200, errorCode: 'login.failed' },
    appliesTo: (p) => is(p, 'sms-login'),
  },
  {
    id: 'phone-reset-code-reused',
    title: 'the SMS code of the reset presented a second time',
    rejectedWith: { status: 200, errorCode: 'sms.code.invalid' },
    appliesTo: (p) => is(p, 'phone-reset'),
  },
  {
    id: 'reset-link-reused',
    title: 'the e-mailed reset link used a second time',
    rejectedWith: { status: 200, errorCode: 'password.reset.invalid' },
    appliesTo: (p) => is(p, 'reset-link-used'),
  },
  {
    id: 'sms-during-maintenance',
    title: 'an SMS code and an SMS login despite the maintenance screen',
    rejectedWith: MAINTENANCE,
    appliesTo: (p) => is(p, 'maintenance'),
  },
  {
    id: 'sms-from-blocked-region',
    title: 'an SMS code and an SMS login despite the region-blocked screen',
    rejectedWith: BLOCKED,
    appliesTo: (p) => is(p, 'region-blocked'),
  },
  {
    id: 'reset-during-maintenance',
    title: 'a reset e-mail, a reset by link and a reset by phone despite the maintenance screen',
    rejectedWith: MAINTENANCE,
    appliesTo: (p) => is(p, 'maintenance'),
  },
  {
    id: 'reset-from-blocked-region',
    title: 'a reset e-mail, a reset by link and a reset by phone despite the region-blocked screen',
    rejectedWith: BLOCKED,
    appliesTo: (p) => is(p, 'region-blocked'),
  },
  {
    id: 'slider-token-reused',
    title: 'the spent slider token presented with a second SMS send',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: (p) => is(p, 'human-check-used'),
  },
  {
    id: 'slider-second-drag',
    title: 'a second drag, now on the target, on the challenge the refused drag spent',
    rejectedWith: { status: 200, errorCode: 'humancheck.expired' },
    appliesTo: (p) => is(p, 'human-check-failed'),
  },
  {
    id: 'slider-drag-too-late',
    title: 'a drag on the target after the challenge expired',
    rejectedWith: { status: 200, errorCode: 'humancheck.expired' },
    appliesTo: (p) => is(p, 'human-check-expired'),
  },
  {
    id: 'slider-token-expired',
    title: 'the token of a passed check presented after its 2 minutes',
    rejectedWith: HUMANCHECK_REQUIRED,
    appliesTo: (p) => is(p, 'human-check-token-expired'),
  },
];
