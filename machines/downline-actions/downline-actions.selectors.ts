/** View model of team management's panel for one downline, and the charts it runs. */
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { downlineRebatesMachine } from '../downline-rebates';
import type { downlineTransferMachine } from '../downline-transfer';
import type { pagedListMachine } from '../paged-list';
import type { downlineActionsMachine } from './downline-actions.machine';
import { mayPromote, maySetRebates } from './downline-actions.rules';
import type { DownlineActionsStatus, DownlineActionsView } from './downline-actions.types';

export type DownlineActionsSnapshot = SnapshotFrom<typeof downlineActionsMachine>;

function statusOf(snapshot: DownlineActionsSnapshot): DownlineActionsStatus {
  if (snapshot.matches({ open: 'menu' })) return 'menu';
  if (snapshot.matches({ open: 'rebates' })) return 'rebates';
  if (snapshot.matches({ open: 'transfer' })) return 'transfer';
  if (snapshot.matches({ open: { promotion: 'confirming' } })) return 'confirmingPromotion';
  if (snapshot.matches({ open: { promotion: 'promoting' } })) return 'promoting';
  if (snapshot.matches({ open: { promotion: 'promoted' } })) return 'promoted';
  return 'closed';
}

export function selectDownlineActionsView(snapshot: DownlineActionsSnapshot): DownlineActionsView {
  const { downline, direction, errorCode } = snapshot.context;
  return {
    status: statusOf(snapshot),
    downline,
    direction,
    errorCode,
    canSetRebates: maySetRebates(downline),
    canPromote: mayPromote(downline),
  };
}

export function selectDownlineRebatesRef(snapshot: DownlineActionsSnapshot): ActorRefFrom<typeof downlineRebatesMachine> | undefined {
  return snapshot.children.downlineRebates;
}

export function selectDownlineTransferRef(snapshot: DownlineActionsSnapshot): ActorRefFrom<typeof downlineTransferMachine> | undefined {
  return snapshot.children.downlineTransfer;
}

/** Team management's list: invoked for the chart's whole life. */
export function selectTeamMembersRef(snapshot: DownlineActionsSnapshot): ActorRefFrom<typeof pagedListMachine> | undefined {
  return snapshot.children.teamMembers;
}
