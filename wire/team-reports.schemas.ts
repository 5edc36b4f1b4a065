/**
 * The agent centre's team reports (research §4.2, §4.6–4.9, §5.4): team betting, downline
 * transactions, downline profit and loss, my income, the payout records of each contract kind and
 * the agent announcements. Agents only; the team is every member under the agent, at any depth
 * (not the agent itself). Lists are the member records' shape `{ list, total, totalPages, footer }`
 * over `startTime`/`endTime` (epoch ms, end included) and `page`/`size`; `footer` holds one row,
 * the totals of the whole range (not only the page). Amounts in major units with two decimals;
 * rates as fractions (0.0125 = 1.25 %), as the contracts take them.
 */
import { z } from 'zod';
import { epochMs, majorAmount } from './fields.schemas';
import { CONTRACT_PRODUCTS } from './contracts.schemas';
import { betFooter, betRecord, codeTypes, rangeQuery, recordPageQuery, recordProduct, transactionFooter, transactionRecord } from './records.schemas';

/** One member of the team by account; absent or empty: the whole team. Not in the team: `downline.unknown`. */
const subordinateName = z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().min(1).max(64).optional());

const paged = <T extends z.ZodType, F extends z.ZodType>(row: T, footer: F) =>
  z.strictObject({
    list: z.array(row),
    total: z.number().int().nonnegative(),
    totalPages: z.number().int().nonnegative(),
    footer: z.array(footer).length(1),
  });

/**
 * `GET /wps/report/teamGameBetHistory` (research §4.6): the team's bets of a product tab, newest
 * first, as the member's betting record shows them, each with its bettor and the bettor's direct
 * upline.
 */
export const teamBetHistoryQuery = z.strictObject({ product: recordProduct.default('ALL'), ...rangeQuery, ...recordPageQuery, subordinateName });
export const teamBetRecord = betRecord.extend({
  /** the bettor's account */
  customerName: z.string(),
  /** the bettor's direct upline's account */
  directAgentName: z.string(),
});
export const teamBetHistoryValue = paged(teamBetRecord, betFooter);

/**
 * `GET /wps/report/downlineTransaction` (research §4.9): every entry of the team's main wallets,
 * newest first, as the member's account record shows them. `type`: one type or several, comma
 * separated, as the account record's `codeTypes`; none is every type.
 */
export const downlineTransactionQuery = z.strictObject({ type: codeTypes, ...rangeQuery, ...recordPageQuery, subordinateName });
export const downlineTransactionRecord = transactionRecord.extend({ customerName: z.string() });
export const downlineTransactionValue = paged(downlineTransactionRecord, transactionFooter);

/**
 * `GET /wps/relay/ODSFE2_getTeamPNLV3` (research §4.7): one row per direct downline of `parentId`
 * (the agent when absent; otherwise the agent or a member of its team), each the sums of that
 * downline and everyone under it; the footer the same sums over everyone under `parentId`.
 */
export const teamPnlQuery = z.strictObject({ ...rangeQuery, parentId: z.coerce.number().int().positive().optional(), ...recordPageQuery });
const pnlFigures = {
  /** every stake placed (open and void bets included) */
  betAmount: majorAmount.nonnegative(),
  /** stakes of settled bets */
  validBetAmount: majorAmount.nonnegative(),
  /** everything paid back (a void bet's returned stake included) */
  winAmount: majorAmount.nonnegative(),
  /** the players' result: payouts less stakes of the settled bets (below 0: they lost), as the member's P&L */
  profitAndLoss: majorAmount,
  /** bonuses credited to the main wallets */
  bonusAmount: majorAmount.nonnegative(),
  /** rebates credited to the main wallets */
  rebateAmount: majorAmount.nonnegative(),
  /** deposits credited */
  depositAmount: majorAmount.nonnegative(),
  /** withdrawals completed in the range (what left the wallet, fee included) */
  withdrawalAmount: majorAmount.nonnegative(),
};
export const teamPnlRow = z.strictObject({
  customerId: z.number().int().positive(),
  customerName: z.string(),
  isAgent: z.boolean(),
  /** members under this downline (not counting itself) */
  teamSize: z.number().int().nonnegative(),
  ...pnlFigures,
});
export const teamPnlValue = paged(teamPnlRow, z.strictObject(pnlFigures));

