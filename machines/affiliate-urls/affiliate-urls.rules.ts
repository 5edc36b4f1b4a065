/** The link form's checks and starting values (pure). */
import { emptyRates, rateErrors, typedRates } from '../shared/rebate-rates';
import type { AffiliateUrlRequest, AffiliateUrlsContext, DownlineKind } from './affiliate-urls.types';

/** A member link, the first lifetime on offer, every rate empty (0). */
export function emptyUrlForm(context: Pick<AffiliateUrlsContext, 'ceilings' | 'expiryOptions'>) {
  return {
    values: { type: 'member', expiryDays: context.expiryOptions.length ? String(context.expiryOptions[0]) : '' },
    rates: emptyRates(context.ceilings),
    rateErrors: {},
    fieldErrors: {},
  };
}

/** The form's problems: a lifetime not on offer, rates that are not percentages or above the ceiling. */
export function urlFormErrors(context: Pick<AffiliateUrlsContext, 'values' | 'rates' | 'ceilings' | 'expiryOptions'>) {
  const offered = context.expiryOptions.map(String).includes(context.values.expiryDays);
  return {
    fieldErrors: offered ? {} : { expiryDays: 'required' as const },
    rateErrors: rateErrors(context.rates, context.ceilings),
  };
}

export function urlFormValid(context: Pick<AffiliateUrlsContext, 'values' | 'rates' | 'ceilings' | 'expiryOptions'>): boolean {
  const errors = urlFormErrors(context);
  return Object.keys(errors.fieldErrors).length === 0 && Object.keys(errors.rateErrors).length === 0;
}

/** What is sent: entered with a checked form. */
export function urlRequestOf(context: Pick<AffiliateUrlsContext, 'values' | 'rates' | 'ceilings'>): AffiliateUrlRequest {
  return {
    type: context.values.type === 'agent' ? 'agent' : ('member' as DownlineKind),
    expiryDays: Number(context.values.expiryDays),
    rates: typedRates(context.rates, context.ceilings),
  };
}
