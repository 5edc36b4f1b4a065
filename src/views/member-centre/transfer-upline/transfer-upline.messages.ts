/** The "transfer to upline" page's codes (field errors, failures) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { UplineField, UplineFieldError } from '../../../../machines/transfer-upline';
import { commonMessage } from '../../common/common.messages';

const failures: Record<string, MessageDescriptor> = {
  'transfer.upline.unavailable': msg`Transfers to the upline are not available for this account.`,
  'transfer.upline.none': msg`Your account has no upline to transfer to.`,
  'not.exists.payment.password': msg`Please set a payment password in the security centre first.`,
  'payment.password.locked': msg`Too many wrong payment passwords. Please try again later.`,
  'wallet.insufficient': msg`The main wallet does not hold that much.`,
};

export function uplineErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}

export function uplineFieldMessage(field: UplineField, error: UplineFieldError): MessageDescriptor {
  switch (error.code) {
    case 'required':
      return field === 'amount' ? msg`Please enter an amount.` : msg`Please enter your payment password.`;
    case 'format':
      return msg`Enter a positive amount with at most two decimals.`;
    case 'insufficient':
      return msg`The amount is more than your main wallet holds.`;
    case 'wrong':
      return msg`The payment password is incorrect.`;
    default:
      return msg`This value is not accepted.`;
  }
}
