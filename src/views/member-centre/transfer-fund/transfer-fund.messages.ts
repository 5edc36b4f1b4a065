/** The "my wallet" page's codes (field errors, failures) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { TransferField, TransferFieldError } from '../../../../machines/wallet-transfer';
import { commonMessage } from '../../common/common.messages';

const failures: Record<string, MessageDescriptor> = {
  'wallet.transfer.unavailable': msg`Game wallets are not used on this site.`,
  'wallet.unknown': msg`This game wallet is not available. Please choose another one.`,
  'wallet.locked': msg`A game of this wallet is open. Close the game first.`,
  'wallet.insufficient': msg`The wallet does not hold that much.`,
};

export function transferErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}

export function transferFieldMessage(field: TransferField, error: TransferFieldError): MessageDescriptor {
  switch (error.code) {
    case 'required':
      return field === 'amount' ? msg`Please enter an amount.` : msg`Please choose a game wallet.`;
    case 'format':
      return msg`Enter a positive amount with at most two decimals.`;
    case 'insufficient':
      return msg`The amount is more than the wallet holds.`;
    case 'locked':
      return msg`A game of this wallet is open. Close the game first.`;
    default:
      return msg`This value is not accepted.`;
  }
}
