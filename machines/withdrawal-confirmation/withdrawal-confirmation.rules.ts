/** The confirmation answer's checks and request, pure so they are tested without a chart. */
import { parseMinorUnits } from '../../rules/amount';
import type { WithdrawalRecord } from '../withdraw';
import type { ConfirmationAnswer, ConfirmationFieldErrors, WithdrawalConfirmationContext } from './withdrawal-confirmation.types';

export const recordOf = (context: Pick<WithdrawalConfirmationContext, 'records' | 'choice'>): WithdrawalRecord | null =>
  context.records.find((record) => record.withdrawalId === context.choice?.withdrawalId) ?? null;

/** What was not paid yet when `typed` arrived: the payout less it, null until it reads as an amount. */
export function remainingOf(record: WithdrawalRecord, typed: string): number | null {
  const cents = parseMinorUnits(typed);
  if (cents === null) return null;
  return Math.max(0, Math.round(record.payout * 100) - cents) / 100;
}

/** The errors an answer of this context would show; empty when it may be asked to confirm. */
export function validateAnswer(context: WithdrawalConfirmationContext): ConfirmationFieldErrors {
  const errors: ConfirmationFieldErrors = {};
  const record = recordOf(context);
  if (!record || !context.choice) return errors;
  if (context.choice.kind === 'partlyReceived') {
    const typed = context.receivedAmount.trim();
    const cents = parseMinorUnits(typed);
    if (typed === '') errors.receivedAmount = { code: 'required', text: null };
    else if (cents === null || cents <= 0) errors.receivedAmount = { code: 'format', text: null };
    // the whole payout is a plain receipt
    else if (cents >= Math.round(record.payout * 100)) errors.receivedAmount = { code: 'max', text: null };
  }
  if (context.choice.kind === 'notReceived' && context.proof.imageId === null) {
    errors.proof = { code: context.proof.busy ? 'uploading' : 'required', text: null };
  }
  return errors;
}

/** The answer as the gateway takes it; only called once `validateAnswer` passed. */
export function answerRequest(context: WithdrawalConfirmationContext): ConfirmationAnswer {
  const { withdrawalId, kind } = context.choice!;
  if (kind === 'partlyReceived') return { withdrawalId, answer: kind, receivedAmount: context.receivedAmount.trim() };
  if (kind === 'notReceived') return { withdrawalId, answer: kind, proofImageId: context.proof.imageId! };
  return { withdrawalId, answer: 'received' };
}

/** Refusals that mean the payment is no longer waiting for this member's answer: the list is read again. */
export const GONE_CODES: readonly string[] = ['withdrawal.not.awaiting', 'withdrawal.not.found'];
