/**
 * The register centre's affiliate links (research §4.4; wire/agent-register.schemas.ts): the agent
 * creates a link that registers a member or an agent under it, with a lifetime the merchant offers
 * and rebate rates per product no higher than the most the agent may give; the links are listed a
 * page at a time, each deleted after a confirmation, and the members registered through one are
 * listed beside. Both lists are paged-list charts run by this one.
 */
import type { RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

export type { RateError, RateErrorCode, RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

/** Whom a link registers: a plain member or an agent. */
export type DownlineKind = 'member' | 'agent';

export interface AffiliateUrlsInput {
  /** today by the edge's clock, for the lists' charts */
  today: string;
}

export interface AffiliateUrlSettings {
  ceilings: RebateCeiling[];
  /** lifetimes in days the merchant offers; 0 never expires */
  expiryOptions: number[];
}

export interface AffiliateUrlRequest {
  type: DownlineKind;
  expiryDays: number;
  rates: RebateRate[];
}

/** A link as created. */
export interface AffiliateUrl {
  affiUrlId: number;
  code: string;
  url: string;
  type: DownlineKind;
  /** epoch ms; null never expires */
  expiresAt: number | null;
}

/** A link named in an event: the one to delete, or whose registrations to show. */
export interface AffiliateUrlRef {
  affiUrlId: number;
  code: string;
}

export type AffiliateUrlField = 'type' | 'expiryDays';

export interface AffiliateUrlsContext {
  today: string;
  ceilings: RebateCeiling[];
  expiryOptions: number[];
  values: Record<AffiliateUrlField, string>;
  rates: RateValues;
  rateErrors: RateErrors;
  /** `expiryDays: 'required'` when the merchant offers no lifetime to pick */
  fieldErrors: Partial<Record<AffiliateUrlField, 'required'>>;
  errorCode: string | null;
  /** what the last change did, shown until the next */
  notice: 'created' | 'deleted' | null;
  /** the link just created, shown with its address and QR code */
  created: AffiliateUrl | null;
  /** the link whose deletion waits for a confirmation, or is being sent */
  deleting: AffiliateUrlRef | null;
  /** the link whose registered members are shown */
  registrationsOf: AffiliateUrlRef | null;
}

export type AffiliateUrlsEvent =
  | { type: 'field.change'; field: AffiliateUrlField; value: string }
  | { type: 'rate.change'; product: string; value: string }
  | { type: 'form.submit' }
  | { type: 'url.delete'; url: AffiliateUrlRef }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' }
  | { type: 'registrations.open'; url: AffiliateUrlRef }
  | { type: 'registrations.close' }
  /** a link was deleted: its registrations close if they are shown */
  | { type: 'url.deleted'; affiUrlId: number }
  | { type: 'retry' };

export interface AffiliateUrlsView {
  status: 'loading' | 'failed' | 'ready';
  /** the form: editing, creating, confirmingDelete, deleting */
  form: 'editing' | 'creating' | 'confirmingDelete' | 'deleting';
  ceilings: RebateCeiling[];
  expiryOptions: number[];
  values: Record<AffiliateUrlField, string>;
  rates: RateValues;
  rateErrors: RateErrors;
  fieldErrors: Partial<Record<AffiliateUrlField, 'required'>>;
  errorCode: string | null;
  notice: 'created' | 'deleted' | null;
  created: AffiliateUrl | null;
  deleting: AffiliateUrlRef | null;
  registrationsOf: AffiliateUrlRef | null;
  canCreate: boolean;
  canDelete: boolean;
}
