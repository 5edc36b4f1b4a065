/**
 * A direct downline's rebate rates (research §4.4, team management's "set rebates"): the agent's
 * ceilings and the member's rates are loaded, the agent edits them per product (each no higher than
 * the most it may give, checked before sending), and saves; a product the gateway refuses shows
 * under that product with the limit it met.
 */
import type { RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

export type { RateError, RateErrorCode, RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

export interface DownlineRebatesInput {
  downlineId: number;
}

export interface DownlineRebatesLoad {
  ceilings: RebateCeiling[];
  /** the member's rates now */
  rates: RebateRate[];
}

export interface DownlineRebatesRequest {
  downlineId: number;
  rates: RebateRate[];
}

export interface DownlineRebatesContext {
  downlineId: number;
  ceilings: RebateCeiling[];
  rates: RateValues;
  rateErrors: RateErrors;
  errorCode: string | null;
  /** the last save went through, until the next change */
  saved: boolean;
}

export type DownlineRebatesEvent = { type: 'rate.change'; product: string; value: string } | { type: 'form.submit' } | { type: 'retry' };

export interface DownlineRebatesView {
  status: 'loading' | 'failed' | 'editing' | 'saving';
  ceilings: RebateCeiling[];
  rates: RateValues;
  rateErrors: RateErrors;
  errorCode: string | null;
  saved: boolean;
}
