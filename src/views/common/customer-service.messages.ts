/** Error codes of the customer-service launch (SPEC §8), mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from './common.messages';

const messages: Record<string, MessageDescriptor> = {
  'customerService.unavailable': msg`Customer service is not available at the moment. Please try again later.`,
  'customerService.link.invalid': msg`The customer service link is invalid. Please try again later.`,
};

export function customerServiceMessage(code: string): MessageDescriptor {
  return messages[code] ?? commonMessage(code);
}
