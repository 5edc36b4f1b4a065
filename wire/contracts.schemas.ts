/**
 * Agent contracts on the wire (SPEC §7 "Salary and dividend", research §5): an upline offers terms
 * to a direct downline (`MCSFE_applyContractualDividend`, `…ContractDailySalary`,
 * `…ContractHourSalary`, `MCSFE_assignRealTimeSalaryContract`), changes them
 * (`MCSFE_modifyContractDividend`) or asks to end them (`MCSFE_updateContractDividend`); the
 * downline answers with the platform's status letters (`MCS2_processDividendReq`,
 * `MCS2_processDailySalContract`, `MCS2_processContractHourSalary`,
 * `MCSFE_processRealTimeSalaryContract`); `/wps/member/info/funds/consolidated` lists what waits for
 * the member and what is in force.
 *
 * Amounts in major units with at most two decimals and rates as fractions with at most four decimals
 * (0.0125 = 1.25 %), as the platform shows them; the gateway keeps minor units and basis points.
 */
import { z } from 'zod';
import { GAME_TYPE_CODES } from './games.schemas';

/** CONS: the team's play on every product together; otherwise one game type. */
export const CONTRACT_PRODUCTS = ['CONS', ...GAME_TYPE_CODES] as const;
export type ContractProduct = (typeof CONTRACT_PRODUCTS)[number];

