/** What the agent's own contracts ask of the gateway, and the chart provided with it. */
import { fromPromise } from 'xstate';
import { contractOffersMachine } from './contract-offers.machine';
import { letterOf, ownContractsOf } from './contract-offers.rules';
import type { ListedContract, WaitingContract } from './contract-offers.rules';
import type { ContractAnswerRequest, ContractAnswerResult, ContractKind, OwnContract } from './contract-offers.types';

/** An answer as the platform takes it: the letter for the kind and state (`letterOf`). */
export interface ContractLetter {
  kind: ContractKind;
  contractId: number;
  product: string;
  status: 'A' | 'R' | 'C';
  /** yes to releasing the agent's downlines that hold a higher rate */
  confirmRelease: boolean;
}

export interface ContractOffersCalls {
  /** the consolidated contract info, every kind and product: what waits for the agent's answer, and what is in force */
  loadOwnContracts(): Promise<{ waiting: WaitingContract[]; inForce: ListedContract[] }>;
  /** answers the downline contracts the answer released */
  sendContractAnswer(answer: ContractLetter): Promise<{ released: number[] }>;
}

export function provideContractOffers(calls: ContractOffersCalls): typeof contractOffersMachine {
  return contractOffersMachine.provide({
    actors: {
      loadContracts: fromPromise<OwnContract[], void>(async () => {
        const { waiting, inForce } = await calls.loadOwnContracts();
        return ownContractsOf(waiting, inForce);
      }),
      answerContract: fromPromise<ContractAnswerResult, ContractAnswerRequest>(async ({ input }) => {
        const { contract, answer, confirmRelease } = input;
        const status = letterOf(contract, answer);
        const { released } = await calls.sendContractAnswer({
          kind: contract.kind,
          contractId: contract.id,
          product: contract.product,
          status,
          confirmRelease,
        });
        return { contractId: contract.id, answer, released };
      }),
    },
  });
}
