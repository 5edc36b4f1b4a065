/** Error codes every flow may meet, mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const common: Record<string, MessageDescriptor> = {
  'network.error': msg`Network error. Check your connection and try again.`,
  TOO_MANY_REQUESTS: msg`Too many attempts. Please wait a moment and try again.`,
  'system.error': msg`System error. Please try again later.`,
  'login.not.session': msg`Your session has ended. Please log in again.`,
  'function.not.available': msg`This function is not available.`,
  'password.change.required': msg`Please change your password first.`,
  'payload.crypto.unavailable': msg`A secure (HTTPS) connection is required to send this form.`,
  required: msg`This field is required.`,
};

// Any other payload-encryption failure (stale, replayed, invalid) reads the same to a player.
const payloadFailure = msg`The request could not be secured. Please try again.`;

/** The message for a code, or the generic system error for codes nobody mapped. */
export function commonMessage(code: string): MessageDescriptor {
  if (common[code]) return common[code];
  if (code.startsWith('payload.')) return payloadFailure;
  return common['system.error'];
}
