/** What the downlines' contracts ask of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { downlineContractsMachine } from './downline-contracts.machine';
import { offerOf } from './downline-contracts.rules';
import type {
  ContractCandidate,
  ContractKind,
  ContractOfferBody,
  ContractUpdate,
  DownlineContract,
  DownlineContractsLoad,
  ListedDownlineContract,
  OfferRequest,
} from './downline-contracts.types';

export interface DownlineContractsCalls {
  /** the contracts the agent gave its downlines, of one kind */
  loadDownlineContracts(kind: ContractKind): Promise<{ downline: ListedDownlineContract[] }>;
  /** the agent's direct downlines that are agents (who may hold a contract) */
  loadContractCandidates(): Promise<ContractCandidate[]>;
  offerContract(offer: ContractOfferBody): Promise<unknown>;
  /** withdraws an offer or a change (`W`) or asks to end a contract in force (`C`) */
  endContract(contractId: number, status: 'W' | 'C'): Promise<unknown>;
}

/** The chart's fields of a listed contract, and no others (the chart keeps what it shows). */
const downlineContractOf = (row: ListedDownlineContract): DownlineContract => ({
  id: row.id,
  product: row.type,
  state: row.state,
  receiverId: row.receiverId,
  receiverName: row.receiverName,
  terms: row.terms,
  proposedTerms: row.proposedTerms,
  terminationBy: row.terminationBy,
});

export function provideDownlineContracts(calls: DownlineContractsCalls): typeof downlineContractsMachine {
  return downlineContractsMachine.provide({
    actors: {
      loadDownlineContracts: fromPromise<DownlineContractsLoad, { kind: ContractKind }>(async ({ input }) => {
        const [value, candidates] = await Promise.all([calls.loadDownlineContracts(input.kind), calls.loadContractCandidates()]);
        return { contracts: value.downline.map(downlineContractOf), candidates };
      }),
      submitOffer: fromPromise<void, OfferRequest>(async ({ input }) => {
        await calls.offerContract(offerOf(input));
      }),
      updateContract: fromPromise<void, ContractUpdate>(async ({ input }) => {
        await calls.endContract(input.contractId, input.status);
      }),
    },
  });
}
