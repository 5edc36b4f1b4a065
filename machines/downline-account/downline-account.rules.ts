/**
 * The form's checks (pure): a username and a password that meet the merchant's register rules, as
 * a visitor's registration checks them, and rates as percentages no higher than the ceilings. The
 * gateway checks again and names the field it refuses, with the rule's message key.
 */
import { registerRuleAccepts } from '../../rules/phone';
import { patternError } from '../registration';
import { emptyRates, rateErrors, typedRates } from '../shared/rebate-rates';
import type { RebateCeiling } from '../shared/rebate-rates';
import type {
  AccountRules,
  DownlineAccountContext,
  DownlineAccountFieldError,
  DownlineAccountFieldErrors,
  DownlineAccountRequest,
} from './downline-account.types';

/** An empty form: a member, every rate empty (0). */
export function emptyAccountForm(ceilings: readonly RebateCeiling[]) {
  return { values: { username: '', password: '', type: 'member' }, rates: emptyRates(ceilings), fieldErrors: {}, rateErrors: {} };
}

function fieldError(value: string, rule: AccountRules['username']): DownlineAccountFieldError | null {
  if (value === '') return { code: 'required' };
  return rule?.enabled && !registerRuleAccepts(rule, value) ? patternError(rule) : null;
}

/** The username (trimmed) and the password (as typed): required, and each as its rule asks. */
export function accountFieldErrors(context: Pick<DownlineAccountContext, 'values' | 'rules'>): DownlineAccountFieldErrors {
  const errors: DownlineAccountFieldErrors = {};
  const username = fieldError(context.values.username.trim(), context.rules.username);
  const password = fieldError(context.values.password, context.rules.password);
  if (username) errors.username = username;
  if (password) errors.password = password;
  return errors;
}

export function accountFormValid(context: Pick<DownlineAccountContext, 'values' | 'rates' | 'ceilings' | 'rules'>): boolean {
  return Object.keys(accountFieldErrors(context)).length === 0 && Object.keys(rateErrors(context.rates, context.ceilings)).length === 0;
}

/** What is sent: entered with a checked form. The password goes as typed. */
export function accountRequestOf(context: Pick<DownlineAccountContext, 'values' | 'rates' | 'ceilings'>): DownlineAccountRequest {
  return {
    username: context.values.username.trim(),
    password: context.values.password,
    type: context.values.type === 'agent' ? 'agent' : 'member',
    rates: typedRates(context.rates, context.ceilings),
  };
}

const PATTERN_KEY = /^reg_pattern_\d+$/;

/** A refusal that belongs under the username or the password: a rule's key with the rule's lengths, else the gateway's text. */
export function refusedAccountFields(error: unknown, rules: AccountRules): DownlineAccountFieldErrors {
  if (typeof error !== 'object' || error === null) return {};
  const { errorCode, value } = error as { errorCode?: unknown; value?: unknown };
  if (errorCode === 'username.taken') return { username: { code: 'username.taken' } };
  if (errorCode !== 'request_param_err' || typeof value !== 'object' || value === null) return {};
  const fields = (value as { fields?: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const errors: DownlineAccountFieldErrors = {};
  for (const field of ['username', 'password'] as const) {
    const text = (fields as Record<string, unknown>)[field];
    if (text === undefined) continue;
    const rule = rules[field];
    if (typeof text === 'string' && PATTERN_KEY.test(text)) errors[field] = { code: text, min: rule?.minLength, max: rule?.maxLength };
    else errors[field] = typeof text === 'string' && text.trim() !== '' ? { code: 'refused', text } : { code: 'refused' };
  }
  return errors;
}
