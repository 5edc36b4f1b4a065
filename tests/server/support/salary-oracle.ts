/**
 * The salary settlement's oracle: what every salary contract should pay for a period, computed in
 * plain code from the generated team and bets (support/team-history.ts) and the test's own timeline
 * of each contract's terms, without the gateway's code: the team is the agent and everyone under
 * it; its valid bet the stakes of its valid bets in the period, of the contract's product or all
 * (CONS); active members those with a valid bet; the highest tier met pays its rate of the valid bet
 * (rounded down to the cent) or its fixed amount; a contract pays its gross less the gross of the
 * same product's contracts of its downline, never below 0.
 */
import type { SalaryTier } from '../../../machines/agent-contract/index';
import { teamsOf } from './contract-steps';
import type { HistoryBet, TeamMember } from './team-history';

export interface Planned {
  id: number;
  uplineId: number;
  downlineId: number;
  product: string;
  /** the terms in force from each instant on; null: ended */
  timeline: { at: number; terms: SalaryTier[] | null }[];
}

export function salaryOracle(input: {
  planned: Planned[];
  members: TeamMember[];
  bets: HistoryBet[];
  period: { from: Date; to: Date };
}): Map<number, number> {
  const { period } = input;
  const end = period.to.getTime();
  const termsAtEnd = (plan: Planned) => plan.timeline.filter((step) => step.at < end).at(-1)?.terms ?? null;
  const inForce = input.planned.filter((plan) => termsAtEnd(plan) !== null);
  const teamOf = teamsOf(input.members);
  const gross = new Map<number, number>();
  for (const plan of inForce) {
    const team = teamOf(plan.downlineId);
    const valid = input.bets.filter(
      (bet) =>
        bet.valid &&
        team.has(bet.memberId) &&
        bet.createdAt >= period.from &&
        bet.createdAt < period.to &&
        (plan.product === 'CONS' || bet.product === plan.product),
    );
    const volume = valid.reduce((sum, bet) => sum + bet.stake, 0);
    const active = new Set(valid.map((bet) => bet.memberId)).size;
    let pay = 0;
    for (const tier of termsAtEnd(plan)!) {
      if (volume >= tier.betVolume && active >= tier.activeMember)
        pay = tier.rateType === 'P' ? Math.floor((volume * tier.rate) / 10_000) : tier.rate;
    }
    gross.set(plan.id, pay);
  }
  const payouts = new Map<number, number>();
  for (const plan of inForce) {
    const below = inForce.filter((other) => other.uplineId === plan.downlineId && other.product === plan.product);
    payouts.set(plan.id, Math.max(0, gross.get(plan.id)! - below.reduce((sum, other) => sum + gross.get(other.id)!, 0)));
  }
  return payouts;
}
