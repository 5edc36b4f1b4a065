/**
 * Dividend periods and pay (research §5.4).
 *
 * Periods are the merchant's calendar (its UTC offset): D a day; W Monday to Monday; H half a month
 * (the 1st to the 16th, the 16th to the next 1st: "semimonthly"); M a month. Each has a label:
 * `2026-11-26`, `2026-11-23/W` (its Monday), `2026-11-H1`/`H2`, `2026-11`.
 *
 * Pay: the base is the team's net loss (what the house won from its valid bets: stakes less
 * payouts; GGR), or that less the bonuses and rebates credited to the team (NGR). With carry-over,
 * a losing period's negative base is carried into the next one, which must win it back first. The
 * highest tier whose period valid bet, net loss and active members the team met pays its rate of the
 * base (rounded down to the cent); none met, or a base not above 0: nothing.
 */
import { DAY_MS } from '../../../rules/merchant-day';
import type { DividendTier } from '../../../machines/agent-contract/index';

export type DividendPeriodType = 'D' | 'W' | 'H' | 'M';

export interface DividendPeriod {
  type: DividendPeriodType;
  label: string;
  from: Date;
  to: Date;
}

/** The merchant-local midnight of a UTC date (YYYY-MM-DD parts) as an instant. */
const localMidnight = (year: number, month: number, day: number, offsetMinutes: number) =>
  new Date(Date.UTC(year, month, day) - offsetMinutes * 60_000);

/** The period of `type` that holds the instant `at`. */
export function dividendPeriodAt(type: DividendPeriodType, at: Date, offsetMinutes: number): DividendPeriod {
  const local = new Date(at.getTime() + offsetMinutes * 60_000);
  const [year, month, day] = [local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()];
  const pad = (n: number) => String(n).padStart(2, '0');
  if (type === 'D') {
    const from = localMidnight(year, month, day, offsetMinutes);
    return { type, label: `${year}-${pad(month + 1)}-${pad(day)}`, from, to: new Date(from.getTime() + DAY_MS) };
  }
  if (type === 'W') {
    // getUTCDay: 0 Sunday; a week starts on Monday
    const back = (local.getUTCDay() + 6) % 7;
    const from = localMidnight(year, month, day - back, offsetMinutes);
    const monday = new Date(from.getTime() + offsetMinutes * 60_000);
    return {
      type,
      label: `${monday.getUTCFullYear()}-${pad(monday.getUTCMonth() + 1)}-${pad(monday.getUTCDate())}/W`,
      from,
      to: new Date(from.getTime() + 7 * DAY_MS),
    };
  }
  if (type === 'H') {
    const first = day < 16;
    return {
      type,
      label: `${year}-${pad(month + 1)}-H${first ? 1 : 2}`,
      from: localMidnight(year, month, first ? 1 : 16, offsetMinutes),
      to: first ? localMidnight(year, month, 16, offsetMinutes) : localMidnight(year, month + 1, 1, offsetMinutes),
    };
  }
  return {
    type,
    label: `${year}-${pad(month + 1)}`,
    from: localMidnight(year, month, 1, offsetMinutes),
    to: localMidnight(year, month + 1, 1, offsetMinutes),
  };
}

/** The `count` periods of `type` that ended last before `now`, oldest first. */
export function endedDividendPeriods(type: DividendPeriodType, now: Date, offsetMinutes: number, count: number): DividendPeriod[] {
  const periods: DividendPeriod[] = [];
  let current = dividendPeriodAt(type, now, offsetMinutes);
  for (let i = 0; i < count; i += 1) {
    current = dividendPeriodAt(type, new Date(current.from.getTime() - 1), offsetMinutes);
    periods.unshift(current);
  }
  return periods;
}

export interface DividendFigures {
  validBet: number;
  activeMembers: number;
  /** stakes less payouts of the valid bets: what the house won */
  ggr: number;
  /** bonuses and rebates credited to the team in the period */
  bonuses: number;
}

export interface DividendPay {
  base: 'GGR' | 'NGR';
  /** the period's own base (GGR, or GGR less bonuses) */
  periodBase: number;
  /** a negative base carried in from the previous period (0 or less) */
  carryIn: number;
  /** periodBase + carryIn */
  netLoss: number;
  tier: number | null;
  contractRate: number | null;
  gross: number;
  /** carried into the next period (0 or less) */
  carryOut: number;
}

export function dividendPay(
  terms: { base: 'GGR' | 'NGR'; carryOver: boolean; tiers: DividendTier[] },
  team: DividendFigures,
  carryIn: number,
): DividendPay {
  const periodBase = terms.base === 'GGR' ? team.ggr : team.ggr - team.bonuses;
  const carried = terms.carryOver ? Math.min(0, carryIn) : 0;
  const netLoss = periodBase + carried;
  const carryOut = terms.carryOver ? Math.min(0, netLoss) : 0;
  let met = -1;
  for (const [index, tier] of terms.tiers.entries()) {
    if (team.validBet >= tier.minimumBet && netLoss >= tier.netLoss && team.activeMembers >= tier.activeMember) met = index;
  }
  if (met < 0 || netLoss <= 0) return { base: terms.base, periodBase, carryIn: carried, netLoss, tier: null, contractRate: null, gross: 0, carryOut };
  const rate = terms.tiers[met].contractRate;
  return {
    base: terms.base,
    periodBase,
    carryIn: carried,
    netLoss,
    tier: met + 1,
    contractRate: rate,
    gross: Number((BigInt(netLoss) * BigInt(rate)) / 10_000n),
    carryOut,
  };
}
