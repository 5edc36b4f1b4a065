/**
 * Calls of the forgot-password chart: the reset e-mail, the e-mailed link and the reset by phone.
 * Keyed `<machine id>.<invoke src>`.
 */
import type { CallAnnotation } from './annotation.types';
import { SEALED, SITE_OPEN, SMS_CODE_CHECK } from './annotation.types';

const NEW_PASSWORD = 'new password 8-128 characters with a letter and a digit, confirmed (400 request_param_err)';
const EVERY_SESSION_ENDED = 'stored as an argon2id hash, must-change cleared, every session of the member revoked';

export const forgotPasswordCallAnnotations: Record<string, CallAnnotation> = {
  'forgotPassword.requestResetEmail': {
    call: 'POST /wps/member/password/email',
    check: `${SITE_OPEN}; only while CHNGPASSVERIF3 is off (403 function.not.available); when username and address belong together, a link valid 30 minutes and usable once goes to the mail outbox, its token only in the link's fragment and stored as a SHA-256 hash; the answer is the same whether or not they do`,
    summary: 'site open; CHNGPASSVERIF3 off; a 30-minute single-use link only to the address of that account; the same answer for every pair',
  },
  'forgotPassword.resetWithLink': {
    call: 'POST /wps/member/password/reset',
    encrypted: true,
    check: `${SEALED}; ${SITE_OPEN}; ${NEW_PASSWORD}; the link's token spent by the same UPDATE that checks it (unknown, expired or used: password.reset.invalid), with every other open link of the member; password ${EVERY_SESSION_ENDED}; no session is handed out`,
    summary: 'sealed body used once; site open; the link spent once within 30 minutes; every session revoked; no session handed out',
  },
  'forgotPassword.resetByPhone': {
    call: 'POST /wps/member/password/verification',
    encrypted: true,
    check: `${SEALED}; ${SITE_OPEN}; only while CHNGPASSVERIF3 is on (403 function.not.available); ${NEW_PASSWORD}; the noLogin code: ${SMS_CODE_CHECK}; a number without an account is refused like a wrong code (sms.code.invalid); password ${EVERY_SESSION_ENDED}; then a new session`,
    summary: 'sealed body used once; site open; CHNGPASSVERIF3; the noLogin code of that number consumed; every session revoked, then a new one',
    factors: () => ['smsCode'],
  },
};
