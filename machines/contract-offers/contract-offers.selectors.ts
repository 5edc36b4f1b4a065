/** View model of the agent's contract offers. */
import type { SnapshotFrom } from 'xstate';
import type { contractOffersMachine } from './contract-offers.machine';
import type { ContractOffersView } from './contract-offers.types';

export type ContractOffersSnapshot = SnapshotFrom<typeof contractOffersMachine>;

const statusOf = (snapshot: ContractOffersSnapshot): ContractOffersView['status'] => {
  if (snapshot.matches('releaseWarning')) return 'releaseWarning';
  if (snapshot.matches('answering') || snapshot.matches('answeringWithRelease')) return 'answering';
  if (snapshot.matches('failed')) return 'failed';
  return snapshot.matches('ready') ? 'ready' : 'loading';
};

export function selectContractOffersView(snapshot: ContractOffersSnapshot): ContractOffersView {
  const { contracts, pending, lastAnswer, errorCode } = snapshot.context;
  const contract = pending ? contracts.find((candidate) => candidate.id === pending.contractId) : undefined;
  return {
    status: statusOf(snapshot),
    waiting: contracts.filter((candidate) => candidate.waiting),
    inForce: contracts.filter((candidate) => !candidate.waiting && candidate.state !== 'offered'),
    pending: pending && contract ? { contract, answer: pending.answer } : null,
    lastAnswer,
    errorCode,
  };
}
