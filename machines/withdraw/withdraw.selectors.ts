/** View model of the withdraw page: the load's outcome, the form with its fee, the request made. */
import type { SnapshotFrom } from 'xstate';
import type { withdrawMachine } from './withdraw.machine';
import { nothingToWithdrawOf, sameAttempt } from './withdraw.rules';
import type { WithdrawCard, WithdrawStatusView, WithdrawView } from './withdraw.types';

export type WithdrawSnapshot = SnapshotFrom<typeof withdrawMachine>;

const NO_CARDS: readonly WithdrawCard[] = [];

function statusOf(snapshot: WithdrawSnapshot): WithdrawStatusView {
  if (snapshot.matches('ready')) return 'form';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('needsSetup')) return 'needsSetup';
  if (snapshot.matches('nothingToWithdraw')) return 'nothingToWithdraw';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'loading';
}

export function selectWithdrawView(snapshot: WithdrawSnapshot): WithdrawView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const inForm = status === 'form';
  return {
    status,
    currencySymbol: context.page?.currencySymbol ?? '',
    settings: context.page?.settings ?? null,
    turnover: context.page?.turnover ?? null,
    nothingToWithdraw: status === 'nothingToWithdraw' && context.page ? nothingToWithdrawOf(context.page) : null,
    setup: context.setup,
    form: {
      cards: context.page?.cards ?? NO_CARDS,
      bankCardId: context.bankCardId,
      values: context.values,
      fieldErrors: context.fieldErrors,
      submitting: inForm && snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submit' }),
      retriesAttempt: inForm && sameAttempt(context),
      fee: inForm ? context.fee : null,
      feeLoading: snapshot.matches({ ready: { fee: 'waiting' } }) || snapshot.matches({ ready: { fee: 'fetching' } }),
      feeErrorCode: snapshot.matches({ ready: { fee: 'failed' } }) ? context.feeErrorCode : null,
    },
    withdrawal: status === 'done' ? context.withdrawal : null,
    // the form's and the load's failures
    errorCode: inForm || status === 'failed' ? context.errorCode : null,
    errorValue: inForm ? context.errorValue : null,
  };
}
