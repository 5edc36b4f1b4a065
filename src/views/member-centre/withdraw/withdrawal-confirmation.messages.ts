/** The withdrawal confirmation's field errors mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ConfirmationErrorField, ConfirmationFieldError } from '../../../../machines/withdrawal-confirmation';

/** `payout` is the payment's amount, already formatted with its currency. */
export function confirmationFieldMessage(field: ConfirmationErrorField, error: ConfirmationFieldError, payout: string): MessageDescriptor {
  if (field === 'proof') {
    if (error.code === 'uploading') return msg`Please wait until the proof is uploaded.`;
    if (error.code === 'refused') return msg`The proof image was not accepted. Please upload it again.`;
    return msg`Please upload proof of not receiving for staff to investigate`;
  }
  switch (error.code) {
    case 'required':
      return msg`Please enter the amount you received.`;
    case 'format':
      return msg`Enter a positive amount with at most two decimals.`;
    case 'max':
      return msg`Enter less than ${payout}. If the whole amount arrived, choose Received.`;
    default:
      return msg`This value is not accepted.`;
  }
}
