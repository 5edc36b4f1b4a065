/** The feedback page's words: the platform's question types (research §8), field errors and refusals. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { FeedbackFieldError, FeedbackType } from '../../../../machines/feedback';
import { commonMessage } from '../../common/common.messages';

export const feedbackTypeNames: Record<FeedbackType, MessageDescriptor> = {
  deposit: msg`Deposit problem`,
  withdrawal: msg`Withdrawal issues`,
  game: msg`Game problem`,
  customerService: msg`Customer service question`,
  application: msg`Application question`,
  other: msg`Other problems`,
};

/** A field's error; the content's range is given by the caller's numbers. */
export function feedbackFieldMessage(
  field: 'type' | 'content' | 'images',
  error: FeedbackFieldError,
  range: { min: number; max: number },
): MessageDescriptor {
  if (field === 'type') return error === 'refused' ? msg`Choose a question type from the list.` : msg`Choose a question type.`;
  if (field === 'images')
    return error === 'busy' ? msg`Wait until the pictures are uploaded.` : msg`A picture could not be used: remove it and pick it again.`;
  switch (error) {
    case 'required':
      return msg`Describe your question.`;
    case 'tooShort':
    case 'tooLong':
    case 'refused':
      return msg`The description must be between ${range.min} and ${range.max} characters.`;
    default:
      return commonMessage('system.error');
  }
}

/** A refusal said above the button. */
export function feedbackRefusal(code: string): MessageDescriptor {
  if (code === 'feedback.too.many') return msg`You have sent the most feedback a day allows. Please try again tomorrow.`;
  return commonMessage(code);
}
