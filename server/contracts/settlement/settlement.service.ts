/**
 * Paying agent contracts for a period (issue 14): daily salary on the previous merchant day's team
 * sales, paid the next day; hourly salary on each past hour's; real-time salary on each 5-minute
 * window's lottery rounds (realtime.ts); dividends per period on the team's net loss (dividend.ts).
 *
 * Which contracts: those in force at the period's end, replayed from their event log
 * (contract-at.ts), with the terms in force then. What each pays: its tier's pay on its downline's
 * team (salary.ts, team-figures.ts), less what the downline's own contracts of the same kind and
 * product pay further down ("self" against "direct downline" in the platform's words): the
 * merchant pays the top agent's rate on the whole tree once, split down it, never more.
 *
 * Never twice: each contract's payout is one transaction that writes its contract_payouts row
 * (primary key contract and period) and its ledger movement (key contract-payout:<id>:<period>) from
 * the merchant's commission account to the agent's main wallet. Two runners at once, or a run that
 * stopped half way and ran again, meet on that key and the second pays nothing.
 */
import type { ContractKind, ContractTerms } from '../../../machines/agent-contract/index';
import type { Db, Queryable } from '../../db/db.types';
import { accountFor, postIn } from '../../wallet/ledger.service';
import { eventsByContract, inForce, replayUntil } from './contract-at';
import { dividendPay, endedDividendPeriods } from './dividend';
import type { DividendPay, DividendPeriod, DividendPeriodType } from './dividend';
import { realtimePay, realtimeWindow, REALTIME_WINDOW_MS, teamRounds } from './realtime';
import type { RealtimePay } from './realtime';
import { salaryPay } from './salary';
import type { TierPay } from './salary';
import { teamBonuses, teamFigures } from './team-figures';
import type { TeamFigures } from './team-figures';
import { DAY_MS, DEFAULT_UTC_OFFSET_MINUTES } from '../../../rules/merchant-day';

const HOUR_MS = 3_600_000;
// a merchant's business day when its settings name none (UTC+8), the same default the site counts days with
export { DEFAULT_UTC_OFFSET_MINUTES };

