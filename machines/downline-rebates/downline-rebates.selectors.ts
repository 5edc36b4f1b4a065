/** View model of a downline's rebate rates. */
import type { SnapshotFrom } from 'xstate';
import type { downlineRebatesMachine } from './downline-rebates.machine';
import type { DownlineRebatesView } from './downline-rebates.types';

export type DownlineRebatesSnapshot = SnapshotFrom<typeof downlineRebatesMachine>;

const statusOf = (snapshot: DownlineRebatesSnapshot): DownlineRebatesView['status'] => {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('editing')) return 'editing';
  return snapshot.matches('saving') ? 'saving' : 'loading';
};

export function selectDownlineRebatesView(snapshot: DownlineRebatesSnapshot): DownlineRebatesView {
  const { ceilings, rates, rateErrors, errorCode, saved } = snapshot.context;
  return { status: statusOf(snapshot), ceilings, rates, rateErrors, errorCode, saved };
}
