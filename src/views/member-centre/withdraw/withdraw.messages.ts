/** The withdraw page's codes (field errors, failures, statuses) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { WithdrawalStatus, WithdrawErrorField, WithdrawFieldError } from '../../../../machines/withdraw';
import { commonMessage } from '../../common/common.messages';

const failures: Record<string, MessageDescriptor> = {
  'withdraw.unavailable': msg`Withdrawals are not available right now.`,
  'withdraw.daily.count': msg`You have made as many withdrawals as are allowed today. Please try again tomorrow.`,
  in_need_true_account: msg`Please use a real account.`,
  request_param_err: msg`Some details were not accepted. Please check them and try again.`,
  'upload.image.unknown': msg`The proof image was not accepted. Please upload it again.`,
  'withdrawal.not.found': msg`This withdrawal was not found.`,
  'withdrawal.not.awaiting': msg`This withdrawal is no longer waiting for your answer.`,
};

export function withdrawErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}

/** The lock's message; `minutes` rounded up from the gateway's wait. */
export const lockedMessage = (minutes: number | null): MessageDescriptor =>
  minutes === null
    ? msg`Your payment password is locked after too many wrong tries. Please try again later.`
    : msg`Your payment password is locked after too many wrong tries. Please try again in ${minutes} minutes.`;

/**
 * Field errors. `money` formats an amount with the currency; the limits come from the settings, a
 * refusal's amount (`value`) from the gateway's answer.
 */
export function withdrawFieldMessage(
  field: WithdrawErrorField,
  error: WithdrawFieldError,
  limits: { min: string; max: string },
  money: (amount: number) => string,
): MessageDescriptor {
  const amount = error.value === null ? null : money(error.value);
  switch (error.code) {
    case 'required':
      if (field === 'card') return msg`Please choose an account.`;
      if (field === 'password') return msg`Please enter your payment password.`;
      return msg`Please enter an amount.`;
    case 'format':
      return field === 'password' ? msg`The payment password is 6 digits.` : msg`Enter a positive amount with at most two decimals.`;
    case 'min':
      return msg`The amount must be at least ${limits.min}.`;
    case 'max':
      return msg`The amount must be at most ${limits.max}.`;
    case 'withdrawable':
      return amount === null ? msg`This is more than can be withdrawn now.` : msg`You can withdraw at most ${amount} now.`;
    case 'dailyAmount':
      return amount === null ? msg`This is more than is left of today's limit.` : msg`Only ${amount} is left of today's limit.`;
    case 'wrong': {
      const tries = error.value;
      return tries === null ? msg`The payment password is wrong.` : msg`The payment password is wrong. ${tries} tries left before it is locked.`;
    }
    case 'inactive':
      return msg`This bank is not available for withdrawals now. Please choose another account.`;
    default:
      return field === 'card' ? msg`Please choose one of your accounts.` : msg`This value is not accepted.`;
  }
}

export const withdrawalStatusNames: Record<WithdrawalStatus, MessageDescriptor> = {
  pendingReview: msg`Pending review`,
  approved: msg`Approved`,
  awaitingConfirmation: msg`Waiting for your confirmation`,
  disputed: msg`Under investigation`,
  completed: msg`Completed`,
  rejected: msg`Rejected`,
  refunded: msg`Refunded`,
};
