/**
 * A salary tier's pay for a period (daily or hourly): the highest tier whose team valid bet and
 * active members the team met (tiers are kept sorted from the lowest requirement up); a rate tier
 * pays that many basis points of the team's valid bet, rounded down to the cent; a fixed tier pays
 * its amount. No tier met: nothing.
 */
import type { SalaryTier } from '../../../machines/agent-contract/index';
import type { TeamFigures } from './team-figures';

export interface TierPay {
  /** 1-based position of the tier met; null when none was */
  tier: number | null;
  rateType: 'P' | 'F' | null;
  rate: number | null;
  /** minor units */
  gross: number;
}

export function salaryPay(tiers: SalaryTier[], team: TeamFigures): TierPay {
  let met = -1;
  for (const [index, tier] of tiers.entries()) if (team.validBet >= tier.betVolume && team.activeMembers >= tier.activeMember) met = index;
  if (met < 0) return { tier: null, rateType: null, rate: null, gross: 0 };
  const tier = tiers[met];
  const gross = tier.rateType === 'P' ? Number((BigInt(team.validBet) * BigInt(tier.rate)) / 10_000n) : tier.rate;
  return { tier: met + 1, rateType: tier.rateType, rate: tier.rate, gross };
}