/** The merchant day `day` (YYYY-MM-DD) as an instant range. */
export function merchantDay(day: string, utcOffsetMinutes: number): { from: Date; to: Date } {
  const from = new Date(Date.parse(`${day}T00:00:00.000Z`) - utcOffsetMinutes * 60_000);
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

/** The merchant day (YYYY-MM-DD) an instant falls on. */
export function merchantDayOf(at: Date, utcOffsetMinutes: number): string {
  return new Date(at.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The merchant day before the one `now` falls on. */
export function previousMerchantDay(now: Date, utcOffsetMinutes: number): string {
  return merchantDayOf(new Date(now.getTime() - DAY_MS), utcOffsetMinutes);
}

export type SalaryKind = 'daily' | 'hourly';

/** A period to settle: its instants and its name (the merchant day, or the day and hour, e.g. 2026-11-26T13). */
export interface SalaryPeriod {
  label: string;
  from: Date;
  to: Date;
}

export interface PayoutStatement {
  kind: ContractKind;
  period: { label: string; from: string; to: string };
  product: string;
  team: TeamFigures & { bonuses?: number };
  pay: TierPay | DividendPay | RealtimePay;
  /** what the downline's own contracts of this kind and product pay out of this one's gross */
  downlines: { contractId: number; gross: number }[];
  /** minor units: gross less the downlines' gross, never below 0 */
  amount: number;
}

export interface SettlementRun {
  kind: ContractKind;
  period: string;
  /** contracts in force at the period's end */
  contracts: number;
  /** payouts written now (an amount of 0 included) */
  written: number;
  /** already settled before this run */
  alreadySettled: number;
  /** minor units paid now */
  paid: number;
}

interface Eligible {
  contractId: number;
  uplineId: number;
  downlineId: number;
  product: string;
  terms: ContractTerms;
}

async function eligibleContracts(db: Queryable, merchantId: number, kind: ContractKind, until: Date): Promise<Eligible[]> {
  const events = await eventsByContract(db, { merchantId, kind, before: until });
  if (events.size === 0) return [];
  const rows = await db.query<{ id: number; upline_id: number; downline_id: number; product: string }>(
    'SELECT id, upline_id, downline_id, product FROM agent_contracts WHERE id = ANY($1::int[]) ORDER BY id',
    [[...events.keys()]],
  );
  return rows.rows.flatMap((row) => {
    const snapshot = replayUntil(events.get(row.id) ?? [], until);
    if (!snapshot || !inForce(snapshot)) return [];
    return [{ contractId: row.id, uplineId: row.upline_id, downlineId: row.downline_id, product: row.product, terms: snapshot.context.terms }];
  });
}

/** Settles one merchant's daily salaries for `day`; safe to run again and on several gateways at once. */
export function settleDailySalaries(db: Db, input: { merchantId: number; day: string; utcOffsetMinutes: number; now: Date }): Promise<SettlementRun> {
  return settleSalaries(db, {
    merchantId: input.merchantId,
    kind: 'daily',
    period: { label: input.day, ...merchantDay(input.day, input.utcOffsetMinutes) },
    now: input.now,
  });
}

/** The merchant hour starting at `hour` (whole hours of UTC are whole hours of every merchant offset used here). */
export function merchantHour(hourStart: Date, utcOffsetMinutes: number): SalaryPeriod {
  const local = new Date(hourStart.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 13);
  return { label: local, from: hourStart, to: new Date(hourStart.getTime() + HOUR_MS) };
}

/** Settles one merchant's hourly salaries for the hour starting at `hourStart`. */
export function settleHourlySalaries(
  db: Db,
  input: { merchantId: number; hourStart: Date; utcOffsetMinutes: number; now: Date },
): Promise<SettlementRun> {
  return settleSalaries(db, {
    merchantId: input.merchantId,
    kind: 'hourly',
    period: merchantHour(input.hourStart, input.utcOffsetMinutes),
    now: input.now,
  });
}

/** What one contract earns in a period before its downlines' share is taken off. */
interface Earned {
  team: PayoutStatement['team'];
  pay: PayoutStatement['pay'];
  gross: number;
}

/**
 * The skeleton every kind shares: the contracts of `kind` in force at the period's end (those
 * `accepts` keeps), skip the settled ones, every contract's gross (`earn`), then each payout as
 * its gross less its downlines' gross of the same product, written once (payOnce).
 */
async function settlePeriod(
  db: Db,
  input: {
    merchantId: number;
    kind: ContractKind;
    period: { label: string; from: Date; to: Date };
    now: Date;
    accepts?: (terms: ContractTerms) => boolean;
    earn: (contract: Eligible) => Promise<Earned | null>;
  },
): Promise<SettlementRun> {
  const { period } = input;
  const run: SettlementRun = { kind: input.kind, period: period.label, contracts: 0, written: 0, alreadySettled: 0, paid: 0 };
  if (period.to.getTime() > input.now.getTime()) throw new Error(`the period ${period.label} has not ended yet`);
  const contracts = (await eligibleContracts(db, input.merchantId, input.kind, period.to)).filter(
    (contract) => contract.terms.kind === input.kind && (input.accepts?.(contract.terms) ?? true),
  );
  run.contracts = contracts.length;
  if (contracts.length === 0) return run;
  const settled = await db.query<{ contract_id: number }>(
    'SELECT contract_id FROM contract_payouts WHERE period_start = $1 AND contract_id = ANY($2::int[])',
    [period.from, contracts.map((c) => c.contractId)],
  );
  const done = new Set(settled.rows.map((row) => row.contract_id));
  run.alreadySettled = done.size;
  if (done.size === contracts.length) return run;

  // every contract's gross first: a payout is its gross less its downlines' gross
  const earned = new Map<number, Earned>();
  for (const contract of contracts) {
    const result = await input.earn(contract);
    if (result) earned.set(contract.contractId, result);
  }
  for (const contract of contracts) {
    const own = earned.get(contract.contractId);
    if (done.has(contract.contractId) || !own) continue;
    const downlines = contracts
      .filter((other) => other.uplineId === contract.downlineId && other.product === contract.product)
      .map((other) => ({ contractId: other.contractId, gross: earned.get(other.contractId)?.gross ?? 0 }));
    const amount = Math.max(0, own.gross - downlines.reduce((sum, d) => sum + d.gross, 0));
    const statement: PayoutStatement = {
      kind: input.kind,
      period: { label: period.label, from: period.from.toISOString(), to: period.to.toISOString() },
      product: contract.product,
      team: own.team,
      pay: own.pay,
      downlines,
      amount,
    };
    if (await payOnce(db, { merchantId: input.merchantId, contract, period, statement, now: input.now })) {
      run.written += 1;
      run.paid += amount;
    } else run.alreadySettled += 1;
  }
  return run;
}

/** Settles one merchant's salary contracts of one kind for one period that has ended. */
export function settleSalaries(db: Db, input: { merchantId: number; kind: SalaryKind; period: SalaryPeriod; now: Date }): Promise<SettlementRun> {
  return settlePeriod(db, {
    ...input,
    earn: async (contract) => {
      if (contract.terms.kind !== 'daily' && contract.terms.kind !== 'hourly') return null;
      const team = await teamFigures(db, { merchantId: input.merchantId, agentId: contract.downlineId, product: contract.product, ...input.period });
      const pay = salaryPay(contract.terms.tiers, team);
      return { team, pay, gross: pay.gross };
    },
  });
}

/** One contract's payout for one period, in one transaction; false when it was written before. */
async function payOnce(
  db: Db,
  input: { merchantId: number; contract: Eligible; period: { from: Date; to: Date }; statement: PayoutStatement; now: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO contract_payouts (contract_id, period_start, period_end, merchant_id, member_id, kind, amount, statement, created_at)
       VALUES ($1, $2, $3, $4, $5, $9, $6, $7, $8) ON CONFLICT (contract_id, period_start) DO NOTHING RETURNING contract_id`,
      [
        input.contract.contractId,
        input.period.from,
        input.period.to,
        input.merchantId,
        input.contract.downlineId,
        input.statement.amount,
        JSON.stringify(input.statement),
        input.now,
        input.statement.kind,
      ],
    );
    if (inserted.rowCount === 0) return false;
    if (input.statement.amount === 0) return true;
    const owner = { merchantId: input.merchantId, now: input.now };
    const main = await accountFor(tx, { ...owner, memberId: input.contract.downlineId, kind: 'main' });
    const posted = await postIn(tx, {
      merchantId: input.merchantId,
      // the account record's types: salary or dividend
      kind: input.statement.kind === 'dividend' ? 'dividend' : 'salary',
      idempotencyKey: `contract-payout:${input.contract.contractId}:${input.period.from.toISOString()}`,
      legs: [
        { merchantAccount: 'commission', amount: -BigInt(input.statement.amount) },
        { accountId: main, amount: BigInt(input.statement.amount) },
      ],
      details: { contractId: input.contract.contractId, kind: input.statement.kind, period: input.statement.period.label },
      now: input.now,
    });
    if (posted.kind === 'insufficient') throw new Error('the commission account may go negative');
    await tx.query('UPDATE contract_payouts SET transaction_id = $3 WHERE contract_id = $1 AND period_start = $2', [
      input.contract.contractId,
      input.period.from,
      posted.transactionId,
    ]);
    return true;
  });
}

/** The carry a contract's previous dividend left (0 or less): its latest payout before this period. */
async function carryInOf(db: Queryable, contractId: number, before: Date): Promise<number> {
  const row = await db.query<{ carry: string | null }>(
    `SELECT statement->'pay'->>'carryOut' AS carry FROM contract_payouts WHERE contract_id = $1 AND period_start < $2 ORDER BY period_start DESC LIMIT 1`,
    [contractId, before],
  );
  return Math.min(0, Number(row.rows[0]?.carry ?? 0));
}

/**
 * Settles one merchant's dividend contracts of one period type for one period that has ended: each
 * contract in force at the period's end with that period pays its tier's rate of its team's net
 * loss (dividend.ts), carry-over included, less its downlines' dividends of the same product (which
 * share its period: an agent under a contract offers dividends of its own contract's period).
 * Periods of one contract are settled oldest first, so each finds the carry the one before left.
 */
export function settleDividends(db: Db, input: { merchantId: number; period: DividendPeriod; now: Date }): Promise<SettlementRun> {
  const { period } = input;
  return settlePeriod(db, {
    ...input,
    kind: 'dividend',
    accepts: (terms) => terms.kind === 'dividend' && terms.period === period.type,
    earn: async (contract) => {
      if (contract.terms.kind !== 'dividend') return null;
      const figures = await teamFigures(db, {
        merchantId: input.merchantId,
        agentId: contract.downlineId,
        product: contract.product,
        from: period.from,
        to: period.to,
      });
      // bonuses have no product: NGR takes them off the whole team's play only (CONS)
      const bonuses =
        contract.terms.base === 'NGR' && contract.product === 'CONS'
          ? await teamBonuses(db, { merchantId: input.merchantId, agentId: contract.downlineId, from: period.from, to: period.to })
          : 0;
      const team = { ...figures, bonuses };
      const pay = dividendPay(contract.terms, team, await carryInOf(db, contract.contractId, period.from));
      return { team, pay, gross: pay.gross };
    },
  });
}

/** Settles one merchant's real-time salaries for the 5-minute window starting at `from`. */
export function settleRealtimeSalaries(
  db: Db,
  input: { merchantId: number; from: Date; utcOffsetMinutes: number; now: Date },
): Promise<SettlementRun> {
  const period = realtimeWindow(input.from, input.utcOffsetMinutes);
  return settlePeriod(db, {
    merchantId: input.merchantId,
    kind: 'realtime',
    period,
    now: input.now,
    earn: async (contract) => {
      if (contract.terms.kind !== 'realtime') return null;
      const rounds = await teamRounds(db, {
        merchantId: input.merchantId,
        agentId: contract.downlineId,
        product: contract.product,
        minimumBet: contract.terms.minimumBet,
        from: period.from,
        to: period.to,
      });
      const pay = realtimePay(contract.terms, rounds);
      return { team: { validBet: pay.profitStake + pay.lossStake, activeMembers: 0, ggr: 0 }, pay, gross: pay.gross };
    },
  });
}

/** Real-time windows the job looks back over: the last hour. */
const REALTIME_CATCH_UP = 12;

/** Dividend periods the job looks back over, per type. */
const DIVIDEND_CATCH_UP: Record<DividendPeriodType, number> = { D: 7, W: 4, H: 2, M: 2 };

/** How far back the job looks for periods still unsettled (a gateway that was down catches up). */
const CATCH_UP_DAYS = 7;
const CATCH_UP_HOURS = 24;

/**
 * The job's run: every merchant's daily salaries of the last days, dividends of the last periods of
 * each type, real-time salaries of the last hour's windows and hourly salaries of the last hours
 * that have ended, oldest first. A period already
 * settled costs one read.
 */
export async function settleDueContracts(db: Db, now: Date): Promise<SettlementRun[]> {
  const merchants = await db.query<{ id: number; offset: number | null }>(`SELECT id, (settings->>'utcOffsetMinutes')::int AS offset FROM merchants`);
  const runs: SettlementRun[] = [];
  for (const merchant of merchants.rows) {
    const offset = merchant.offset ?? DEFAULT_UTC_OFFSET_MINUTES;
    const yesterday = previousMerchantDay(now, offset);
    for (let back = CATCH_UP_DAYS - 1; back >= 0; back -= 1) {
      const day = new Date(Date.parse(`${yesterday}T00:00:00Z`) - back * DAY_MS).toISOString().slice(0, 10);
      runs.push(await settleDailySalaries(db, { merchantId: merchant.id, day, utcOffsetMinutes: offset, now }));
    }
    for (const type of Object.keys(DIVIDEND_CATCH_UP) as DividendPeriodType[]) {
      for (const period of endedDividendPeriods(type, now, offset, DIVIDEND_CATCH_UP[type])) {
        runs.push(await settleDividends(db, { merchantId: merchant.id, period, now }));
      }
    }
    const lastWindow = Math.floor(now.getTime() / REALTIME_WINDOW_MS) * REALTIME_WINDOW_MS - REALTIME_WINDOW_MS;
    for (let back = REALTIME_CATCH_UP - 1; back >= 0; back -= 1) {
      runs.push(
        await settleRealtimeSalaries(db, {
          merchantId: merchant.id,
          from: new Date(lastWindow - back * REALTIME_WINDOW_MS),
          utcOffsetMinutes: offset,
          now,
        }),
      );
    }
    const lastHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS - HOUR_MS;
    for (let back = CATCH_UP_HOURS - 1; back >= 0; back -= 1) {
      runs.push(
        await settleHourlySalaries(db, { merchantId: merchant.id, hourStart: new Date(lastHour - back * HOUR_MS), utcOffsetMinutes: offset, now }),
      );
    }
  }
  return runs;
}
