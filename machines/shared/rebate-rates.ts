/**
 * Rebate rates typed per product (research §4.4), as the agent gives them to an affiliate link, to
 * a downline it opens, or to a direct downline: percentages with at most two decimals, each no
 * higher than the most the agent may give on that product. Checked here before anything is sent,
 * so the agent sees every product that is off at once; the gateway checks again (and alone knows
 * when a rate is below what the downline already gives its own downlines). Pure.
 */

/** A product's rates of the agent: its own and the most it may give a downline (percent). */
export interface RebateCeiling {
  product: string;
  rate: number;
  maxRate: number;
}

/** A product's rate as the gateway takes and answers it (percent). */
export interface RebateRate {
  product: string;
  rate: number;
}

/** What the agent typed, by product; empty is 0. */
export type RateValues = Record<string, string>;

/**
 * `format`: not a percentage with at most two decimals; `aboveMax`: above the most the agent may
 * give (checked here); the gateway's `aboveOwn` (the same, found there) and `belowDownline` (under
 * what the member gives its own downlines). `limit` is the rate the product met, when known.
 */
export type RateErrorCode = 'format' | 'aboveMax' | 'aboveOwn' | 'belowDownline';

export interface RateError {
  code: RateErrorCode;
  limit: number | null;
}

export type RateErrors = Record<string, RateError>;

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** Hundredths of a percent: rates compared exactly. */
const basisPoints = (percent: number) => Math.round(percent * 100);

/** Every product of the ceilings left empty (0). */
export function emptyRates(ceilings: readonly RebateCeiling[]): RateValues {
  return Object.fromEntries(ceilings.map((ceiling) => [ceiling.product, '']));
}

/** The form's values for rates a member has (0 shown empty). */
export function rateValuesOf(ceilings: readonly RebateCeiling[], rates: readonly RebateRate[]): RateValues {
  const known = new Map(rates.map((entry) => [entry.product, entry.rate]));
  return Object.fromEntries(ceilings.map(({ product }) => [product, known.get(product) ? String(known.get(product)) : '']));
}

/** The products whose typed rate is not a percentage or is above what the agent may give. */
export function rateErrors(values: RateValues, ceilings: readonly RebateCeiling[]): RateErrors {
  const errors: RateErrors = {};
  for (const { product, maxRate } of ceilings) {
    const typed = (values[product] ?? '').trim();
    if (typed === '') continue;
    if (!PERCENT.test(typed)) errors[product] = { code: 'format', limit: null };
    else if (basisPoints(Number(typed)) > basisPoints(maxRate)) errors[product] = { code: 'aboveMax', limit: maxRate };
  }
  return errors;
}

/** Every product's rate to send (empty as 0), once the values pass `rateErrors`. */
export function typedRates(values: RateValues, ceilings: readonly RebateCeiling[]): RebateRate[] {
  return ceilings.map(({ product }) => {
    const typed = (values[product] ?? '').trim();
    return { product, rate: typed === '' ? 0 : basisPoints(Number(typed)) / 100 };
  });
}

const REFUSED: Readonly<Record<string, RateErrorCode>> = { 'rebate.aboveOwn': 'aboveOwn', 'rebate.belowDownline': 'belowDownline' };

/** A gateway refusal of one product's rate (`{ errorCode, value: { product, limit } }`), under that product; else none. */
export function refusedRates(error: unknown): RateErrors {
  if (typeof error !== 'object' || error === null) return {};
  const { errorCode, value } = error as { errorCode?: unknown; value?: unknown };
  const code = typeof errorCode === 'string' ? REFUSED[errorCode] : undefined;
  if (!code || typeof value !== 'object' || value === null) return {};
  const { product, limit } = value as { product?: unknown; limit?: unknown };
  if (typeof product !== 'string') return {};
  return { [product]: { code, limit: typeof limit === 'number' ? limit : null } };
}
