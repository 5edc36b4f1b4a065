/**
 * The agent's contracts at the edge: the contract-offers chart (machines/contract-offers) provided
 * with the consolidated contract info read into the chart's rows and the answer sent with the
 * platform's letters for the kind (research §5.2). The agent centre's edge exposes this one under
 * `contracts` (agent-centre.edge.ts); the agent home shows the same chart.
 */
import { fromPromise } from 'xstate';
import { contractOffersMachine } from '../../machines/contract-offers';
import type { ContractAnswer, ContractAnswerRequest, ContractAnswerResult, OwnContract } from '../../machines/contract-offers';
import { downlineContractsMachine, tierKey } from '../../machines/downline-contracts';
import type { ContractCandidate, ContractUpdate, DownlineContract, DownlineContractsLoad, OfferRequest } from '../../machines/downline-contracts';
import type { ConsolidatedValue, ContractValue, DownlineContractsValue } from '../../wire/contracts.schemas';
import {
  answerContract,
  CONSOLIDATED_KEYS,
  endContract,
  loadConsolidated,
  loadContractCandidates,
  loadDownlineContracts,
  offerContract,
} from '../api/contracts.api';
import type { ContractOffer, ContractAnswer as WireAnswer, ContractKind } from '../api/contracts.api';

export interface ContractsEnvironment {
  loadConsolidated(): Promise<ConsolidatedValue>;
  answerContract(answer: WireAnswer): Promise<{ released: number[] }>;
  loadDownlineContracts(kind: ContractKind): Promise<DownlineContractsValue>;
  /** the agent's direct downlines that are agents (who may hold a contract) */
  loadContractCandidates(): Promise<ContractCandidate[]>;
  offerContract(offer: ContractOffer): Promise<unknown>;
  endContract(contractId: number, status: 'W' | 'C'): Promise<unknown>;
}

const KINDS = Object.keys(CONSOLIDATED_KEYS) as ContractKind[];

const rowOf = (row: ContractValue, waiting: boolean, higherRate: boolean): OwnContract => ({
  id: row.id,
  kind: row.kind,
  product: row.type,
  state: row.state,
  uplineName: row.uplineName,
  terms: row.terms,
  proposedTerms: row.proposedTerms,
  terminationBy: row.terminationBy,
  downlineHigherRate: higherRate,
  waiting,
});

/** The consolidated info as the chart's rows: what waits for my answer first, then what is in force. */
export function ownContractsOf(value: ConsolidatedValue): OwnContract[] {
  const waiting = KINDS.flatMap((kind) =>
    Object.values(value[CONSOLIDATED_KEYS[kind].waiting]).flatMap((rows) => rows.map((row) => rowOf(row, true, row.downlineHigherRate === 'Y'))),
  );
  const waitingIds = new Set(waiting.map((row) => row.id));
  const inForce = KINDS.flatMap((kind) =>
    Object.values(value[CONSOLIDATED_KEYS[kind].info]).flatMap((entry) =>
      entry.agent.filter((row) => !waitingIds.has(row.id)).map((row) => rowOf(row, false, false)),
    ),
  );
  return [...waiting, ...inForce];
}

/**
 * The platform's letter for an answer (wire/contracts.schemas.ts): A accept, R reject, C end; on the
 * upline's request to end, dividend, daily and real-time confirm with C and keep with A, hourly
 * confirms with A and keeps with R.
 */
export function letterOf(contract: OwnContract, answer: ContractAnswer): 'A' | 'R' | 'C' {
  const hourly = contract.kind === 'hourly';
  if (contract.state === 'terminationRequested') {
    if (answer === 'end') return hourly ? 'A' : 'C';
    return hourly ? 'R' : 'A';
  }
  return answer === 'accept' ? 'A' : answer === 'reject' ? 'R' : 'C';
}

