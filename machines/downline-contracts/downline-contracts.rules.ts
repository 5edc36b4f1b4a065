/**
 * The offer form's checks, starting values and offer (pure): what the wire takes (wire/contracts.schemas.ts),
 * checked before anything is sent so the agent sees every mistake at once. Rates are typed as
 * percentages with at most two decimals; amounts with at most two decimals; member counts whole.
 */
import type { ContractKind, ContractOfferBody, OfferRequest, OfferValues, TierField } from './downline-contracts.types';

export const MAX_TIERS = 10;

/** A tier's fields for a kind. */
export function tierFieldsOf(kind: ContractKind): TierField[] {
  if (kind === 'dividend') return ['minimumBet', 'netLoss', 'activeMember', 'rate'];
  if (kind === 'realtime') return [];
  return ['betVolume', 'activeMember', 'rateType', 'rate'];
}

export const tierKey = (index: number, field: TierField) => `tier${index}.${field}`;

/** An empty form of the kind: one tier, a weekly GGR dividend with carry-over, rates as a percentage. */
export function emptyOffer(kind: ContractKind, downlineId?: number): { values: OfferValues; tierCount: number } {
  const values: OfferValues = { downlineId: downlineId ? String(downlineId) : '', product: 'CONS' };
  if (kind === 'dividend') Object.assign(values, { period: 'W', base: 'GGR', carryOver: 'yes' });
  if (kind === 'realtime') Object.assign(values, { winRate: '', lossRate: '', minimumBet: '' });
  for (const field of tierFieldsOf(kind)) values[tierKey(0, field)] = field === 'rateType' ? 'P' : '';
  return { values, tierCount: kind === 'realtime' ? 0 : 1 };
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const COUNT = /^\d{1,6}$/;

type Check = 'amount' | 'percent' | 'count';

function problem(value: string | undefined, check: Check): string | null {
  const text = (value ?? '').trim();
  if (text === '') return 'required';
  if (check === 'count') return COUNT.test(text) ? null : 'count';
  if (check === 'percent') return PERCENT.test(text) && Number(text) <= 100 ? null : 'percent';
  return AMOUNT.test(text) ? null : 'amount';
}

/** The form's errors by field name (`required`, `amount`, `percent`, `count`); empty when it may be sent. */
export function validateOffer(kind: ContractKind, values: OfferValues, tierCount: number): Record<string, string> {
  const errors: Record<string, string> = {};
  const check = (field: string, kindOfCheck: Check) => {
    const found = problem(values[field], kindOfCheck);
    if (found) errors[field] = found;
  };
  if (!values.downlineId) errors.downlineId = 'required';
  if (!values.product) errors.product = 'required';
  if (kind === 'realtime') {
    check('winRate', 'percent');
    check('lossRate', 'percent');
    check('minimumBet', 'amount');
    return errors;
  }
  for (let index = 0; index < tierCount; index += 1) {
    for (const field of tierFieldsOf(kind)) {
      const key = tierKey(index, field);
      if (field === 'rateType') continue;
      if (field === 'activeMember') check(key, 'count');
      // a salary's fixed amount is money, its rate a percentage; a dividend's rate is a percentage
      else if (field === 'rate') check(key, kind !== 'dividend' && values[tierKey(index, 'rateType')] === 'F' ? 'amount' : 'percent');
      else check(key, 'amount');
    }
  }
  return errors;
}

const major = (text: string | undefined) => Number((text ?? '').trim());
/** A percentage as typed (`1.25`) as the wire's fraction (`0.0125`), exact to the basis point. */
const fraction = (text: string | undefined) => Math.round(major(text) * 100) / 10_000;

/** The offer form's text as the offer the gateway takes. */
export function offerOf(request: OfferRequest): ContractOfferBody {
  const { kind, values, tierCount } = request;
  const target = { downlineId: Number(values.downlineId), product: values.product };
  const tier = (index: number, field: TierField) => values[tierKey(index, field)];
  const indexes = Array.from({ length: tierCount }, (_, index) => index);
  if (kind === 'realtime')
    return { kind, ...target, winRate: fraction(values.winRate), lossRate: fraction(values.lossRate), minimumBet: major(values.minimumBet) };
  if (kind === 'dividend')
    return {
      kind,
      ...target,
      period: values.period as 'D' | 'W' | 'H' | 'M',
      base: values.base as 'GGR' | 'NGR',
      carryOver: values.carryOver === 'yes',
      tiers: indexes.map((index) => ({
        minimumBet: major(tier(index, 'minimumBet')),
        netLoss: major(tier(index, 'netLoss')),
        activeMember: major(tier(index, 'activeMember')),
        contractRate: fraction(tier(index, 'rate')),
      })),
    };
  return {
    kind,
    ...target,
    tiers: indexes.map((index) => {
      const fixed = tier(index, 'rateType') === 'F';
      return {
        betVolume: major(tier(index, 'betVolume')),
        activeMember: major(tier(index, 'activeMember')),
        rateType: fixed ? ('F' as const) : ('P' as const),
        rate: fixed ? major(tier(index, 'rate')) : fraction(tier(index, 'rate')),
      };
    }),
  };
}
