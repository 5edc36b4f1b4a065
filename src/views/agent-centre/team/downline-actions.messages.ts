/** Team management's row actions' codes mapped to messages: a transfer's refusals and field errors. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DownlineTransferDirection, PaymentTransferField, PaymentTransferFieldError } from '../../../../machines/downline-transfer';
import { registerMessage } from '../register/register.messages';

const transferFailures: Record<string, MessageDescriptor> = {
  'transfer.downline.unknown': msg`This member is not in your team.`,
  'not.exists.payment.password': msg`Please set a payment password in the security centre first.`,
  'payment.password.locked': msg`Too many wrong payment passwords. Please try again later.`,
};

export function downlineTransferMessage(code: string): MessageDescriptor {
  return transferFailures[code] ?? registerMessage(code);
}

export function downlineTransferFieldMessage(
  field: PaymentTransferField,
  error: PaymentTransferFieldError,
  direction: DownlineTransferDirection,
): MessageDescriptor {
  switch (error.code) {
    case 'required':
      return field === 'amount' ? msg`Please enter an amount.` : msg`Please enter your payment password.`;
    case 'format':
      return msg`Enter a positive amount with at most two decimals.`;
    case 'insufficient':
      return direction === 'toDownline'
        ? msg`The amount is more than your main wallet holds.`
        : msg`The amount is more than the member's main wallet holds.`;
    case 'wrong':
      return msg`The payment password is incorrect.`;
    default:
      return msg`This value is not accepted.`;
  }
}
