/**
 * The agent centre's team overview (research §4.3): `ODSFE2_getTeamOverviewSum` (the period's
 * KPIs) and `ODSFE2_getTeamOverviewDailyList` (the same per merchant day, for the chart). The team is
 * every member under the agent, at any depth. The period is whole merchant days: the days holding
 * startTime and endTime. Amounts in major units with two decimals.
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

/**
 * `GET /wps/relay/ODSFE2_getSubordinatev2` (research §4.5): the members under `parentId` (the
 * agent itself when absent, or anyone under it), direct ones (`depth=1`, the default) or at every
 * depth (`depth=0`), optionally those whose account contains `username`; with the breadcrumb from
 * the agent down to `parentId`.
 */
export const subordinateQuery = z.strictObject({
  parentId: z.coerce.number().int().positive().optional(),
  depth: z.coerce.number().int().min(0).max(1).default(1),
  username: z.string().trim().max(64).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(20),
});
const subordinate = z.strictObject({
  customerId: z.number().int(),
  customerName: z.string(),
  /** the member's type: 0 player, 1/2/41/42 agent */
  type: z.number().int(),
  isAgent: z.boolean(),
  /** 1: directly under the agent */
  level: z.number().int().positive(),
  directAgentName: z.string(),
  registeredAt: z.number().int(),
  /** members directly under this one */
  downlineCount: z.number().int().nonnegative(),
  mainBalance: majorAmount,
});
export const subordinateValue = z.strictObject({
  breadcrumb: z.array(z.strictObject({ customerId: z.number().int(), customerName: z.string() })),
  list: z.array(subordinate),
  total: z.number().int().nonnegative(),
  totalPages: z.number().int().nonnegative(),
});

export type TeamOverviewValue = z.output<typeof teamOverviewValue>;
export type TeamOverviewDailyValue = z.output<typeof teamOverviewDailyValue>;
export type SubordinateValue = z.output<typeof subordinateValue>;
