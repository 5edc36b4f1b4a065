/** Error codes of the chunk loader (SPEC §8), mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

const messages: Record<string, MessageDescriptor> = {
  'chunk.timeout': msg`This page is slow to open. Please try again.`,
  'chunk.failed': msg`This page failed to load. Please try again.`,
};

export function chunkErrorMessage(code: string | null): MessageDescriptor {
  return (code && messages[code]) || messages['chunk.failed'];
}