const major = (text: string | undefined) => Number((text ?? '').trim());
/** A percentage as typed (`1.25`) as the wire's fraction (`0.0125`), exact to the basis point. */
const fraction = (text: string | undefined) => Math.round(major(text) * 100) / 10_000;

/** The offer form's text as the wire's offer (wire/contracts.schemas.ts). */
export function offerOf(request: OfferRequest): ContractOffer {
  const { kind, values, tierCount } = request;
  const target = { downlineId: Number(values.downlineId), product: values.product as ContractOffer['product'] };
  const tier = (index: number, field: string) => values[tierKey(index, field as Parameters<typeof tierKey>[1])];
  const indexes = Array.from({ length: tierCount }, (_, index) => index);
  if (kind === 'realtime')
    return { kind, ...target, winRate: fraction(values.winRate), lossRate: fraction(values.lossRate), minimumBet: major(values.minimumBet) };
  if (kind === 'dividend')
    return {
      kind,
      ...target,
      period: values.period as 'D' | 'W' | 'H' | 'M',
      base: values.base as 'GGR' | 'NGR',
      carryOver: values.carryOver === 'yes',
      tiers: indexes.map((index) => ({
        minimumBet: major(tier(index, 'minimumBet')),
        netLoss: major(tier(index, 'netLoss')),
        activeMember: major(tier(index, 'activeMember')),
        contractRate: fraction(tier(index, 'rate')),
      })),
    };
  return {
    kind,
    ...target,
    tiers: indexes.map((index) => {
      const fixed = tier(index, 'rateType') === 'F';
      return {
        betVolume: major(tier(index, 'betVolume')),
        activeMember: major(tier(index, 'activeMember')),
        rateType: fixed ? ('F' as const) : ('P' as const),
        rate: fixed ? major(tier(index, 'rate')) : fraction(tier(index, 'rate')),
      };
    }),
  };
}

const downlineRowOf = (row: ContractValue): DownlineContract => ({
  id: row.id,
  product: row.type,
  state: row.state,
  receiverId: row.receiverId,
  receiverName: row.receiverName,
  terms: row.terms,
  proposedTerms: row.proposedTerms,
  terminationBy: row.terminationBy,
});

export function createContractsEdge(env: ContractsEnvironment) {
  return {
    env,
    offers: contractOffersMachine.provide({
      actors: {
        loadContracts: fromPromise<OwnContract[], void>(async () => ownContractsOf(await env.loadConsolidated())),
        answerContract: fromPromise<ContractAnswerResult, ContractAnswerRequest>(async ({ input }) => {
          const { contract, answer, confirmRelease } = input;
          const result = await env.answerContract({
            kind: contract.kind,
            contractId: contract.id,
            product: contract.product as WireAnswer['product'],
            status: letterOf(contract, answer),
            confirmRelease,
          });
          return { contractId: contract.id, answer, released: result.released };
        }),
      },
    }),
    /** one kind's page part "manage my downlines' contracts" */
    downlineContracts: downlineContractsMachine.provide({
      actors: {
        loadDownlineContracts: fromPromise<DownlineContractsLoad, { kind: ContractKind }>(async ({ input }) => {
          const [value, candidates] = await Promise.all([env.loadDownlineContracts(input.kind), env.loadContractCandidates()]);
          return { contracts: value.downline.map(downlineRowOf), candidates };
        }),
        submitOffer: fromPromise<void, OfferRequest>(async ({ input }) => {
          await env.offerContract(offerOf(input));
        }),
        updateContract: fromPromise<void, ContractUpdate>(async ({ input }) => {
          await env.endContract(input.contractId, input.status);
        }),
      },
    }),
  };
}

export type ContractsEdge = ReturnType<typeof createContractsEdge>;

export const browserContractsEdge: ContractsEdge = createContractsEdge({
  loadConsolidated,
  answerContract,
  loadDownlineContracts,
  loadContractCandidates,
  offerContract,
  endContract,
});
