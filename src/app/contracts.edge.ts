/** The agent's contracts (its own and its downlines') with the gateway's contract calls; the agent centre's edge exposes them as `contracts`. */
import { provideContractOffers } from '../../machines/contract-offers';
import { provideDownlineContracts } from '../../machines/downline-contracts';
import type { DownlineContractsCalls } from '../../machines/downline-contracts';
import type { ConsolidatedValue, ContractProduct } from '../../wire/contracts.schemas';
import * as contracts from '../api/contracts.api';
import { CONSOLIDATED_KEYS } from '../api/contracts.api';
import type { ContractAnswer, ContractOffer } from '../api/contracts.api';

export interface ContractsEnvironment extends Omit<DownlineContractsCalls, 'offerContract'> {
  loadConsolidated(): Promise<ConsolidatedValue>;
  answerContract(answer: ContractAnswer): Promise<{ released: number[] }>;
  offerContract(offer: ContractOffer): Promise<unknown>;
}

/** per kind: the consolidated info's keys of what waits for my answer and of what is in force */
const KEYS = Object.values(CONSOLIDATED_KEYS);

export function createContractsEdge(env: ContractsEnvironment) {
  return {
    env,
    offers: provideContractOffers({
      // every kind's rows, by product
      loadOwnContracts: async () => {
        const value = await env.loadConsolidated();
        const waiting = KEYS.flatMap((keys) => Object.values(value[keys.waiting]).flat());
        return { waiting, inForce: KEYS.flatMap((keys) => Object.values(value[keys.info]).flatMap((entry) => entry.agent)) };
      },
      sendContractAnswer: (answer) => env.answerContract({ ...answer, product: answer.product as ContractProduct }),
    }),
    /** one kind's page part "manage my downlines' contracts" */
    downlineContracts: provideDownlineContracts({
      ...env,
      offerContract: (offer) => env.offerContract({ ...offer, product: offer.product as ContractProduct }),
    }),
  };
}

export type ContractsEdge = ReturnType<typeof createContractsEdge>;

export const browserContractsEdge: ContractsEdge = createContractsEdge(contracts);
