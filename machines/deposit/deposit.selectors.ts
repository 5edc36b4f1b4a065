/** View model of the deposit page: the form, one deposit's result, and the proof field's actor. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { imageUploadMachine } from '../image-upload';
import type { depositMachine } from './deposit.machine';
import { channelOf, sameAttempt } from './deposit.rules';
import type { DepositChannelOption, DepositStatusView, DepositView } from './deposit.types';

export type DepositSnapshot = SnapshotFrom<typeof depositMachine>;

const NO_CHANNELS: readonly DepositChannelOption[] = [];

function statusOf(snapshot: DepositSnapshot): DepositStatusView {
  if (snapshot.matches('ready')) return 'form';
  if (snapshot.matches('result')) return 'result';
  if (snapshot.matches('redirecting')) return 'redirecting';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('unavailable')) return 'unavailable';
  return 'loading';
}

export function selectDepositView(snapshot: DepositSnapshot): DepositView {
  const { context } = snapshot;
  const status = statusOf(snapshot);
  const inResult = (state: 'fetching' | 'waiting' | 'polling' | 'loadFailed' | 'confirmingCancel' | 'cancelling') =>
    snapshot.matches({ result: state });
  const watching = inResult('waiting') || inResult('polling') || inResult('confirmingCancel');
  return {
    status,
    currencySymbol: context.methods?.currencySymbol ?? '',
    form: {
      channels: context.methods?.channels ?? NO_CHANNELS,
      channel: channelOf(context),
      values: context.values,
      fieldErrors: context.fieldErrors,
      submitting: status === 'form' && snapshot.hasTag('busy'),
      canSubmit: snapshot.can({ type: 'form.submit' }),
      retriesAttempt: status === 'form' && sameAttempt(context),
    },
    result: {
      deposit: status === 'result' ? context.deposit : null,
      loading: inResult('fetching') || inResult('cancelling'),
      watching,
      loadFailed: inResult('loadFailed'),
      canCancel: snapshot.can({ type: 'cancel.request' }),
      confirmingCancel: inResult('confirmingCancel'),
      cancelling: inResult('cancelling'),
      cancelErrorCode: status === 'result' ? context.cancelErrorCode : null,
      refreshFailed: watching && context.errorCode !== null,
    },
    shownDepositId: status === 'result' ? context.depositId : null,
    // the form's and the loads' failures; a failed refresh is reported by `refreshFailed`
    errorCode: status === 'form' || status === 'failed' || inResult('loadFailed') ? context.errorCode : null,
  };
}

/** The proof image field, while the form runs it. */
export function selectDepositProofRef(snapshot: DepositSnapshot): ActorRefFrom<typeof imageUploadMachine> | undefined {
  return snapshot.children.imageUpload;
}
