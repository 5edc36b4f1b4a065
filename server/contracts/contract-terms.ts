/**
 * Contract terms between the wire (major units, rates as fractions) and the chart (minor units,
 * basis points, integers), and the one comparison the contract rules need: how much a set of terms
 * gives at most, as a rate and as a fixed amount.
 *
 * An upline gives a downline at most what it has itself: its own contract of the same kind and
 * product, or for a top agent the merchant's ceiling (contract_settings, defaults below). And a
 * downline that accepts less than it gives its own downlines releases them (contract.service.ts).
 */
import type { ContractKind, ContractTerms, SalaryTier } from '../../machines/agent-contract/index';
import type { Queryable } from '../db/db.types';

const minor = (major: number) => Math.round(major * 100);
const basisPoints = (fraction: number) => Math.round(fraction * 10_000);

interface WireSalaryTier {
  betVolume: number;
  activeMember: number;
  rateType: 'P' | 'F';
  rate: number;
}

export type WireTerms =
  | {
      kind: 'dividend';
      period: 'D' | 'W' | 'H' | 'M';
      base: 'GGR' | 'NGR';
      carryOver: boolean;
      tiers: { minimumBet: number; netLoss: number; activeMember: number; contractRate: number }[];
    }
  | { kind: 'daily' | 'hourly'; tiers: WireSalaryTier[] }
  | { kind: 'realtime'; winRate: number; lossRate: number; minimumBet: number };

const salaryTier = (tier: WireSalaryTier): SalaryTier => ({
  betVolume: minor(tier.betVolume),
  activeMember: tier.activeMember,
  rateType: tier.rateType,
  rate: tier.rateType === 'P' ? basisPoints(tier.rate) : minor(tier.rate),
});

/** Tiers sorted from the lowest requirement up, so "the highest tier met" is the last one met. */
export function termsFromWire(wire: WireTerms): ContractTerms {
  if (wire.kind === 'dividend') {
    const tiers = wire.tiers
      .map((tier) => ({
        minimumBet: minor(tier.minimumBet),
        netLoss: minor(tier.netLoss),
        activeMember: tier.activeMember,
        contractRate: basisPoints(tier.contractRate),
      }))
      .sort((a, b) => a.minimumBet - b.minimumBet || a.netLoss - b.netLoss || a.activeMember - b.activeMember);
    return { kind: 'dividend', period: wire.period, base: wire.base, carryOver: wire.carryOver, tiers };
  }
  if (wire.kind === 'realtime') {
    return { kind: 'realtime', winRate: basisPoints(wire.winRate), lossRate: basisPoints(wire.lossRate), minimumBet: minor(wire.minimumBet) };
  }
  const tiers = wire.tiers.map(salaryTier).sort((a, b) => a.betVolume - b.betVolume || a.activeMember - b.activeMember);
  return { kind: wire.kind, tiers };
}

const major = (minorUnits: number) => minorUnits / 100;
const fraction = (bp: number) => bp / 10_000;

/** The platform's field names, amounts in major units and rates as fractions. */
export function termsToWire(terms: ContractTerms): Record<string, unknown> {
  if (terms.kind === 'dividend') {
    return {
      period: terms.period,
      base: terms.base,
      carryOver: terms.carryOver,
      tiers: terms.tiers.map((tier) => ({
        minimumBet: major(tier.minimumBet),
        netLoss: major(tier.netLoss),
        activeMember: tier.activeMember,
        contractRate: fraction(tier.contractRate),
      })),
    };
  }
  if (terms.kind === 'realtime') return { winRate: fraction(terms.winRate), lossRate: fraction(terms.lossRate), minimumBet: major(terms.minimumBet) };
  return {
    tiers: terms.tiers.map((tier) => ({
      betVolume: major(tier.betVolume),
      activeMember: tier.activeMember,
      rateType: tier.rateType,
      rate: tier.rateType === 'P' ? fraction(tier.rate) : major(tier.rate),
    })),
  };
}

/** The most a set of terms gives: its highest rate (basis points) and its highest fixed amount (minor units). */
export interface Reach {
  rateBp: number;
  fixed: number;
}

export function reachOf(terms: ContractTerms): Reach {
  if (terms.kind === 'dividend') return { rateBp: Math.max(...terms.tiers.map((tier) => tier.contractRate)), fixed: 0 };
  if (terms.kind === 'realtime') return { rateBp: Math.max(terms.winRate, terms.lossRate), fixed: 0 };
  const of = (type: 'P' | 'F') => Math.max(0, ...terms.tiers.filter((tier) => tier.rateType === type).map((tier) => tier.rate));
  return { rateBp: of('P'), fixed: of('F') };
}

/** Whether `terms` give more than `ceiling` in either way. */
export const exceeds = (terms: Reach, ceiling: Reach) => terms.rateBp > ceiling.rateBp || terms.fixed > ceiling.fixed;

/** What a merchant lets its top agents give, unless contract_settings says otherwise. */
export const DEFAULT_CEILINGS: Record<ContractKind, Reach> = {
  dividend: { rateBp: 5_000, fixed: 0 },
  daily: { rateBp: 300, fixed: 100_000 },
  hourly: { rateBp: 200, fixed: 20_000 },
  realtime: { rateBp: 300, fixed: 0 },
};

export async function merchantCeiling(db: Queryable, merchantId: number, kind: ContractKind): Promise<Reach> {
  const row = await db.query<{ max_rate_bp: number; max_fixed: string }>(
    'SELECT max_rate_bp, max_fixed::text FROM contract_settings WHERE merchant_id = $1 AND kind = $2',
    [merchantId, kind],
  );
  const found = row.rows[0];
  return found ? { rateBp: found.max_rate_bp, fixed: Number(found.max_fixed) } : DEFAULT_CEILINGS[kind];
}

/** The member-centre module that enables each kind (seed-data.ts). */
export const CONTRACT_MODULES: Record<ContractKind, string> = {
  dividend: 'SIGNCONDIV3',
  daily: 'DAILYSAL3',
  hourly: 'HOURSAL3',
  realtime: 'REALTIMESAL3',
};
