/** Social login error codes (from the social-login chart and the gateway) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const socialLogin: Record<string, MessageDescriptor> = {
  // SPEC §8: a window closed by the visitor means the login failed
  'social.popup.closed': msg`The login window was closed before the login finished. Login failed.`,
  'social.popup.blocked': msg`The browser blocked the login window. Allow pop-ups for this site and try again.`,
  'social.login.failed': msg`The login could not be completed. Please try again.`,
  'function.not.available': msg`This way of logging in is not available right now.`,
  'system.maintenance': msg`The site is under maintenance. Please try again later.`,
  'region.blocked': msg`The site is not available in your region.`,
};

export function socialLoginErrorMessage(code: string): MessageDescriptor {
  return socialLogin[code] ?? commonMessage(code);
}
