/** The image field's refusals and statuses mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UploadFileStatus } from '../../../machines/image-upload';
import { commonMessage } from '../common/common.messages';

/** Why a file was refused or its upload failed; `maxMegabytes` and `maxFiles` are the field's limits. */
export function imageUploadErrorMessage(code: string, limits: { maxMegabytes: number; maxFiles: number }): MessageDescriptor {
  switch (code) {
    case 'upload_type':
      return msg`Only PNG or JPEG images are accepted.`;
    case 'upload_size':
      return msg`The image is larger than ${limits.maxMegabytes} MB.`;
    case 'upload_count':
      return msg`At most ${limits.maxFiles} image(s) can be attached.`;
    case 'upload_read':
      return msg`The file could not be read. Please choose it again.`;
    default:
      return commonMessage(code);
  }
}

export const uploadStatusNames: Partial<Record<UploadFileStatus, MessageDescriptor>> = {
  checking: msg`Checking…`,
  accepted: msg`Waiting to upload…`,
  uploading: msg`Uploading…`,
  uploaded: msg`Uploaded`,
};
