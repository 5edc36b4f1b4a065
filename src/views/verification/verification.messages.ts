/**
 * Messages of the human check and of SMS code sends (SPEC §8: a failed send shows a warning dialog
 * with the server's reason). The phone-provider codes are those of the phone-auth path SPEC §8
 * lists; the gateway's own codes come first.
 */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const verification: Record<string, MessageDescriptor> = {
  TOO_MANY_REQUESTS: msg`Too many codes were requested. Please try again in 5 minutes.`,
  'sms.resend.early': msg`A code was sent a moment ago. Please wait before asking for another one.`,
  'humancheck.required': msg`Please complete the security check first.`,
  'humancheck.failed': msg`The piece did not fit. Please try again.`,
  'humancheck.expired': msg`The security check expired. A new one is loading.`,
  request_param_err: msg`Please check the mobile number.`,
  // the security centre's sends, to a member's bound or new number or address
  'email.format': msg`Please check the e-mail address.`,
  'mobile.same': msg`This is already your mobile number.`,
  'email.same': msg`This is already your e-mail address.`,
  'mobile.not.bound': msg`No mobile number is bound to your account.`,
  'email.not.bound': msg`No e-mail address is bound to your account.`,
  'mobile.current.unverified': msg`Please confirm your current mobile number first.`,
  'email.current.unverified': msg`Please confirm your current e-mail address first.`,
  // phone-provider path (SPEC §8, phone-auth messages)
  'auth/invalid-phone-number': msg`Invalid phone number.`,
  'auth/missing-phone-number': msg`Please enter a phone number.`,
  'auth/too-many-requests': msg`Too many requests. Please try again after 5 minutes.`,
  'auth/invalid-verification-code': msg`Invalid verification code.`,
  'auth/missing-verification-code': msg`Please enter the verification code.`,
  'auth/captcha-check-failed': msg`The captcha check failed. Please try again.`,
  'auth/quota-exceeded': msg`The SMS quota is not sufficient. Please try again later.`,
  'auth/operation-not-allowed': msg`This operation is not enabled.`,
  'auth/code-expired': msg`The code has expired. Please ask for a new one.`,
  // the provider no longer knows the code's session (replaced or gone): the remedy is the same
  'auth/invalid-verification-id': msg`The code has expired. Please ask for a new one.`,
  'auth/missing-verification-id': msg`The code has expired. Please ask for a new one.`,
  'auth/popup-closed-by-user': msg`The window was closed, so the login failed.`,
  'auth/unknown': msg`An unknown error occurred. Please try again.`,
};

/** The message of a code; a phone-provider code nobody mapped reads as the provider's unknown error (SPEC §8). */
export function verificationMessage(code: string): MessageDescriptor {
  return verification[code] ?? (code.startsWith('auth/') ? verification['auth/unknown'] : commonMessage(code));
}
