/**
 * The deposit form's rules, pure so they are tested without a chart: the amount check (exact, in
 * cents, never floating point), the MT fields, the proof read from the image-upload child's files,
 * a refusal mapped to field errors, and which failures leave the outcome of an attempt unknown.
 */
import { parseMinorUnits } from '../../rules/amount';
import type {
  DepositChannelOption,
  DepositContext,
  DepositFailure,
  DepositFieldErrors,
  DepositRecord,
  ProofFiles,
  ProofState,
} from './deposit.types';
import { WAITING_STATUSES } from './deposit.types';

/** The wire's limit on a transfer reference. */
export const MAX_REFERENCE_LENGTH = 64;

const toCents = (major: number) => Math.round(major * 100);

/** How a preset amount fills the field: whole amounts without decimals, others with two. */
export const presetText = (amount: number): string => (Number.isInteger(amount) ? String(amount) : amount.toFixed(2));

export function channelOf(context: Pick<DepositContext, 'methods' | 'bankCode'>): DepositChannelOption | null {
  return context.methods?.channels.find((channel) => channel.bankCode === context.bankCode) ?? null;
}

/** The errors a submit of this context would show; empty when it may be sent. */
export function validateDeposit(context: DepositContext): DepositFieldErrors {
  const channel = channelOf(context);
  const errors: DepositFieldErrors = {};
  if (!channel) return errors;
  const typed = context.values.amount.trim();
  const cents = parseMinorUnits(typed);
  if (typed === '') errors.amount = { code: 'required', text: null };
  else if (cents === null || cents <= 0) errors.amount = { code: 'format', text: null };
  else if (cents < toCents(channel.minAmount)) errors.amount = { code: 'min', text: null };
  else if (cents > toCents(channel.maxAmount)) errors.amount = { code: 'max', text: null };
  if (channel.bankType === 'MT') {
    const reference = context.values.reference.trim();
    if (reference === '') errors.reference = { code: 'required', text: null };
    else if (reference.length > MAX_REFERENCE_LENGTH) errors.reference = { code: 'tooLong', text: null };
    if (context.proof.imageId === null) errors.proof = { code: context.proof.busy ? 'uploading' : 'required', text: null };
  }
  return errors;
}

/** The proof as the form needs it: the uploaded image (the field takes one) and whether work is under way. */
export function proofOf(files: ProofFiles): ProofState {
  const uploaded = files.find((file) => file.status === 'uploaded' && file.serverId !== null);
  return {
    imageId: uploaded?.serverId ?? null,
    busy: files.some((file) => file.status === 'checking' || file.status === 'accepted' || file.status === 'uploading'),
  };
}

/** What makes two submits the same attempt: the channel, the amount and, for MT, the reference and proof. */
export function requestFingerprint(context: DepositContext): string {
  const { values, proof, bankCode } = context;
  return JSON.stringify([bankCode, values.amount.trim(), values.reference.trim(), proof.imageId]);
}

/** The kept attempt when this submit is the same request again. */
export const sameAttempt = (context: DepositContext): boolean => context.attempt !== null && context.attempt.request === requestFingerprint(context);

/** The gateway's field names mapped onto the form's (the proof goes as `proofImageId`). */
const FIELD_OF: Readonly<Record<string, 'amount' | 'reference' | 'proof'>> = {
  amount: 'amount',
  reference: 'reference',
  proofImageId: 'proof',
};

/** A `request_param_err` naming fields of the form: each one's text under its field. */
export function refusedFields(failure: DepositFailure): DepositFieldErrors {
  const errors: DepositFieldErrors = {};
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return errors;
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = { code: 'refused', text: typeof text === 'string' && text.trim() !== '' ? text : null };
  }
  return errors;
}

/**
 * Failures after which the gateway may have made the deposit all the same (the answer was lost, or
 * the gateway broke mid-way): the attempt keeps its key, so submitting again cannot pay twice.
 */
export const UNKNOWN_OUTCOME_CODES: readonly string[] = ['network.error', 'system.error'];

export const isWaiting = (deposit: DepositRecord): boolean => WAITING_STATUSES.includes(deposit.status);
