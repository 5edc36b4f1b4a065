/**
 * The contracts an agent gives its direct downlines, of one kind (research §5.3, "manage my
 * downlines' contracts"): the list with each contract's state, the offer form (downline, product and
 * the kind's terms, tiers added and removed), and withdrawing an offer or asking to end a contract.
 * Terms are typed as text and checked here; `offerOf` turns them into the wire's numbers (percent
 * shown, fraction sent) and the gateway checks them again against the agent's own ceiling.
 */

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';

export type DownlineContractState = 'offered' | 'active' | 'changeOffered' | 'terminationRequested' | 'rejected' | 'withdrawn' | 'terminated';

export interface DownlineContract {
  id: number;
  product: string;
  state: DownlineContractState;
  receiverId: number;
  receiverName: string | null;
  terms: Record<string, unknown>;
  proposedTerms: Record<string, unknown> | null;
  terminationBy: 'upline' | 'downline' | null;
}

/** A direct downline that may hold a contract (an agent). */
export interface ContractCandidate {
  customerId: number;
  customerName: string;
}

export interface DownlineContractsLoad {
  contracts: DownlineContract[];
  candidates: ContractCandidate[];
}

/** A tier's fields, per kind: a dividend's `minimumBet`, `netLoss`, `activeMember`, `rate`; a salary's `betVolume`, `activeMember`, `rateType`, `rate`. */
export type TierField = 'minimumBet' | 'netLoss' | 'betVolume' | 'activeMember' | 'rateType' | 'rate';

/** The offer form's values, all as typed; a tier's field is `tier<i>.<field>`. */
export type OfferValues = Record<string, string>;

export interface OfferRequest {
  kind: ContractKind;
  values: OfferValues;
  tierCount: number;
}

export type ContractUpdate = { contractId: number; status: 'W' | 'C' };

/** An offer as the gateway takes it (wire/contracts.schemas.ts): the downline, the product and the kind's terms in numbers. */
export type ContractOfferBody = { downlineId: number; product: string } & (
  | { kind: 'dividend'; period: 'D' | 'W' | 'H' | 'M'; base: 'GGR' | 'NGR'; carryOver: boolean; tiers: DividendTier[] }
  | { kind: 'daily' | 'hourly'; tiers: SalaryTier[] }
  | { kind: 'realtime'; winRate: number; lossRate: number; minimumBet: number }
);

/** Rates are fractions (`0.0125` for 1.25 %). */
export interface DividendTier {
  minimumBet: number;
  netLoss: number;
  activeMember: number;
  contractRate: number;
}

/** `P`: `rate` is a fraction of the team's valid bet; `F`: a fixed amount. */
export interface SalaryTier {
  betVolume: number;
  activeMember: number;
  rateType: 'F' | 'P';
  rate: number;
}

/** A contract the agent gave a downline, as the gateway lists it: the chart's fields, its product under `type`. */
export type ListedDownlineContract = Omit<DownlineContract, 'product'> & { type: string };

export type DownlineContractsNotice = 'offered' | 'withdrawn' | 'endRequested';

export interface DownlineContractsInput {
  kind: ContractKind;
}

export interface DownlineContractsContext {
  kind: ContractKind;
  contracts: DownlineContract[];
  candidates: ContractCandidate[];
  values: OfferValues;
  tierCount: number;
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  /** what the last change did, shown until the next */
  notice: DownlineContractsNotice | null;
  /** the withdraw or end being sent */
  update: ContractUpdate | null;
}

export type DownlineContractsEvent =
  | { type: 'offer.open'; downlineId?: number }
  | { type: 'offer.cancel' }
  | { type: 'field.change'; field: string; value: string }
  | { type: 'tier.add' }
  | { type: 'tier.remove' }
  | { type: 'form.submit' }
  | { type: 'contract.withdraw'; contractId: number }
  | { type: 'contract.end'; contractId: number }
  | { type: 'refresh' }
  | { type: 'retry' };

export interface DownlineContractsView {
  status: 'loading' | 'ready' | 'failed' | 'composing' | 'submitting' | 'updating';
  kind: ContractKind;
  contracts: DownlineContract[];
  candidates: ContractCandidate[];
  values: OfferValues;
  tierCount: number;
  fieldErrors: Record<string, string>;
  errorCode: string | null;
  notice: DownlineContractsNotice | null;
  canAddTier: boolean;
  canRemoveTier: boolean;
}
