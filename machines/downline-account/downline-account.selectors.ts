/** View model of the register centre's "create a downline". */
import type { SnapshotFrom } from 'xstate';
import type { downlineAccountMachine } from './downline-account.machine';
import type { DownlineAccountView } from './downline-account.types';

export type DownlineAccountSnapshot = SnapshotFrom<typeof downlineAccountMachine>;

const statusOf = (snapshot: DownlineAccountSnapshot): DownlineAccountView['status'] => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('editing')) return 'editing';
  if (snapshot.matches('submitting')) return 'submitting';
  return snapshot.matches('done') ? 'done' : 'loading';
};

export function selectDownlineAccountView(snapshot: DownlineAccountSnapshot): DownlineAccountView {
  const { ceilings, rules, values, rates, fieldErrors, rateErrors, errorCode, result } = snapshot.context;
  return { status: statusOf(snapshot), ceilings, rules, values, rates, fieldErrors, rateErrors, errorCode, result };
}
