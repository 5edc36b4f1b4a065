/**
 * Which fields the form shows and requires (SPEC §5, CONTRACT §4.4 and §6). Pure functions of the
 * settings, the switches, the mode and the affiliate state, shared by the chart and its selectors.
 */
import { normalisePattern } from '../../rules/phone';
import { PROFILE_DISPLAY_ORDER } from './registration.types';
import type { AffiliateState, FieldSpec, RegisterRule, RegisterRules, RegistrationField, RegistrationMode } from './registration.types';

export function normaliseRules(rules: RegisterRules): RegisterRules {
  const normalised: RegisterRules = {};
  for (const [field, rule] of Object.entries(rules)) {
    if (rule) normalised[field] = { ...rule, acceptedPattern: normalisePattern(rule.acceptedPattern) };
  }
  return normalised;
}

const on = (rule: RegisterRule | undefined): rule is RegisterRule => rule?.enabled === true;

/** Username registration, mobile registration, or both (then a tab picks one). */
export function availableModes(switches: Record<string, boolean>): RegistrationMode[] {
  const modes: RegistrationMode[] = [];
  if (switches.MOBILENUMREG3) modes.push('mobile');
  if (switches.USERNAMEREG3) modes.push('username');
  return modes.length > 0 ? modes : ['username'];
}

/** Mobile is the default whenever mobile registration is on (CONTRACT §6). */
export function defaultMode(switches: Record<string, boolean>): RegistrationMode {
  return switches.MOBILENUMREG3 ? 'mobile' : 'username';
}

/** An SMS code is asked for in mobile mode, and in username mode when REGMOBVERF3 is on. */
export function needsSmsCode(mode: RegistrationMode, switches: Record<string, boolean>): boolean {
  return mode === 'mobile' || switches.REGMOBVERF3 === true;
}

/** A password is set in username mode, and in mobile mode when MOBILENUMPASSREG3 is on. */
export function needsPassword(mode: RegistrationMode, switches: Record<string, boolean>): boolean {
  return mode === 'username' || switches.MOBILENUMPASSREG3 === true;
}

function spec(field: RegistrationField, required: boolean, rule: RegisterRule | undefined, type?: string): FieldSpec {
  return {
    field,
    required,
    type: type ?? rule?.type ?? 'text',
    minLength: rule?.enabled ? rule.minLength : null,
    maxLength: rule?.enabled ? rule.maxLength : null,
  };
}

export interface FieldContext {
  rules: RegisterRules;
  switches: Record<string, boolean>;
  mode: RegistrationMode;
  affiliate: AffiliateState;
}

/** The fields of the form in display order, each with whether it is required. */
export function visibleFields({ rules, switches, mode, affiliate }: FieldContext): FieldSpec[] {
  const fields: FieldSpec[] = [];
  const sms = needsSmsCode(mode, switches);
  if (mode === 'username') fields.push(spec('username', true, rules.username));
  if (mode === 'mobile' || sms || on(rules.mobileNum)) {
    fields.push(spec('mobileNum', mode === 'mobile' || sms || rules.mobileNum?.required === true, rules.mobileNum, 'tel'));
  }
  if (sms) fields.push(spec('verificationCode', true, rules.verificationCode));
  if (needsPassword(mode, switches)) {
    fields.push(spec('password', true, rules.password, 'password'));
    fields.push(spec('confirmPassword', true, undefined, 'password'));
  }
  for (const field of PROFILE_DISPLAY_ORDER) {
    const rule = rules[field];
    // a payment password is required whenever the merchant collects one (SPEC §5)
    if (on(rule)) fields.push(spec(field, field === 'paymentPassword' || rule.required, rule, field === 'paymentPassword' ? 'password' : undefined));
  }
  if (on(rules.affiliateCode) && affiliate.input === 'shown') fields.push(spec('affiliateCode', rules.affiliateCode.required, rules.affiliateCode));
  if (on(rules.captcha)) fields.push(spec('captcha', rules.captcha.required, rules.captcha));
  return fields;
}

export function captchaEnabled(rules: RegisterRules): boolean {
  return on(rules.captcha);
}
