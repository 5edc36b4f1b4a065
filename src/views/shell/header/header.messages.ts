/** Error codes of the header's charts mapped to messages (the charts carry only codes). */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const messages: Record<string, MessageDescriptor> = {
  'language.catalog.failed': msg`This language could not be loaded. Please try again.`,
  'language.server.failed': msg`The language is changed here but could not be saved to your account.`,
};

const fallback = msg`Something went wrong. Please try again.`;

export function headerErrorMessage(code: string): MessageDescriptor {
  return messages[code] ?? fallback;
}
