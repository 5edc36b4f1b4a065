/** Error codes of the banner area (notice bar), mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { commonMessage } from '../common/common.messages';

const noticesFailed = msg`The notices could not be loaded.`;

/** What the notice bar says when its notices did not load: the network, else a plain failure. */
export function noticeLoadMessage(code: string | null): MessageDescriptor {
  if (code === 'network.error' || code === 'TOO_MANY_REQUESTS') return commonMessage(code);
  return noticesFailed;
}
