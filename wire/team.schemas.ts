/**
 * The agent centre's team overview (research §4.3): `ODSFE2_getTeamOverviewSum` (the period's
 * KPIs) and `ODSFE2_getTeamOverviewDailyList` (the same per merchant day, for the chart). The team is
 * every member under the agent, at any depth. Amounts in major units with two decimals.
 */
import { z } from 'zod';
import { majorAmount } from './fields.schemas';
import { rangeQuery } from './records.schemas';

export const teamOverviewQuery = z.strictObject({ ...rangeQuery });

const figures = {
  /** members who joined in the period */
  newMembers: z.number().int().nonnegative(),
  /** members with a valid bet in the period */
  activeMembers: z.number().int().nonnegative(),
  /** members whose first deposit fell in the period, and what those deposits came to */
  firstDepositCount: z.number().int().nonnegative(),
  firstDepositAmount: majorAmount.nonnegative(),
  depositCount: z.number().int().nonnegative(),
  depositAmount: majorAmount.nonnegative(),
  withdrawalCount: z.number().int().nonnegative(),
  withdrawalAmount: majorAmount.nonnegative(),
  validBetAmount: majorAmount.nonnegative(),
  /** the players' result: payouts less stakes of the valid bets (below 0: the team lost) */
  profitAndLoss: majorAmount,
  /** bonuses and rebates credited */
  bonusAmount: majorAmount.nonnegative(),
};

export const teamOverviewValue = z.strictObject({
  /** members under the agent at the period's end */
  teamSize: z.number().int().nonnegative(),
  ...figures,
});
export const teamOverviewDailyValue = z.strictObject({
  list: z.array(z.strictObject({ date: z.iso.date(), ...figures })),
});
