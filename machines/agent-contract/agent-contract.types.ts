/**
 * The lifecycle of one agent contract (issue 14): an upline's offer of terms to a direct downline,
 * for one kind (dividend, daily, hourly or real-time salary) and one product, persisted per
 * contract on the gateway and folded one event at a time inside a transaction that holds the
 * contract's row, so an accept racing a reject is decided once. People and time arrive inside
 * events: the chart is pure and replayable.
 *
 *   offered --downline accepts--> active --either side asks to end, the other confirms--> terminated
 *   offered --downline rejects--> rejected          active --upline offers new terms--> changeOffered
 *   offered --upline withdraws--> withdrawn         changeOffered --downline accepts--> active (new terms)
 *   a contract in force --system.release--> terminated (its upline took a lower rate; see the service)
 *
 * The platform's own status letters (research §5.2) are what the wire shows: P offered, E a change
 * offered, V termination asked, A active, R rejected, C ended (terminated or withdrawn).
 */

export const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

export const CONTRACT_STATES = ['offered', 'active', 'changeOffered', 'terminationRequested', 'rejected', 'withdrawn', 'terminated'] as const;
export type ContractState = (typeof CONTRACT_STATES)[number];

/** The states whose terms are paid: the contract is in force while a change or an end is discussed. */
export const IN_FORCE_STATES: readonly ContractState[] = ['active', 'changeOffered', 'terminationRequested'];
/** Not final: at most one such contract per downline, kind and product. */
export const LIVE_STATES: readonly ContractState[] = ['offered', ...IN_FORCE_STATES];

export type ContractStatusLetter = 'P' | 'E' | 'V' | 'A' | 'R' | 'C';
export const STATUS_LETTER: Record<ContractState, ContractStatusLetter> = {
  offered: 'P',
  changeOffered: 'E',
  terminationRequested: 'V',
  active: 'A',
  rejected: 'R',
  withdrawn: 'C',
  terminated: 'C',
};

export type Party = 'upline' | 'downline';

/**
 * The terms, per kind. Money in minor units, rates in basis points (2500 = 25 %), all integers, so
 * a settlement computes to the cent.
 */
export interface DividendTier {
  /** the period's team valid bet at least */
  minimumBet: number;
  /** the period's team net loss at least */
  netLoss: number;
  activeMember: number;
  contractRate: number;
}
export interface SalaryTier {
  /** the day's (daily) or hour's (hourly) team valid bet at least */
  betVolume: number;
  activeMember: number;
  /** P: `rate` basis points of the team valid bet; F: `rate` minor units, fixed */
  rateType: 'P' | 'F';
  rate: number;
}
export type ContractTerms =
  | { kind: 'dividend'; period: 'D' | 'W' | 'H' | 'M'; base: 'GGR' | 'NGR'; carryOver: boolean; tiers: DividendTier[] }
  | { kind: 'daily'; tiers: SalaryTier[] }
  | { kind: 'hourly'; tiers: SalaryTier[] }
  /** per lottery round and player: winRate of the stake when the player won the round, lossRate when they lost */
  | { kind: 'realtime'; winRate: number; lossRate: number; minimumBet: number };

export interface AgentContractContext {
  /** the terms in force (while offered: the terms on offer) */
  terms: ContractTerms;
  /** a change the upline offered, waiting for the downline */
  proposedTerms: ContractTerms | null;
  /** who asked to end it, waiting for the other side */
  terminationBy: Party | null;
  acceptedAt: string | null;
  endedAt: string | null;
  /** who moved it last: a party or `system` */
  lastBy: Party | 'system' | null;
  /** why the system ended it */
  reason: string | null;
}

export interface AgentContractInput {
  terms: ContractTerms;
}

export type AgentContractEvent =
  | { type: 'downline.accept'; at: string }
  | { type: 'downline.reject'; at: string }
  | { type: 'upline.withdraw'; at: string }
  | { type: 'upline.offerChange'; at: string; terms: ContractTerms }
  | { type: 'termination.request'; at: string; by: Party }
  /** the side that did not ask agrees: the contract ends */
  | { type: 'termination.confirm'; at: string; by: Party }
  /** the side that did not ask refuses: the contract stays in force */
  | { type: 'termination.decline'; at: string; by: Party }
  | { type: 'system.release'; at: string; reason: string };

export interface AgentContractSnapshotJson {
  value: ContractState;
  context: AgentContractContext;
}