/**
 * `GET /wps/relay/ODSFE2_AgentProfDet` (research §4.8): what the agent itself earned per merchant
 * day, newest first: rebates credited, and what the settlement jobs paid it under its contracts, by
 * kind (the day the payout was made).
 */
export const agentIncomeQuery = z.strictObject({ ...rangeQuery, ...recordPageQuery });
const incomeFigures = {
  rebate: majorAmount.nonnegative(),
  dailySalary: majorAmount.nonnegative(),
  hourlySalary: majorAmount.nonnegative(),
  realtimeSalary: majorAmount.nonnegative(),
  dividend: majorAmount.nonnegative(),
  total: majorAmount.nonnegative(),
};
export const agentIncomeRow = z.strictObject({ date: z.iso.date(), ...incomeFigures });
export const agentIncomeValue = paged(agentIncomeRow, z.strictObject(incomeFigures));

/**
 * The payout records of one contract kind (research §5.4): `ODSFE2_dailySalRec`,
 * `ODSFE2_getHourSalaryDisburseRec`, `ODSFE2_getRealTimeSalary`, `ODSFE2_QueryDividend`. Each
 * settled period of a contract of that kind whose receiver is the agent or a member of its team
 * (`subordinateName`: one of them, the agent's own account included), where the receiver's team
 * played or something was paid; newest period first, with the statement the settlement wrote.
 */
export const payoutRecordsQuery = z.strictObject({ ...rangeQuery, ...recordPageQuery, subordinateName });
export const payoutRecord = z.strictObject({
  /** the contract and the period's start: `<contractId>-<periodStart>` */
  payoutId: z.string().regex(/^\d{1,12}-\d{1,15}$/),
  /** who was paid */
  customerName: z.string(),
  /** CONS (every product together) or one game type */
  product: z.enum(CONTRACT_PRODUCTS),
  periodStart: epochMs,
  periodEnd: epochMs,
  paidAt: epochMs,
  /** the receiver's team's valid bet in the period (the receiver included) */
  teamValidBet: majorAmount.nonnegative(),
  /** members of that team with a valid bet; null for real-time salary (paid per round, not counted) */
  activeMembers: z.number().int().nonnegative().nullable(),
  /** dividend only: the base the rate was paid on (the period's net loss, with any loss carried in) */
  netLoss: majorAmount.nullable(),
  /** 1-based position of the tier met; null when none was (and for real-time salary) */
  tier: z.number().int().positive().nullable(),
  /** P: `rate` is a fraction of the base; F: `rate` is a fixed amount; null when no tier was met */
  rateType: z.enum(['P', 'F']).nullable(),
  rate: z.number().nonnegative().nullable(),
  /** real-time salary only: the rates of a round the players won and of one they lost */
  winRate: z.number().nonnegative().nullable(),
  lossRate: z.number().nonnegative().nullable(),
  /** what the contract earned before its downlines' own contracts took their share */
  gross: majorAmount.nonnegative(),
  /** what the receiver's downlines' contracts of the same kind and product took out of `gross` */
  downlineShare: majorAmount.nonnegative(),
  /** dividend only: the loss (0 or below) carried into the next period */
  carryOver: majorAmount.nullable(),
  /** paid: gross less the downlines' share, never below 0 */
  amount: majorAmount.nonnegative(),
});
export const payoutRecordsValue = paged(payoutRecord, z.strictObject({ amount: majorAmount.nonnegative() }));

/** `GET /wps/agent/announcements` (research §4.2): the notices published for agents, newest first. */
export const agentAnnouncementsValue = z.strictObject({
  list: z.array(
    z.strictObject({
      id: z.number().int().positive(),
      title: z.string(),
      /** HTML, sanitised when it was published */
      content: z.string(),
      publishedAt: epochMs,
    }),
  ),
});
