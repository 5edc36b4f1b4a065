/**
 * Withdrawal confirmation (research §9): with C2C payouts another player's deposit pays the
 * withdrawal, so the member says whether the money arrived: received, partly received (how much) or
 * not received (with a proof image for the staff). No answer by the record's `confirmBy` counts as
 * received (the gateway decides that).
 */
import type { UploadFile } from '../image-upload';
import type { WithdrawalRecord } from '../withdraw';

export type ConfirmationAnswerKind = 'received' | 'partlyReceived' | 'notReceived';

/** The answer sent (wire/withdraw.schemas.ts `confirmationBody`). */
export type ConfirmationAnswer =
  | { withdrawalId: string; answer: 'received' }
  | { withdrawalId: string; answer: 'partlyReceived'; receivedAmount: string }
  | { withdrawalId: string; answer: 'notReceived'; proofImageId: string };

/** Which payment is being answered, and how. */
export interface ConfirmationChoice {
  withdrawalId: string;
  kind: ConfirmationAnswerKind;
}

export type ConfirmationErrorField = 'receivedAmount' | 'proof';

/**
 * Why a field is refused: `required`, `format` (not a positive amount with at most two decimals),
 * `max` (not less than the payout: that is a full receipt), `uploading` (the proof is still on its
 * way), or `refused` with the gateway's own text.
 */
export interface ConfirmationFieldError {
  code: 'required' | 'format' | 'max' | 'uploading' | 'refused';
  text: string | null;
}

export type ConfirmationFieldErrors = Partial<Record<ConfirmationErrorField, ConfirmationFieldError>>;

export interface ConfirmationProof {
  /** the uploaded image's id, null until one is uploaded */
  imageId: string | null;
  busy: boolean;
}

export interface WithdrawalConfirmationContext {
  records: WithdrawalRecord[];
  choice: ConfirmationChoice | null;
  receivedAmount: string;
  fieldErrors: ConfirmationFieldErrors;
  proof: ConfirmationProof;
  /** the last failure of the list or of an answer */
  errorCode: string | null;
  /** the answer the gateway took last, for the page to say so */
  answered: ConfirmationChoice | null;
}

export type WithdrawalConfirmationEvent =
  | { type: 'list.retry' }
  | { type: 'answer.start'; withdrawalId: string; kind: ConfirmationAnswerKind }
  | { type: 'field.change'; field: 'receivedAmount'; value: string }
  /** the form is filled: ask the member to confirm */
  | { type: 'answer.submit' }
  | { type: 'answer.confirm' }
  /** from the confirmation back to the form (a plain receipt has none: back to the list) */
  | { type: 'answer.back' }
  | { type: 'answer.cancel' };

export interface ConfirmationAnswerView extends ConfirmationChoice {
  record: WithdrawalRecord;
  receivedAmount: string;
  /** the payout less what was typed as received, null until the typed amount reads */
  remaining: number | null;
  fieldErrors: ConfirmationFieldErrors;
  confirming: boolean;
  submitting: boolean;
}

export interface WithdrawalConfirmationView {
  status: 'loading' | 'failed' | 'ready';
  records: readonly WithdrawalRecord[];
  answer: ConfirmationAnswerView | null;
  canStart: boolean;
  errorCode: string | null;
  answered: ConfirmationChoice | null;
}

/** Files of the proof field that count (the chart reads only these fields). */
export type ConfirmationProofFiles = readonly Pick<UploadFile, 'status' | 'serverId'>[];
