/** View model of the downline contracts of one kind. */
import type { SnapshotFrom } from 'xstate';
import type { downlineContractsMachine } from './downline-contracts.machine';
import { MAX_TIERS } from './downline-contracts.rules';
import type { DownlineContractsView } from './downline-contracts.types';

export type DownlineContractsSnapshot = SnapshotFrom<typeof downlineContractsMachine>;

const statusOf = (snapshot: DownlineContractsSnapshot): DownlineContractsView['status'] => {
  if (snapshot.matches({ composing: 'submitting' })) return 'submitting';
  if (snapshot.matches('composing')) return 'composing';
  if (snapshot.matches('updating')) return 'updating';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('ready') ? 'ready' : 'loading';
};

export function selectDownlineContractsView(snapshot: DownlineContractsSnapshot): DownlineContractsView {
  const { kind, contracts, candidates, values, tierCount, fieldErrors, errorCode, notice } = snapshot.context;
  const composing = snapshot.matches('composing');
  return {
    status: statusOf(snapshot),
    kind,
    contracts,
    candidates,
    values,
    tierCount,
    fieldErrors,
    errorCode,
    notice,
    canAddTier: composing && kind !== 'realtime' && tierCount < MAX_TIERS,
    canRemoveTier: composing && tierCount > 1,
  };
}
