/** The deposit page's codes (field errors, failures, statuses) mapped to messages. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { DepositErrorField, DepositFieldError, DepositStatus } from '../../../../machines/deposit';
import { commonMessage } from '../../common/common.messages';

const failures: Record<string, MessageDescriptor> = {
  'deposit.channel.unavailable': msg`This channel is not available now. Please choose another one.`,
  'payment.provider.unavailable': msg`The payment provider did not answer. No deposit was made; please try again.`,
  'upload.image.unknown': msg`The proof image was not accepted. Please upload it again.`,
  'deposit.not.found': msg`This deposit was not found.`,
  'deposit.not.cancellable': msg`This deposit can no longer be cancelled.`,
  'deposit.redirect.invalid': msg`The payment page could not be opened. Please contact customer service.`,
};

export function depositErrorMessage(code: string): MessageDescriptor {
  return failures[code] ?? commonMessage(code);
}

/** Field errors; `min` and `max` name the channel's limit, already formatted with its currency. */
export function depositFieldMessage(field: DepositErrorField, error: DepositFieldError, limit: { min: string; max: string }): MessageDescriptor {
  switch (error.code) {
    case 'required':
      if (field === 'amount') return msg`Please enter an amount.`;
      if (field === 'reference') return msg`Please enter the reference of your transfer.`;
      return msg`Please attach a proof of your transfer.`;
    case 'format':
      return msg`Enter a positive amount with at most two decimals.`;
    case 'min':
      return msg`The amount must be at least ${limit.min}.`;
    case 'max':
      return msg`The amount must be at most ${limit.max}.`;
    case 'tooLong':
      return msg`The reference can be at most 64 characters long.`;
    case 'uploading':
      return msg`Please wait until the proof is uploaded.`;
    default:
      return msg`This value is not accepted.`;
  }
}

export const depositStatusNames: Record<DepositStatus, MessageDescriptor> = {
  awaitingPayment: msg`Waiting for payment`,
  awaitingReview: msg`Waiting for review`,
  credited: msg`Credited`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  cancelled: msg`Cancelled`,
  rejected: msg`Rejected`,
};

/** What each status means for the member. */
export const depositStatusNotes: Record<DepositStatus, MessageDescriptor> = {
  awaitingPayment: msg`The payment has not reached us yet. This page updates by itself.`,
  awaitingReview: msg`Your transfer is being checked. This page updates by itself.`,
  credited: msg`The amount is in your wallet.`,
  failed: msg`The payment was declined. No money was taken.`,
  expired: msg`The payment was not made in time.`,
  cancelled: msg`This deposit was cancelled.`,
  rejected: msg`This deposit was not approved. Please contact customer service.`,
};

export const channelTypeNames: Record<'PG' | 'MT', MessageDescriptor> = {
  PG: msg`Online payment`,
  MT: msg`Bank transfer`,
};
