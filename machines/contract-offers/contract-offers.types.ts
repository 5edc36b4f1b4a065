/**
 * The agent's own contracts (SPEC §7, research §5.1–5.2): the offers waiting for its answer (new
 * terms, changed terms, an upline's request to end) and the contracts in force, of every kind, as
 * the consolidated contract info lists them. The agent answers each: accept or reject an offer or a
 * change, ask to end a contract in force, confirm or decline the upline's request to end.
 */

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';

/** The contract's state as the server's chart names it (machines/agent-contract). */
export type ContractState = 'offered' | 'active' | 'changeOffered' | 'terminationRequested' | 'rejected' | 'withdrawn' | 'terminated';

/** One contract of the agent's, as the view shows it; terms are the gateway's JSON. */
export interface OwnContract {
  id: number;
  kind: ContractKind;
  /** `CONS` or a game type */
  product: string;
  state: ContractState;
  uplineName: string | null;
  terms: Record<string, unknown>;
  /** the changed terms waiting for an answer, null when none */
  proposedTerms: Record<string, unknown> | null;
  /** who asked to end it, null when nobody did */
  terminationBy: 'upline' | 'downline' | null;
  /** accepting would release downlines of the agent that hold a higher rate (the platform's warning) */
  downlineHigherRate: boolean;
  /** waiting for this agent's answer */
  waiting: boolean;
}

/**
 * What the agent answers: `accept` or `reject` an offer or a change; `end` a contract in force (ask
 * to end it) or confirm the upline's request to end; `keep` declines that request.
 */
export type ContractAnswer = 'accept' | 'reject' | 'end' | 'keep';

export interface ContractAnswerRequest {
  contract: OwnContract;
  answer: ContractAnswer;
  /** yes to releasing the agent's downlines that hold a higher rate */
  confirmRelease: boolean;
}

export interface ContractAnswerResult {
  contractId: number;
  answer: ContractAnswer;
  /** the downline contracts the answer released */
  released: number[];
}

export interface ContractOffersContext {
  contracts: OwnContract[];
  /** the answer being sent, or waiting on the release warning */
  pending: { contractId: number; answer: ContractAnswer } | null;
  lastAnswer: ContractAnswerResult | null;
  errorCode: string | null;
}

export type ContractOffersEvent =
  | { type: 'contract.answer'; contractId: number; answer: ContractAnswer }
  | { type: 'release.confirm' }
  | { type: 'release.cancel' }
  | { type: 'refresh' }
  | { type: 'retry' };

export interface ContractOffersView {
  status: 'loading' | 'ready' | 'failed' | 'releaseWarning' | 'answering';
  /** waiting for the agent's answer, newest offers first as the gateway lists them */
  waiting: OwnContract[];
  /** in force and not waiting for an answer */
  inForce: OwnContract[];
  /** the contract the warning or the answer in flight is about */
  pending: { contract: OwnContract; answer: ContractAnswer } | null;
  lastAnswer: ContractAnswerResult | null;
  errorCode: string | null;
}
