/**
 * The register centre's "create a downline" (research §4.4; `POST /wps/agent/downline`): the agent
 * opens an account under it, a member or an agent, with a username and password that meet the
 * merchant's register rules and rebate rates per product no higher than the most it may give.
 */
import type { RegisterRule } from '../registration';
import type { RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

export type { RateError, RateErrorCode, RateErrors, RateValues, RebateCeiling, RebateRate } from '../shared/rebate-rates';

export type DownlineAccountKind = 'member' | 'agent';

export type DownlineAccountField = 'username' | 'password' | 'type';

export type { RegisterRule } from '../registration';

/** The merchant's register rules of the username and the password (CONTRACT §4.4), where it has them. */
export type AccountRules = Partial<Record<'username' | 'password', RegisterRule>>;

export interface DownlineAccountLoad {
  ceilings: RebateCeiling[];
  rules: AccountRules;
}

export interface DownlineAccountRequest {
  username: string;
  password: string;
  type: DownlineAccountKind;
  rates: RebateRate[];
}

export interface DownlineAccountResult {
  customerId: number;
  username: string;
  type: DownlineAccountKind;
}

/**
 * As the registration form words them: `required`, `username.taken`, `reg_pattern_<id>` with the
 * rule's lengths (found here or by the gateway), or `refused` with the gateway's own text.
 */
export interface DownlineAccountFieldError {
  code: string;
  min?: number;
  max?: number;
  text?: string;
}

export type DownlineAccountFieldErrors = Partial<Record<DownlineAccountField, DownlineAccountFieldError>>;

export interface DownlineAccountContext {
  ceilings: RebateCeiling[];
  rules: AccountRules;
  values: Record<DownlineAccountField, string>;
  rates: RateValues;
  fieldErrors: DownlineAccountFieldErrors;
  rateErrors: RateErrors;
  errorCode: string | null;
  result: DownlineAccountResult | null;
}

export type DownlineAccountEvent =
  | { type: 'field.change'; field: DownlineAccountField; value: string }
  | { type: 'rate.change'; product: string; value: string }
  | { type: 'form.submit' }
  /** another account after a result */
  | { type: 'account.new' }
  | { type: 'retry' };

export interface DownlineAccountView {
  status: 'loading' | 'failed' | 'editing' | 'submitting' | 'done';
  ceilings: RebateCeiling[];
  rules: AccountRules;
  values: Record<DownlineAccountField, string>;
  rates: RateValues;
  fieldErrors: DownlineAccountFieldErrors;
  rateErrors: RateErrors;
  errorCode: string | null;
  result: DownlineAccountResult | null;
}