const amount = z
  .number()
  .finite()
  .nonnegative('must not be negative')
  .max(1_000_000_000, 'too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'at most two decimals');
const rate = z
  .number()
  .finite()
  .min(0, 'must not be negative')
  .max(1, 'at most 1 (100 %)')
  .refine((value) => Math.abs(Math.round(value * 10_000) - value * 10_000) < 1e-6, 'at most four decimals (0.01 %)');
const members = z.number().int('a whole number').min(0).max(100_000);
const product = z.enum(CONTRACT_PRODUCTS, { error: 'unknown product' });
const memberId = z.coerce.number().int().positive();

const dividendTier = z.object({ minimumBet: amount, netLoss: amount, activeMember: members, contractRate: rate });
const salaryTier = z
  .object({ betVolume: amount, activeMember: members, rateType: z.enum(['P', 'F']), rate: z.number().finite().nonnegative() })
  .superRefine((tier, ctx) => {
    // P: a fraction of the team's valid bet; F: a fixed amount
    const checked = tier.rateType === 'P' ? rate.safeParse(tier.rate) : amount.safeParse(tier.rate);
    if (!checked.success) ctx.addIssue({ code: 'custom', path: ['rate'], message: checked.error.issues[0].message });
  });

/** Tiers are listed from the lowest requirement up; at most 10. */
const tiers = <T extends z.ZodType>(tier: T) => z.array(tier).min(1, 'at least one tier').max(10, 'at most 10 tiers');

export const dividendTerms = z.object({
  period: z.enum(['D', 'W', 'H', 'M'], { error: 'D, W, H (semimonthly) or M' }),
  base: z.enum(['GGR', 'NGR']),
  carryOver: z.boolean(),
  tiers: tiers(dividendTier),
});
export const salaryTerms = z.object({ tiers: tiers(salaryTier) });
export const realtimeTerms = z.object({ winRate: rate, lossRate: rate, minimumBet: amount });

const offerTarget = z.object({ downlineId: memberId, product });
export const applyDividendBody = offerTarget.extend(dividendTerms.shape);
export const applySalaryBody = offerTarget.extend(salaryTerms.shape);
export const applyRealtimeBody = offerTarget.extend(realtimeTerms.shape);

/** A change of a dividend contract's terms (the upline). */
export const modifyDividendBody = z.object({ contractId: memberId }).extend(dividendTerms.shape);

/** The upline ends its side: withdraw an offer or a change (`W`), or ask to end a contract in force (`C`). */
export const updateContractBody = z.object({ contractId: memberId, status: z.enum(['W', 'C'], { error: 'W or C' }) });

/**
 * The downline's answer. Dividend and daily (and real-time): `A` accept / `R` reject an offer or a
 * change; on a termination the upline asked, `C` confirms it and `A` keeps the contract; on a
 * contract in force `C` asks to end it. Hourly (the platform's own codes): `A` accepts an offer or
 * confirms a termination, `R` rejects either.
 */
export const processDividendQuery = z.object({ type: product, status: z.enum(['A', 'R', 'C']), confirmRelease: z.stringbool().optional() });
export const processContractBody = z.object({
  contractId: memberId,
  status: z.enum(['A', 'R', 'C']),
  /** yes to "a downline of yours has a higher rate and will be released" */
  confirmRelease: z.boolean().optional(),
});
export const processDailyQuery = z.object({ id: memberId, status: z.enum(['A', 'R', 'C']), confirmRelease: z.stringbool().optional() });

export const contractHistoryQuery = z.object({ contractId: memberId });

/** The chart's kinds, states and letters as the wire names them (machines/agent-contract; a server test holds them equal). */
export const WIRE_CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
export const WIRE_CONTRACT_STATES = ['offered', 'active', 'changeOffered', 'terminationRequested', 'rejected', 'withdrawn', 'terminated'] as const;

export const downlineContractsQuery = z.object({
  kind: z.enum(WIRE_CONTRACT_KINDS, { error: 'dividend, daily, hourly or realtime' }).optional(),
  liveOnly: z.stringbool().optional(),
});

const termsValue = z.record(z.string(), z.unknown());
export const contractValue = z.strictObject({
  id: z.number().int(),
  kind: z.enum(WIRE_CONTRACT_KINDS),
  type: z.enum(CONTRACT_PRODUCTS),
  status: z.enum(['P', 'E', 'V', 'A', 'R', 'C']),
  state: z.enum(WIRE_CONTRACT_STATES),
  uplineName: z.string().nullable(),
  receiverId: z.number().int(),
  receiverName: z.string().nullable(),
  terms: termsValue,
  proposedTerms: termsValue.nullable(),
  terminationBy: z.enum(['upline', 'downline']).nullable(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});

/** What a contract call answers: the contract after it, and the ids of the downline contracts it released. */
export const contractChangeValue = z.strictObject({ contract: contractValue, released: z.array(z.number().int()) });
export const downlineContractsValue = z.strictObject({ downline: z.array(contractValue) });
export const contractHistoryValue = z.strictObject({
  list: z.array(
    z.strictObject({
      at: z.number().int(),
      by: z.enum(['upline', 'downline', 'system']),
      event: z.string(),
      fromState: z.string().nullable(),
      toState: z.string(),
    }),
  ),
});

const waitingRow = contractValue.extend({ downlineHigherRate: z.enum(['Y', 'N']) });
const byProduct = <T extends z.ZodType>(row: T) => z.record(z.string(), row);
/** `GET /wps/member/info/funds/consolidated` (research §5.1): per kind, what waits for me and what is in force, by product. */
export const consolidatedValue = z.strictObject({
  divtypereq: byProduct(z.array(waitingRow)),
  dailysalreqtype: byProduct(z.array(waitingRow)),
  contracthoursalreq: byProduct(z.array(waitingRow)),
  realtimesalreqtype: byProduct(z.array(waitingRow)),
  divtypeinfo: byProduct(z.strictObject({ agent: z.array(contractValue) })),
  dailysalinfotype: byProduct(z.strictObject({ agent: z.array(contractValue) })),
  contracthoursalinfo: byProduct(z.strictObject({ agent: z.array(contractValue) })),
  realtimesalinfotype: byProduct(z.strictObject({ agent: z.array(contractValue) })),
  sumBalance: z.number(),
});

export type ContractValue = z.output<typeof contractValue>;
export type ContractChangeValue = z.output<typeof contractChangeValue>;
export type DownlineContractsValue = z.output<typeof downlineContractsValue>;
export type ContractHistoryValue = z.output<typeof contractHistoryValue>;
export type ConsolidatedValue = z.output<typeof consolidatedValue>;
export type DividendTerms = z.input<typeof dividendTerms>;
export type SalaryTerms = z.input<typeof salaryTerms>;
export type RealtimeTerms = z.input<typeof realtimeTerms>;
