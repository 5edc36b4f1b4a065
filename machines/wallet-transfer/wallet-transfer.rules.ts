/**
 * The transfer form's rules, pure so they are tested without a chart: the pair of wallets (one is
 * always main), the amount read exactly in cents against the source's balance, a refusal mapped to
 * field errors, and which failures leave an attempt's outcome unknown.
 */
import { parseMinorUnits } from '../../rules/amount';
import { MAIN_WALLET } from './wallet-transfer.types';
import type {
  TransferFailure,
  TransferFieldErrors,
  TransferRequest,
  WalletEntry,
  WalletId,
  WalletList,
  WalletTransferContext,
} from './wallet-transfer.types';

const cents = (major: number) => Math.round(major * 100);

/** A balance as the amount field takes it: two decimals, no separators. */
export const amountText = (major: number): string => (cents(major) / 100).toFixed(2);

export const walletOf = (list: WalletList | null, id: WalletId | null): WalletEntry | null =>
  (id !== null && list?.wallets.find((wallet) => wallet.id === id)) || null;

export const isVendor = (list: WalletList | null, id: WalletId) => id !== MAIN_WALLET && walletOf(list, id) !== null;

/** The game wallet offered first: one with money and no open game, else any without an open game. */
export function firstVendor(list: WalletList): WalletId | null {
  const free = list.wallets.filter((wallet) => wallet.id !== MAIN_WALLET && !wallet.locked);
  return (free.find((wallet) => wallet.balance > 0) ?? free[0])?.id ?? null;
}

/** The pair as the form shows it. */
export function pairOf(context: Pick<WalletTransferContext, 'direction' | 'vendor'>): { from: WalletId | null; to: WalletId | null } {
  return context.direction === 'in' ? { from: MAIN_WALLET, to: context.vendor } : { from: context.vendor, to: MAIN_WALLET };
}

/** The errors a submit of this context would show; empty when it may be sent. */
export function validateTransfer(context: WalletTransferContext): TransferFieldErrors {
  const errors: TransferFieldErrors = {};
  const vendor = walletOf(context.list, context.vendor);
  if (!vendor) errors.vendor = { code: 'required', text: null };
  else if (vendor.locked) errors.vendor = { code: 'locked', text: null };
  const typed = context.amount.trim();
  const amount = parseMinorUnits(typed);
  const source = walletOf(context.list, pairOf(context).from);
  if (typed === '') errors.amount = { code: 'required', text: null };
  else if (amount === null || amount <= 0) errors.amount = { code: 'format', text: null };
  else if (source && amount > cents(source.balance)) errors.amount = { code: 'insufficient', text: null };
  return errors;
}

/** The wallets with money out and no open game: what "recall all" would bring back. */
export const recallable = (list: WalletList | null): boolean =>
  list?.wallets.some((wallet) => wallet.id !== MAIN_WALLET && !wallet.locked && wallet.balance > 0) ?? false;

export function requestFingerprint(context: WalletTransferContext): string {
  const { from, to } = pairOf(context);
  return JSON.stringify([from, to, context.amount.trim()]);
}

export const sameAttempt = (context: WalletTransferContext): boolean =>
  context.attempt !== null && context.attempt.request === requestFingerprint(context);

export function transferRequest(context: WalletTransferContext): TransferRequest {
  const { from, to } = pairOf(context);
  // entered only with a valid form (a vendor on one side) and an attempt
  return { from: from!, to: to!, amount: context.amount.trim(), idempotencyKey: context.attempt!.key };
}

/** The gateway's field names mapped onto the form's. */
const FIELD_OF: Readonly<Record<string, 'amount' | 'vendor'>> = { amount: 'amount', from: 'vendor', to: 'vendor' };

/** A refusal that belongs under a field: the gateway's named fields, a short source, a locked wallet. */
export function refusedFields(failure: TransferFailure): TransferFieldErrors {
  if (failure.errorCode === 'wallet.insufficient') return { amount: { code: 'insufficient', text: null } };
  if (failure.errorCode === 'wallet.locked') return { vendor: { code: 'locked', text: null } };
  const errors: TransferFieldErrors = {};
  if (failure.errorCode !== 'request_param_err' || !failure.fields) return errors;
  for (const [name, text] of Object.entries(failure.fields)) {
    const field = FIELD_OF[name];
    if (field) errors[field] = { code: 'refused', text: typeof text === 'string' && text.trim() !== '' ? text : null };
  }
  return errors;
}

/** The list with one wallet marked locked (the gateway found a game open on it). */
export function withLocked(list: WalletList | null, wallet: WalletId | undefined): WalletList | null {
  if (!list || !wallet) return list;
  return { ...list, wallets: list.wallets.map((entry) => (entry.id === wallet ? { ...entry, locked: true } : entry)) };
}

/** Failures after which the transfer may have been made all the same: the attempt keeps its key. */
export const UNKNOWN_OUTCOME_CODES: readonly string[] = ['network.error', 'system.error'];
